// GET /api/autocomplete?query -> SuggestionList. Owner of ['autocomplete', query] (header search and modal);
// the modal's variant falls back to /api/search/multi under its own key (['autocomplete', query, 'fallback']).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MultiResult, Suggestion, SuggestionList } from '../../api/src/contract';
import { apiGet } from '../lib/api-client';
import { yearOf } from '../lib/format';
import { queryKeys } from '../lib/query-keys';
import { searchTitles } from './search';

export const FALLBACK_LIMIT = 8;
const FIVE_MINUTES = 5 * 60 * 1000;

export async function getSuggestions(query: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const data = await apiGet<SuggestionList>('/api/autocomplete', { query: query.trim() }, { signal });
  return data.suggestions;
}

/** Search results as suggestions: movie and tv only, the first 8 (docs/spec.md §7). */
export function suggestionsFromMulti(results: MultiResult[]): Suggestion[] {
  const out: Suggestion[] = [];
  for (const r of results) {
    if (r.media_type === 'person') continue;
    const movie = 'title' in r;
    out.push({
      id: r.id,
      type: movie ? 'movie' : 'tv',
      title: movie ? r.title : r.name,
      year: yearOf(movie ? r.release_date : r.first_air_date),
      poster_path: r.poster_path ?? null,
      url: r.slug ?? '',
    });
    if (out.length === FALLBACK_LIMIT) break;
  }
  return out;
}

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/** The modal's lookup: autocomplete, else search/multi (first 8 movie/tv), else nothing (docs/spec.md §8). */
export async function getSuggestionsWithFallback(query: string, signal?: AbortSignal): Promise<Suggestion[]> {
  try {
    return await getSuggestions(query, signal);
  } catch (err) {
    if (isAbort(err)) throw err;
    try {
      const page = await searchTitles('multi', query, undefined, undefined, signal);
      return suggestionsFromMulti(page.results);
    } catch (fallbackErr) {
      if (isAbort(fallbackErr)) throw fallbackErr;
      console.warn('Suggestions unavailable', fallbackErr);
      return [];
    }
  }
}

export const suggestionsQueryOptions = (query: string, withFallback: boolean) =>
  queryOptions({
    queryKey: withFallback
      ? [...queryKeys.autocomplete(query.trim()), 'fallback']
      : queryKeys.autocomplete(query.trim()),
    queryFn: ({ signal }) =>
      withFallback ? getSuggestionsWithFallback(query, signal) : getSuggestions(query, signal),
    staleTime: FIVE_MINUTES,
    gcTime: FIVE_MINUTES,
  });

export function useSuggestions(query: string, enabled: boolean, withFallback = false) {
  return useQuery({ ...suggestionsQueryOptions(query, withFallback), enabled });
}
