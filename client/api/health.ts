// GET /api/health -> Health. Owner of ['health']; the app reads the catalog's reference date from it
// (docs/decisions.md #3). Persisted and saved on the device so 'Week of', 'Last updated' and the local-language rows
// keep the catalog's date offline instead of the device's.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Health } from '../../api/src/contract';
import { apiGet } from '../lib/api-client';
import { withOfflineFallback } from '../lib/offline-fallback';
import { queryKeys } from '../lib/query-keys';

export function fetchHealth(signal?: AbortSignal) {
  return apiGet<Health>('/api/health', undefined, { signal });
}

const DAY = /^\d{4}-\d{2}-\d{2}/;
const selectReferenceDate = (health: Health): string | null =>
  DAY.test(health.reference_date) ? health.reference_date.slice(0, 10) : null;

/** The catalog's "today": 2025-03-29 for the embedded catalog, the real date in live mode. */
export const referenceDateQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.health(),
    queryFn: ({ queryKey, signal }) => withOfflineFallback(queryKey, () => fetchHealth(signal)),
    select: selectReferenceDate,
    // The date moves in live mode: refresh twice a day, the stored copy answers meanwhile.
    staleTime: 12 * 60 * 60 * 1000,
  });

/** YYYY-MM-DD, or undefined while loading; today's date only when the server cannot tell and nothing is saved. */
export function useReferenceDate(): { date: string | undefined; isPending: boolean } {
  const { data, isPending } = useQuery(referenceDateQueryOptions());
  if (isPending) return { date: undefined, isPending: true };
  if (!data) return { date: new Date().toISOString().slice(0, 10), isPending: false };
  return { date: data, isPending: false };
}
