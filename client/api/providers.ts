// GET /api/providers/{movie|tv}?region -> ProviderList. Owner of ['providers', type, region].
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MediaType, Provider, ProviderList } from '../../api/src/contract';
import { apiGet } from '../lib/api-client';
import { withOfflineFallback } from '../lib/offline-fallback';
import { queryKeys } from '../lib/query-keys';

export function fetchProviders(type: MediaType, region: string, signal?: AbortSignal): Promise<ProviderList> {
  return apiGet<ProviderList>(`/api/providers/${type}`, { region }, { signal });
}

const selectProviders = (data: ProviderList): Provider[] => data.results;

/** The selected country's main providers (the "On my services" chips). */
export const providersQueryOptions = (type: MediaType, region: string) =>
  queryOptions({
    queryKey: queryKeys.providers(type, region),
    queryFn: ({ queryKey, signal }) =>
      withOfflineFallback(queryKey, () => fetchProviders(type, region, signal)),
    select: selectProviders,
  });

export function useProviders(type: MediaType, region: string) {
  return useQuery(providersQueryOptions(type, region));
}
