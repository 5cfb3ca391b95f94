import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GenreList, MediaType } from '../../../../api/src/contract';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const ONE_HOUR = 60 * 60 * 1000;

export function getGenres(type: MediaType, signal?: AbortSignal) {
  return apiGet<GenreList>(`/api/genres/${type}`, undefined, { signal });
}

/** Genre lists are cached for one hour (spec section 7). */
export const genresQueryOptions = (type: MediaType) =>
  queryOptions({
    queryKey: queryKeys.genres(type),
    queryFn: ({ signal }) => getGenres(type, signal),
    staleTime: ONE_HOUR,
    select: (data) => data?.genres ?? [],
  });

export function useGenres(type: MediaType) {
  return useQuery(genresQueryOptions(type));
}
