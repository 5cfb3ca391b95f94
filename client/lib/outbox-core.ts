// The ratings outbox (docs/decisions.md #8-#9): the ONE replayer of ratings that could not reach the server.
// A rating made offline, or whose POST failed for network reasons / 5xx / 429, is written here and shown at
// once as the visitor's rating with a 'Waiting to sync' mark. Several changes to one title keep only the
// newest (one row per title). It is flushed by the page (start, 'online', focus) and by the service worker's
// Background Sync 'sync' event; a Web Lock keeps the two from sending the same entry at once, and the server
// upserts by (session, title) keeping the newest rated_at, so a replay is harmless. A 4xx (bad data) removes
// the entry and is reported; transient failures stay for the next flush. A 429 (write limit) or a 503 with
// Retry-After means "later": the entry stays, nothing is sent before the time the server named, and a flush is
// scheduled for then (so 150 ratings made offline arrive in budget-sized batches, none dropped).
// No React here: the service worker imports this module (lib/outbox.ts adds the hooks for the page).
import type { RatingInput, RatingResponse } from '../../api/src/contract';
import { ApiError, apiPost, isTransientError } from './api-client';

export { isTransientError };
import { db, type MyRating, type PendingRating, type RatingKey } from './db';
import { flushWatchlistOutbox } from './watchlist-outbox';
import { emit } from './outbox-events';

export { onOutboxEvent, type OutboxEvent } from './outbox-events';

export type { PendingRating } from './db';

export const OUTBOX_SYNC_TAG = 'ratings-outbox';
const LOCK_NAME = 'streamfinder-ratings-outbox';
const PERSIST_ASKED_KEY = 'streamfinder_persist_asked';

export interface FlushResult {
  sent: PendingRating[];
  rejected: { entry: PendingRating; message: string; status: number }[];
  /** Entries still waiting after this flush (transient failures, or changed while sending). */
  remaining: number;
}

/** Offline / network failures, 5xx and 429 are worth retrying; anything else (4xx) is not. */

// ---- queueing ----

const key = (contentType: PendingRating['content_type'], contentId: number): RatingKey => [
  contentType,
  contentId,
];

/** Writes (or replaces with a newer change) the title's outbox entry and the visitor's own rating. */
export async function queueRating(input: RatingInput & { rated_at: string }): Promise<void> {
  const k = key(input.content_type, input.content_id);
  let stored: PendingRating | undefined;
  await db.transaction('rw', db.outbox, db.myRatings, async () => {
    const existing = await db.outbox.get(k);
    if (existing && existing.rated_at > input.rated_at) return; // an even newer change is already queued
    stored = {
      content_type: input.content_type,
      content_id: input.content_id,
      rating: input.rating,
      session_id: input.session_id,
      rated_at: input.rated_at,
      queuedAt: existing?.queuedAt ?? Date.now(),
      attempts: existing?.attempts ?? 0,
    };
    await db.outbox.put(stored);
    await db.myRatings.put({
      content_type: input.content_type,
      content_id: input.content_id,
      rating: input.rating,
      rated_at: input.rated_at,
      session_id: input.session_id,
    });
  });
  if (stored) emit({ type: 'queued', entry: stored });
  void registerBackgroundSync();
  void requestPersistentStorage();
}

/** Asks the browser to keep our storage (unsent ratings, saved titles) under pressure. Once per device. */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    if (typeof localStorage === 'undefined' || localStorage.getItem(PERSIST_ASKED_KEY)) return false;
    if (typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
    localStorage.setItem(PERSIST_ASKED_KEY, '1');
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Where Background Sync exists (Chromium), the service worker flushes once connectivity returns. */
export async function registerBackgroundSync(): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
    if (!navigator.serviceWorker.controller) return false;
    const registration = (await navigator.serviceWorker.ready) as SyncRegistration;
    if (!registration.sync) return false;
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false; // Background Sync disabled or denied: the page's own flushes still run
  }
}

// ---- flushing ----

async function withLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) return fn();
  return locks.request(LOCK_NAME, fn) as Promise<T>;
}

let inFlight: Promise<FlushResult> | null = null;
/** The one extra run asked for while a run was going (it may have read the outbox before the new entry). */
let followUp: Promise<FlushResult> | null = null;

