// GET /api/genres/{movie|tv} -> GenreList. The one owner of the ['genres', type] key: the cache always holds
// the wire shape ({ genres }) and every consumer reads the list through `select`, so two screens can never
// store different shapes under one key.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Genre, GenreList, MediaType } from '../../api/src/contract';
import { apiGet } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/** Genre lists are cached for one hour (docs/spec.md §9). */
export const GENRES_STALE_MS = 60 * 60 * 1000;

export function fetchGenres(type: MediaType, signal?: AbortSignal): Promise<GenreList> {
  return apiGet<GenreList>(`/api/genres/${type}`, undefined, { signal });
}

const selectGenres = (data: GenreList): Genre[] => data.genres;

export const genresQueryOptions = (type: MediaType) =>
  queryOptions({
    queryKey: queryKeys.genres(type),
    queryFn: ({ signal }) => fetchGenres(type, signal),
    staleTime: GENRES_STALE_MS,
    select: selectGenres,
  });

export function useGenres(type: MediaType) {
  return useQuery(genresQueryOptions(type));
}
