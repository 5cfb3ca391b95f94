// Persisted TanStack Query cache (docs/decisions.md #17-#18): the small, shared answers (countries, genres, providers
// lists and the home page lists) are written to localStorage through the sync-storage persister, so the
// header, filters and home open instantly and offline. Busted by the app version: a new build never reads
// an older build's shapes. Title details are NOT persisted here (too big for localStorage): they live in Dexie.
import { hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import {
  persistQueryClientSubscribe,
  removeOldestQuery,
  type PersistedClient,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { APP_VERSION } from './app-version';
import { hasStoredShape } from './stored-shapes';

export const PERSIST_STORAGE_KEY = 'streamfinder_query_cache';
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * Home-page lists go stale after 12 hours (the server's refresh period in live mode): a restored copy older
 * than that is shown while the new one loads, or while offline, and replaced when it arrives.
 */
export const HOME_LIST_STALE_MS = 12 * 60 * 60 * 1000;

/** Query roots worth keeping across visits; list pages only their first page. */
export const PERSISTED_ROOTS = new Set([
  'countries',
  'genres',
  'providers',
  'trending',
  'list',
  'now-playing',
  'upcoming',
  'health',
]);

export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  if (query.state.status !== 'success' || query.state.data === undefined) return false;
  const [root] = query.queryKey;
  if (typeof root !== 'string' || !PERSISTED_ROOTS.has(root)) return false;
  if (root === 'list') return query.queryKey[4] === 1;
  if (root === 'now-playing' || root === 'upcoming') return query.queryKey[2] === 1;
  return true;
}

type SyncStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * localStorage that never throws on read or remove (blocked storage, private mode): the site then runs
 * without a persisted cache. A failed write (quota) is thrown to the persister, which retries smaller.
 */
export function safeStorage(): SyncStorage | undefined {
  let storage: Storage;
  try {
    if (typeof window === 'undefined') return undefined;
    storage = window.localStorage;
  } catch {
    return undefined; // storage blocked (privacy mode): nothing is persisted
  }
  return {
    getItem: (key) => {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => storage.setItem(key, value),
    removeItem: (key) => {
      try {
        storage.removeItem(key);
      } catch {
        // nothing to clean up in a storage we cannot use
      }
    },
  };
}

/**
 * Parses the stored cache and keeps only the queries whose data has the shape their key promises
 * (lib/stored-shapes): an old, edited or corrupted entry is dropped and refetched, never rendered.
 * Unparsable text throws, and the persister then discards the whole stored cache.
 */
export function restorePersistedClient(text: string): PersistedClient {
  const parsed = JSON.parse(text) as PersistedClient;
  const queries = parsed?.clientState?.queries;
  if (!Array.isArray(queries)) throw new Error('Stored query cache has no query list');
  const valid = queries.filter(
    (q) =>
      Array.isArray(q?.queryKey) && q.state?.status === 'success' && hasStoredShape(q.queryKey, q.state.data),
  );
  if (valid.length !== queries.length)
    console.warn(`Dropped ${queries.length - valid.length} stored list(s) with an unexpected shape`);
  return { ...parsed, clientState: { ...parsed.clientState, queries: valid, mutations: [] } };
}

export const queryPersister = createSyncStoragePersister({
  storage: safeStorage(),
  key: PERSIST_STORAGE_KEY,
  throttleTime: 1000,
  deserialize: restorePersistedClient,
  // Quota exceeded: drop the oldest query and try again, down to nothing.
  retry: removeOldestQuery,
});

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: queryPersister,
  buster: APP_VERSION,
  maxAge: PERSIST_MAX_AGE_MS,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
};

const persisting = new WeakSet<QueryClient>();

/**
 * Restores the stored cache into `queryClient` at once, then saves the cache whenever it changes (once per client).
 * What PersistQueryClientProvider does, without its restoring phase: the provider restores in an effect after the
 * first render, and its end re-rendered every query reader of the page and only then let the queries subscribe
 * (a task of 100-140 ms at 4x CPU on a title page, issue #10). The storage is localStorage, which answers
 * synchronously, so nothing has to wait. Expired, busted, unreadable or wrong-shaped entries are dropped as before
 * (restorePersistedClient); hydrate never replaces an answer newer than the stored one.
 */
export function persistQueryCache(
  queryClient: QueryClient,
  options: Omit<PersistQueryClientOptions, 'queryClient'> = persistOptions,
): void {
  if (persisting.has(queryClient)) return;
  persisting.add(queryClient);
  const { persister, buster = '', maxAge = PERSIST_MAX_AGE_MS, hydrateOptions, dehydrateOptions } = options;
  try {
    const stored = persister.restoreClient();
    if (stored && 'then' in stored) throw new Error('persistQueryCache needs a synchronous persister');
    if (stored) {
      const expired = !stored.timestamp || Date.now() - stored.timestamp > maxAge;
      if (expired || stored.buster !== buster) void persister.removeClient();
      else hydrate(queryClient, stored.clientState, hydrateOptions);
    }
  } catch (err) {
    console.warn('The stored query cache could not be read; it is discarded', err);
    void persister.removeClient();
  }
  persistQueryClientSubscribe({ queryClient, persister, buster, dehydrateOptions });
}
