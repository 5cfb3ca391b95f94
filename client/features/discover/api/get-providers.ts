import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MediaType, Provider } from '../../../../api/src/contract';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getProviders(type: MediaType, region: string, signal?: AbortSignal) {
  return apiGet<Provider[] | { results: Provider[] }>(`/api/providers/${type}`, { region }, { signal });
}

/** The selected country's main providers (the "On my services" chips). */
export const providersQueryOptions = (type: MediaType, region: string) =>
  queryOptions({
    queryKey: queryKeys.providers(type, region),
    queryFn: ({ signal }) => getProviders(type, region, signal),
    select: (data): Provider[] => (Array.isArray(data) ? data : (data?.results ?? [])),
  });

export function useProviders(type: MediaType, region: string) {
  return useQuery(providersQueryOptions(type, region));
}
