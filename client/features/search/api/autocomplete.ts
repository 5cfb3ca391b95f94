import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MultiResult, Suggestion, SuggestionList } from '../../../../api/src/contract';
import { apiGet } from '../../../lib/api-client';
import { yearOf } from '../../../lib/format';
import { queryKeys } from '../../../lib/query-keys';

export const FALLBACK_LIMIT = 8;

export async function getSuggestions(query: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const data = await apiGet<SuggestionList | Suggestion[]>(
    '/api/autocomplete',
    { query: query.trim() },
    { signal },
  );
  return Array.isArray(data) ? data : (data?.suggestions ?? []);
}

/** Search results as suggestions: movie and tv only (with an id), the first 8 (spec section 7). */
export function suggestionsFromMulti(results: MultiResult[]): Suggestion[] {
  const out: Suggestion[] = [];
  for (const r of results) {
    if (!r || typeof r.id !== 'number' || (r.media_type !== 'movie' && r.media_type !== 'tv')) continue;
    const movie = r.media_type === 'movie' && 'title' in r;
    out.push({
      id: r.id,
      type: r.media_type,
      title: movie ? r.title : 'name' in r ? r.name : '',
      year: yearOf(
        movie && 'release_date' in r ? r.release_date : 'first_air_date' in r ? r.first_air_date : null,
      ),
      poster_path: r.poster_path ?? null,
      url: r.slug ?? '',
    });
    if (out.length === FALLBACK_LIMIT) break;
  }
  return out;
}

/** The modal's lookup: autocomplete, else search/multi (first 8 movie/tv), else nothing (spec section 8). */
export async function getSuggestionsWithFallback(query: string, signal?: AbortSignal): Promise<Suggestion[]> {
  try {
    return await getSuggestions(query, signal);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    try {
      const page = await apiGet<{ results?: MultiResult[] }>(
        '/api/search/multi',
        { query: query.trim(), include_adult: false },
        { signal },
      );
      return suggestionsFromMulti(page?.results ?? []);
    } catch (fallbackErr) {
      if (fallbackErr instanceof DOMException && fallbackErr.name === 'AbortError') throw fallbackErr;
      console.warn('Suggestions unavailable', fallbackErr);
      return [];
    }
  }
}

const FIVE_MINUTES = 5 * 60 * 1000;

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
