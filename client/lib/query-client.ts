// The one QueryClient (docs/spec.md §9: no interval refetch, no refetch on focus, data never stale, no retries
// unless a query asks). networkMode 'offlineFirst' (docs/decisions.md #17): a query always tries its fetch once, so
// the service worker's caches can answer offline, instead of pausing before the request. The small queries
// are persisted (lib/persist.ts) and title results saved to Dexie (lib/offline-store.ts).
import { QueryClient } from '@tanstack/react-query';
import { PERSIST_MAX_AGE_MS, PERSISTED_ROOTS } from './persist';

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'offlineFirst' },
    },
  });
  // A persisted query must stay in memory as long as its persisted copy, or it is dropped from storage.
  for (const root of PERSISTED_ROOTS) client.setQueryDefaults([root], { gcTime: PERSIST_MAX_AGE_MS });
  return client;
}

export const queryClient = createQueryClient();
