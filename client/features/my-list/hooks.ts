import { useLiveQuery } from 'dexie-react-hooks';
import { db, type MyListEntry } from '../../lib/db';

/** Saved titles, newest first (live); undefined while reading. */
export function useMyListEntries(): MyListEntry[] | undefined {
  return useLiveQuery(async () =>
    (await db.myList.orderBy('changedAt').reverse().toArray()).filter((e) => e.onList === 1),
  );
}

/** Changes not yet on the server (live). */
export function usePendingListChanges(): number {
  return useLiveQuery(() => db.watchlistOutbox.count(), []) ?? 0;
}
