import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DiscoverQuery, MediaType, Paged, TitleSummary } from '../../../../api/src/contract';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Drops empty values so equal filter sets share one cache entry. */
function clean(params: DiscoverQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}

export const getDiscover = (type: MediaType, params: DiscoverQuery) =>
  apiGet<Paged<TitleSummary>>(`/api/discover/${type}`, clean(params));

export const discoverQueryOptions = (type: MediaType, params: DiscoverQuery) =>
  queryOptions({
    queryKey: queryKeys.discover(type, clean(params)),
    queryFn: () => getDiscover(type, params),
  });

export function useDiscover(type: MediaType, params: DiscoverQuery, enabled = true) {
  return useQuery({ ...discoverQueryOptions(type, params), enabled });
}
