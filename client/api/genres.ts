// GET /api/genres/{movie|tv} -> GenreList. The one owner of the ['genres', type] key: the cache always holds
// the wire shape ({ genres }) and every consumer reads the list through `select`, so two screens can never
// store different shapes under one key.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Genre, GenreList, MediaType } from '../../api/src/contract';
import type { Locale } from '../../api/src/contract/locales';
import { useLocale } from '../i18n/i18n-provider';
import { apiGet } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/** Genre lists are cached for one hour (docs/spec.md §9). */
export const GENRES_STALE_MS = 60 * 60 * 1000;

/**
 * The list in the page's language (issue #46: `?lang=`, names the API lacks come in English marked
 * `name_language: 'en'`); English asks as before, without the parameter.
 */
export function fetchGenres(type: MediaType, signal?: AbortSignal, lang: Locale = 'en'): Promise<GenreList> {
  return apiGet<GenreList>(`/api/genres/${type}`, lang === 'en' ? undefined : { lang }, { signal });
}

const selectGenres = (data: GenreList): Genre[] => data.genres;

export const genresQueryOptions = (type: MediaType, lang: Locale = 'en') =>
  queryOptions({
    queryKey: queryKeys.genres(type, lang),
    queryFn: ({ signal }) => fetchGenres(type, signal, lang),
    staleTime: GENRES_STALE_MS,
    select: selectGenres,
  });

/** The genre list in the page's language, cached apart per language. */
export function useGenres(type: MediaType) {
  return useQuery(genresQueryOptions(type, useLocale()));
}
