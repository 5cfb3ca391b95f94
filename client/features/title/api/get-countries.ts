// GET /api/countries: names for the 'also available in' list of the availability panel.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '../../../../api/src/contract';
import { apiGet } from '../../../lib/api-client';
import { withOfflineFallback } from '../../../lib/offline-store';
import { queryKeys } from '../../../lib/query-keys';

export function fetchCountries(signal?: AbortSignal) {
  return apiGet<Country[]>('/api/countries', {}, { signal });
}

/** Accepts a plain list or { results } (the cache key is shared with the region selector). */
function toList(data: unknown): Country[] {
  const list = Array.isArray(data) ? data : (data as { results?: unknown } | null)?.results;
  return Array.isArray(list) ? (list as Country[]).filter((c) => c && typeof c.iso_3166_1 === 'string') : [];
}

export function countriesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.countries(),
    queryFn: ({ queryKey, signal }) => withOfflineFallback(queryKey, () => fetchCountries(signal)),
    select: toList,
  });
}

export function useCountries(enabled = true) {
  return useQuery({ ...countriesQueryOptions(), enabled });
}
