// The ratings outbox, page side: everything of lib/outbox-core.ts (queue, flush, events; shared with the
// service worker) plus the live React hooks the rating UI shows ('Waiting to sync', the visitor's rating).
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type MyRating, type PendingRating } from './db';

export * from './outbox-core';

const key = (
  contentType: PendingRating['content_type'],
  contentId: number,
): [PendingRating['content_type'], number] => [contentType, contentId];

/**
 * IndexedDB may be blocked or broken (private mode, a corrupted profile): the hooks then know nothing instead
 * of throwing into the page (useLiveQuery rethrows a failed read during render).
 */
function readOrNothing<T>(read: Promise<T | undefined>): Promise<T | undefined> {
  return read.catch((err: unknown) => {
    console.warn('Could not read the saved ratings on this device', err);
    return undefined;
  });
}

/** The title's queued rating, if any (live: updates when queued, coalesced or flushed). */
export function usePendingRating(
  contentType: 'movie' | 'series',
  contentId: number,
): PendingRating | undefined {
  return useLiveQuery(
    () => readOrNothing(db.outbox.get(key(contentType, contentId))),
    [contentType, contentId],
  );
}

/** The visitor's own rating as last known on this device (server-confirmed or queued); live. */
export function useMyRating(contentType: 'movie' | 'series', contentId: number): MyRating | undefined {
  return useLiveQuery(
    () => readOrNothing(db.myRatings.get(key(contentType, contentId))),
    [contentType, contentId],
  );
}
