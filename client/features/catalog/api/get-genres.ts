import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Genre, GenreList, MediaType } from '../../../../api/src/contract';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getGenres(type: MediaType): Promise<Genre[]> {
  const data = await apiGet<GenreList | Genre[]>(`/api/genres/${type}`);
  return Array.isArray(data) ? data : (data?.genres ?? []);
}

/** Genres are cached for 1 hour (spec section 9). */
export const genresQueryOptions = (type: MediaType) =>
  queryOptions({
    queryKey: queryKeys.genres(type),
    queryFn: () => getGenres(type),
    staleTime: 60 * 60 * 1000,
  });

export function useGenres(type: MediaType) {
  return useQuery(genresQueryOptions(type));
}
