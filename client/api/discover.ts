// GET /api/discover/{movie|tv}?filters -> Paged<TitleSummary>. Owner of ['discover', type, params] (advanced
// search, genre pages, the home page's local-language rows).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DiscoverQuery, MediaType, Paged, TitleSummary } from '../../api/src/contract';
import { apiGet } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

export type DiscoverParams = DiscoverQuery | Record<string, string | undefined>;

/** Drops empty values so equal filter sets share one cache entry. */
export function cleanDiscoverParams(params: DiscoverParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (typeof v === 'string' && v !== '') out[k] = v;
  return out;
}

export function fetchDiscover(type: MediaType, params: DiscoverParams, signal?: AbortSignal) {
  return apiGet<Paged<TitleSummary>>(`/api/discover/${type}`, cleanDiscoverParams(params), { signal });
}

export const discoverQueryOptions = (type: MediaType, params: DiscoverParams) =>
  queryOptions({
    queryKey: queryKeys.discover(type, cleanDiscoverParams(params)),
    queryFn: ({ signal }) => fetchDiscover(type, params, signal),
  });

export function useDiscover(type: MediaType, params: DiscoverParams, enabled = true) {
  return useQuery({ ...discoverQueryOptions(type, params), enabled });
}
