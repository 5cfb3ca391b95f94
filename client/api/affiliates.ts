// GET /api/affiliates -> AffiliateParamsResponse: query parameters per provider id (docs/decisions.md #15).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AffiliateParamsResponse } from '../../api/src/contract';
import { apiGet } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

export function fetchAffiliates(signal?: AbortSignal) {
  return apiGet<AffiliateParamsResponse>('/api/affiliates', {}, { signal });
}

export const affiliatesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.affiliates(),
    queryFn: ({ signal }) => fetchAffiliates(signal),
    select: (data: AffiliateParamsResponse) => data.params,
  });

/** Links work without them: while loading, offline or on failure the plain provider links are used. */
export function useAffiliates() {
  return useQuery(affiliatesQueryOptions()).data;
}
