// Persisted TanStack Query cache (decisions #17-#18): the small, shared answers (countries, genres, providers
// lists and the home page lists) are written to localStorage through the sync-storage persister, so the
// header, filters and home open instantly and offline. Busted by the app version: a new build never reads
// an older build's shapes. Title details are NOT persisted here (too big for localStorage): they live in Dexie.
import type { Query } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { APP_VERSION } from './app-version';

export const PERSIST_STORAGE_KEY = 'streamfinder_query_cache';
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Query roots worth keeping across visits; list pages only their first page. */
export const PERSISTED_ROOTS = new Set([
  'countries',
  'genres',
  'providers',
  'trending',
  'list',
  'now-playing',
  'upcoming',
]);

export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  if (query.state.status !== 'success' || query.state.data === undefined) return false;
  const [root] = query.queryKey;
  if (typeof root !== 'string' || !PERSISTED_ROOTS.has(root)) return false;
  if (root === 'list') return query.queryKey[4] === 1;
  if (root === 'now-playing' || root === 'upcoming') return query.queryKey[2] === 1;
  return true;
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined; // storage blocked (privacy mode): nothing is persisted
  }
}

export const queryPersister = createSyncStoragePersister({
  storage: safeStorage(),
  key: PERSIST_STORAGE_KEY,
  throttleTime: 1000,
});

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: queryPersister,
  buster: APP_VERSION,
  maxAge: PERSIST_MAX_AGE_MS,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
};
