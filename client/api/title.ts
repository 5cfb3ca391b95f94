// GET /api/{movie|tv}/{id}?region=XX -> details with credits and the country's providers (null on 404).
// Owner of ['title', type, id, region]: the offline layer recognises and saves it (docs/decisions.md #18).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MediaType, MovieDetails, TvDetails } from '../../api/src/contract';
import { ApiError, apiGet } from '../lib/api-client';
import { withOfflineFallback } from '../lib/offline-fallback';
import { queryKeys } from '../lib/query-keys';

export type DetailsOf<T extends MediaType> = T extends 'movie' ? MovieDetails : TvDetails;

/** docs/spec.md §7: detail and similar queries retry 3 times with a 1 s delay (not for 4xx answers). */
export const DETAIL_RETRIES = 3;
export const DETAIL_RETRY_DELAY_MS = 1000;

export function retryTransient(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && !error.transient) return false;
  return failureCount < DETAIL_RETRIES;
}

/** null when the title is unknown (404). */
export function fetchTitle<T extends MediaType>(type: T, id: number, region: string, signal?: AbortSignal) {
  return apiGet<DetailsOf<T> | null>(`/api/${type}/${id}`, { region }, { nullOn404: true, signal });
}

export function titleQueryOptions<T extends MediaType>(type: T, id: number, region: string) {
  return queryOptions({
    queryKey: queryKeys.title(type, id, region),
    // Offline or failing server: the copy saved on this device, if any (docs/decisions.md #18).
    queryFn: ({ queryKey, signal }) =>
      withOfflineFallback(queryKey, () => fetchTitle(type, id, region, signal)),
    retry: retryTransient,
    retryDelay: DETAIL_RETRY_DELAY_MS,
  });
}

export function useTitleDetails<T extends MediaType>(type: T, id: number | undefined, region: string) {
  return useQuery({
    ...titleQueryOptions(type, id ?? 0, region),
    enabled: typeof id === 'number' && id > 0,
    // A country change refetches the providers; keep showing the same title meanwhile (no skeleton flash).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  });
}
