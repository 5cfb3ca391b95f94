// The app badge of issue #37 (Badging API, where the browser has it): how many titles on My List changed since
// the visitor last looked. The page and the service worker share the count through IndexedDB: the page records
// changes on My List's refresh (myList rows' `changes`, features/my-list/changes.ts) and marks them seen when My
// List shows them; the worker, on a push, keeps the announced titles (`lists` row below) until the page has
// looked, so the badge counts them before the device fetched the change. No React here (the worker imports it).
import { db, type MyListEntry } from './db';

/** `lists` row: "type:id" of the titles announced by a push since the visitor last looked at My List. */
export const PUSHED_KEY = 'alerts:unseen';

type Badging = { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

export const entryKey = (e: Pick<MyListEntry, 'type' | 'id'>) => `${e.type}:${e.id}`;

/** Does this saved title hold a change, in any country, that the visitor has not seen on My List? */
export function hasUnseenChange(entry: MyListEntry): boolean {
  return (
    entry.onList === 1 &&
    Object.values(entry.changes ?? {}).some((c) => c.seenAt === undefined && c.items.length > 0)
  );
}

async function pushedKeys(): Promise<string[]> {
  const row = await db.lists.get(PUSHED_KEY);
  return Array.isArray(row?.value) ? row.value.filter((k): k is string => typeof k === 'string') : [];
}

/** The titles with an unseen change: recorded on the device, or announced by a push not yet looked at. */
export async function unseenCount(): Promise<number> {
  const [entries, pushed] = await Promise.all([db.myList.toArray(), pushedKeys()]);
  const listed = new Set(entries.filter((e) => e.onList === 1).map(entryKey));
  const keys = new Set(entries.filter(hasUnseenChange).map(entryKey));
  for (const k of pushed) if (listed.has(k)) keys.add(k);
  return keys.size;
}

/** Shows the count on the app's icon (page or worker); nothing where the Badging API is missing. */
export async function refreshBadge(nav: Navigator | WorkerNavigator | undefined): Promise<number> {
  const count = await unseenCount();
  const badging = nav as (Badging & object) | undefined;
  if (!badging || typeof badging.setAppBadge !== 'function') return count;
  await (count > 0 ? badging.setAppBadge(count) : badging.clearAppBadge?.())?.catch(() => undefined);
  return count;
}

/** The worker, on a push: the announced titles count as unseen until the visitor looks at My List. */
export async function notePushed(titles: ReadonlyArray<{ type?: unknown; id?: unknown }>): Promise<void> {
  const keys = titles
    .filter((t) => (t.type === 'movie' || t.type === 'tv') && Number.isInteger(t.id))
    .map((t) => `${String(t.type)}:${String(t.id)}`);
  if (!keys.length) return;
  const before = await pushedKeys();
  await db.lists.put({ key: PUSHED_KEY, value: [...new Set([...before, ...keys])], savedAt: Date.now() });
}

/**
 * The visitor looked at My List in `region`: its changes there are seen (they stay shown, no longer counted) and
 * the pushed titles are cleared (the page's refresh just fetched what they announced).
 */
export async function markSeen(region: string, now = Date.now()): Promise<void> {
  await db.transaction('rw', db.myList, db.lists, async () => {
    await db.myList
      .filter((e) => e.changes?.[region] !== undefined && e.changes[region].seenAt === undefined)
      .modify((e) => {
        e.changes![region].seenAt = now;
      });
    await db.lists.delete(PUSHED_KEY);
  });
}