/** Epoch ms before which the server asked us not to send (Retry-After), and the flush scheduled for then. */
let holdUntil = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function holdFor(ms: number): void {
  holdUntil = Math.max(holdUntil, Date.now() + ms);
  if (retryTimer !== undefined) clearTimeout(retryTimer);
  retryTimer = setTimeout(
    () => {
      retryTimer = undefined;
      void flushOutbox().catch(() => undefined);
    },
    Math.max(0, holdUntil - Date.now()) + 50,
  );
}

/** How long (ms) the outbox still waits out a server's Retry-After; 0 when it may send. */
export function outboxHeldFor(): number {
  return Math.max(0, holdUntil - Date.now());
}

/**
 * Sends every queued rating (oldest first), then the My List changes. A call while a run is going gets one more
 * run right after it (shared by every such call): that run may already have read the outbox, and an entry
 * queued meanwhile must not wait for the next focus or 'online' event.
 */
export function flushOutbox(): Promise<FlushResult> {
  if (!inFlight) return startFlush();
  followUp ??= inFlight
    .catch(() => undefined)
    .then(() => {
      followUp = null;
      return flushOutbox();
    });
  return followUp;
}

function startFlush(): Promise<FlushResult> {
  // My List changes ride the same flushes (issue #14); they are counted in `remaining`.
  const run = withLock(flushOnce)
    .then(async (result) => ({ ...result, remaining: result.remaining + (await flushWatchlistOutbox()) }))
    .finally(() => {
      inFlight = null;
    });
  inFlight = run;
  return run;
}

async function flushOnce(): Promise<FlushResult> {
  const result: FlushResult = { sent: [], rejected: [], remaining: 0 };
  if (outboxHeldFor() > 0) {
    result.remaining = await db.outbox.count();
    return result;
  }
  const entries = await db.outbox.orderBy('queuedAt').toArray();
  for (const entry of entries) {
    const body: RatingInput = {
      content_id: entry.content_id,
      content_type: entry.content_type,
      rating: entry.rating,
      session_id: entry.session_id,
      rated_at: entry.rated_at,
    };
    try {
      const response = await apiPost<RatingResponse>('/api/ratings', body);
      const saved = response?.rating;
      await removeIfUnchanged(entry, saved ? { ...saved, session_id: entry.session_id } : undefined);
      result.sent.push(entry);
      emit({ type: 'saved', entry, rating: saved?.rating ?? entry.rating });
    } catch (err) {
      if (isTransientError(err)) {
        await db.outbox
          .where(':id')
          .equals(key(entry.content_type, entry.content_id))
          .modify((row) => {
            row.attempts += 1;
            row.lastError = err instanceof Error ? err.message : String(err);
          });
        // Offline: the rest would fail the same way; 5xx/429: don't hammer the server. Next flush retries,
        // not before the server's Retry-After when it sent one.
        const wait = err instanceof ApiError ? err.retryAfterMs : undefined;
        if (wait !== undefined) holdFor(wait);
        break;
      }
      const status = err instanceof ApiError ? err.status : 0;
      const message = err instanceof Error ? err.message : String(err);
      await removeIfUnchanged(entry, undefined, true);
      result.rejected.push({ entry, message, status });
      emit({ type: 'rejected', entry, message, status });
    }
  }
  result.remaining = await db.outbox.count();
  return result;
}

/**
 * Deletes the entry unless the visitor changed the rating again while it was being sent (then the newer
 * change stays queued). Records what the server stored as the visitor's own rating.
 */
async function removeIfUnchanged(entry: PendingRating, saved?: MyRating, rejected = false): Promise<void> {
  const k = key(entry.content_type, entry.content_id);
  await db.transaction('rw', db.outbox, db.myRatings, async () => {
    const current = await db.outbox.get(k);
    if (current && current.rated_at !== entry.rated_at) return;
    await db.outbox.delete(k);
    if (saved) await db.myRatings.put(saved);
    else if (rejected) {
      const mine = await db.myRatings.get(k);
      if (mine?.rated_at === entry.rated_at) await db.myRatings.delete(k);
    }
  });
}

/** Records a rating the server returned for this visitor (so it shows offline later). */
export async function rememberMyRating(rating: MyRating): Promise<void> {
  const k = key(rating.content_type, rating.content_id);
  const pending = await db.outbox.get(k);
  if (pending) return; // a local change not yet sent wins over what the server has
  const mine = await db.myRatings.get(k);
  if (mine && mine.rated_at > rating.rated_at) return;
  await db.myRatings.put(rating);
}
