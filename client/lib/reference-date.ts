import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Health } from '../../api/src/contract';
import { apiGet } from './api-client';
import { queryKeys } from './query-keys';

export function getHealth(signal?: AbortSignal) {
  return apiGet<Health>('/api/health', undefined, { signal });
}

/** The catalog's "today" (decisions #3): 2025-03-29 for the embedded catalog, the real date in live mode. */
export const referenceDateQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.health(),
    queryFn: ({ signal }) => getHealth(signal),
    select: (health) =>
      typeof health?.reference_date === 'string' && /^\d{4}-\d{2}-\d{2}/.test(health.reference_date)
        ? health.reference_date.slice(0, 10)
        : null,
  });

/** YYYY-MM-DD, or undefined while loading; falls back to today's date if the server cannot tell. */
export function useReferenceDate(): { date: string | undefined; isPending: boolean } {
  const { data, isPending, isError } = useQuery(referenceDateQueryOptions());
  if (isPending) return { date: undefined, isPending: true };
  if (isError || !data) return { date: new Date().toISOString().slice(0, 10), isPending: false };
  return { date: data, isPending: false };
}
