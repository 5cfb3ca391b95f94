import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MediaType, Paged, TitleSummary } from '../../../../api/src/contract';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getDiscover(type: MediaType, query: Record<string, string>, signal?: AbortSignal) {
  return apiGet<Paged<TitleSummary>>(`/api/discover/${type}`, query, { signal });
}

export const discoverQueryOptions = (type: MediaType, query: Record<string, string>) =>
  queryOptions({
    queryKey: queryKeys.discover(type, query),
    queryFn: ({ signal }) => getDiscover(type, query, signal),
  });

export function useDiscover(type: MediaType, query: Record<string, string>, enabled = true) {
  return useQuery({ ...discoverQueryOptions(type, query), enabled });
}
