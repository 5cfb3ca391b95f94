// The My List half of the outbox (issue #14): every add or remove is written to Dexie at once (myList) and
// queued here, one entry per title (a newer change replaces an older one), then sent by the same flushes as
// ratings (lib/outbox-core.ts flushOutbox: page start, 'online', focus, and the service worker's Background
// Sync). The server keeps the newest changed_at per title with tombstones, so replays are harmless. Offline,
// network errors, 5xx and 429 keep the entry for the next flush; another 4xx drops it (bad data) and, when the
// title is unknown to the server, takes it off the list on this device too.
// No React here: the service worker imports this module.
import type { MediaType, WatchlistEntryState, WatchlistResponse } from '../../api/src/contract';
import { ApiError, apiRequest } from './api-client';
import { db, type MyListEntry, type PendingListChange } from './db';
import { sessionHeaders } from './session';

const LOCK_NAME = 'streamfinder-watchlist-outbox';

/** Newest change wins; on an exact tie a removal wins (the server's rule). */
export function isNewer(a: { changedAt: string; onList: 0 | 1 }, b: { changedAt: string; onList: 0 | 1 }) {
  const ta = Date.parse(a.changedAt);
  const tb = Date.parse(b.changedAt);
  return ta > tb || (ta === tb && a.onList === 0 && b.onList === 1);
}

/** Records a change on the device and queues it for the server. Returns false when a newer change is stored. */
export async function queueListChange(
  change: Omit<PendingListChange, 'queuedAt' | 'attempts' | 'lastError'>,
  entry: Pick<MyListEntry, 'summary'> & Partial<Pick<MyListEntry, 'availability'>>,
): Promise<boolean> {
  const k: [MediaType, number] = [change.type, change.id];
  let stored = false;
  await db.transaction('rw', db.myList, db.watchlistOutbox, async () => {
    const current = await db.myList.get(k);
    if (current && isNewer(current, change)) return;
    const queued = await db.watchlistOutbox.get(k);
    await db.watchlistOutbox.put({
      ...change,
      queuedAt: queued?.queuedAt ?? Date.now(),
      attempts: queued?.attempts ?? 0,
    });
    await db.myList.put({
      type: change.type,
      id: change.id,
      onList: change.onList,
      changedAt: change.changedAt,
      summary: entry.summary ?? current?.summary,
      availability: { ...current?.availability, ...entry.availability },
    });
    stored = true;
  });
  return stored;
}

function isTransient(err: unknown): boolean {
  if (err instanceof ApiError) return err.transient;
  return err instanceof TypeError;
}

async function withLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) return fn();
  return locks.request(LOCK_NAME, fn) as Promise<T>;
}

function send(entry: PendingListChange): Promise<WatchlistEntryState> {
  const path = `/api/watchlist/${entry.type}/${entry.id}`;
  if (entry.onList === 1) {
    return apiRequest(path, {
      method: 'PUT',
      body: { session_id: entry.session_id, added_at: entry.changedAt },
    });
  }
  return apiRequest(path, {
    method: 'DELETE',
    // The session id in a header, not the query string (issue #35): URLs end up in access logs.
    query: { removed_at: entry.changedAt },
    headers: sessionHeaders(entry.session_id),
  });
}

/** Sends every queued change, oldest first. Returns how many are still waiting; never throws. */
export async function flushWatchlistOutbox(): Promise<number> {
  try {
    return await withLock(flushOnce);
  } catch (err) {
    console.warn('My List sync failed', err);
    return 0;
  }
}

async function flushOnce(): Promise<number> {
  // Changes queued while this run sends are sent by it too (a save then an undo within a second).
  const tried = new Set<string>();
  for (let round = 0; round < 5; round++) {
    const entries = (await db.watchlistOutbox.orderBy('queuedAt').toArray()).filter(
      (e) => !tried.has(`${e.type}:${e.id}:${e.changedAt}`),
    );
    if (!entries.length) break;
    for (const entry of entries) {
      tried.add(`${entry.type}:${entry.id}:${entry.changedAt}`);
      if (!(await sendOne(entry))) return db.watchlistOutbox.count();
    }
  }
  return db.watchlistOutbox.count();
}

let retryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * A 429 (write limit) or 503 named when to come back: flush again then, so a large import (issue #38) reaches
 * the server in budget-sized runs without waiting for the next focus or 'online' event.
 */
function retryAfter(ms: number): void {
  if (retryTimer !== undefined) clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void flushWatchlistOutbox();
  }, ms + 50);
}

/** false when the server could not be reached (offline, 5xx, 429): stop, the next flush retries in order. */
async function sendOne(entry: PendingListChange): Promise<boolean> {
  try {
    const state = await send(entry);
    await settle(entry, state ? { onList: state.on_list ? 1 : 0, changedAt: state.changed_at } : null);
  } catch (err) {
    if (isTransient(err)) {
      if (err instanceof ApiError && err.retryAfterMs !== undefined) retryAfter(err.retryAfterMs);
      await db.watchlistOutbox
        .where(':id')
        .equals([entry.type, entry.id])
        .modify((row) => {
          row.attempts += 1;
          row.lastError = err instanceof Error ? err.message : String(err);
        });
      return false;
    }
    console.warn('My List change refused by the server', entry, err);
    await settle(entry, null, err instanceof ApiError && err.status === 404);
  }
  return true;
}

/**
 * Drops the sent entry unless the visitor changed the title again meanwhile, and records what the server
 * holds. `gone`: the server does not know the title, so it leaves the list here too.
 */
async function settle(
  entry: PendingListChange,
  server: { onList: 0 | 1; changedAt: string } | null,
  gone = false,
) {
  const k: [MediaType, number] = [entry.type, entry.id];
  await db.transaction('rw', db.myList, db.watchlistOutbox, async () => {
    const current = await db.watchlistOutbox.get(k);
    if (current && current.changedAt !== entry.changedAt) return;
    await db.watchlistOutbox.delete(k);
    const mine = await db.myList.get(k);
    if (!mine) return;
    if (gone && mine.changedAt === entry.changedAt) await db.myList.update(k, { onList: 0 });
    else if (server && isNewer(server, mine)) await db.myList.update(k, server);
  });
}

/**
 * Merges the server's list into the device's (pure, so the rules are unit-tested): per title the newest change
 * wins and a removal wins a tie; titles the server does not know stay as they are (their change may still be
 * queued); region offers from the server refresh that country's availability.
 */
export function mergeServerList(
  local: MyListEntry[],
  server: WatchlistResponse,
  region: string | undefined,
  now = Date.now(),
): MyListEntry[] {
  const byKey = new Map(local.map((e) => [`${e.type}:${e.id}`, e]));
  const changed: MyListEntry[] = [];
  for (const item of server.results) {
    const key = `${item.media_type}:${item.id}`;
    const mine = byKey.get(key);
    const theirs = { onList: 1 as const, changedAt: item.added_at };
    const availability = region
      ? { [region]: { providers: item.providers, available_in: item.available_in, savedAt: now } }
      : {};
    if (mine && !isNewer(theirs, mine)) {
      // Keep the device's state but take the fresher summary and offers.
      changed.push({ ...mine, summary: item.title, availability: { ...mine.availability, ...availability } });
    } else {
      changed.push({
        type: item.media_type,
        id: item.id,
        ...theirs,
        summary: item.title,
        availability: { ...mine?.availability, ...availability },
      });
    }
  }
  for (const removal of server.removed) {
    const mine = byKey.get(`${removal.media_type}:${removal.id}`);
    const theirs = { onList: 0 as const, changedAt: removal.changed_at };
    if (mine && isNewer(theirs, mine)) changed.push({ ...mine, ...theirs });
  }
  return changed;
}
