// What a query does when the network fails: answer from what the device saved (lib/offline-store.ts), or say
// clearly that this page is not saved. Kept apart from offline-store so the query modules, which every first
// paint loads, do not pull IndexedDB (Dexie) in with them.
import type { QueryKey } from '@tanstack/react-query';
import { ApiError, isTransientError } from './api-client';

export const OFFLINE_UNAVAILABLE_MESSAGE = 'You are offline and this page has not been saved on this device.';

/**
 * The network failed and nothing is saved for this query. Not transient: retrying while offline would only
 * keep a spinner turning (TanStack pauses retries offline), so retry functions checking `transient` stop.
 */
export class OfflineUnavailableError extends ApiError {
  constructor(readonly original: unknown) {
    super(OFFLINE_UNAVAILABLE_MESSAGE, 0);
    this.name = 'OfflineUnavailableError';
  }
  override get transient(): boolean {
    return false;
  }
}

export function isOfflineUnavailable(err: unknown): err is OfflineUnavailableError {
  return err instanceof OfflineUnavailableError;
}

/**
 * Runs `fetcher`; when it fails for network reasons (offline, 5xx, 429), answers with what is saved on the
 * device for `key`, else throws OfflineUnavailableError (non-transient: no retries, no endless spinner).
 * Other errors (404 etc.) pass through unchanged.
 */
export async function withOfflineFallback<T>(key: QueryKey, fetcher: () => Promise<T>): Promise<T> {
  try {
    return await fetcher();
  } catch (err) {
    if (!isTransientError(err)) throw err;
    // Dexie loads only now, on a failure: the first paint never waits for it.
    const saved = await import('./offline-store')
      .then(({ readSaved }) => readSaved(key))
      .catch(() => undefined);
    if (saved !== undefined) return saved as T;
    throw new OfflineUnavailableError(err);
  }
}
