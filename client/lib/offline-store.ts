// What the visitor saw, kept on the device (docs/decisions.md #18). The page's device worker saves query results
// into Dexie as they arrive (lib/device-worker.ts posts them from a QueryCache subscription: it works on the very
// first visit, before the service worker controls the page), and the page reads them back when the network fails:
//   ['title', type, id, region]      -> titles (+ the recently-viewed list)
//   ['slug', type, slug]             -> answered from the saved titles' slug index
//   ['countries'], ['genres', t], ['providers', t, r], ['rating', 'user' | 'average', ...], ['health']
//                                    -> kept whole in `lists`
// Features call `withOfflineFallback(queryKey, fetcher)` inside their queryFn; the service worker answers a
// failed /api title or slug request from here too (`savedApiResponse`). No React here (the worker imports it).
import type { QueryKey } from '@tanstack/react-query';
import type { MediaType, SlugLookup, TitleDetails } from '../../api/src/contract';
import { db, titleName, titleYear, type RecentTitle, type SavedTitle } from './db';
export {
  OFFLINE_UNAVAILABLE_MESSAGE,
  OfflineUnavailableError,
  isOfflineUnavailable,
  withOfflineFallback,
} from './offline-fallback';
import { hasStoredShape, isRecentRow, isTitleDetails, keptOnDevice, SNAPSHOT_ROOTS } from './stored-shapes';

const isMediaType = (v: unknown): v is MediaType => v === 'movie' || v === 'tv';

const snapshotKey = (key: QueryKey) => `q:${JSON.stringify(key)}`;

/** Opens the database (creating it on a first visit). Never throws: a device that cannot store just saves nothing. */
export async function openOfflineStore(): Promise<void> {
  try {
    await db.open();
  } catch (err) {
    console.warn('The offline store could not be opened', err);
  }
}

/** Saves one successful query result if it is something we keep. Never throws (storage may be full). */
export async function saveQueryResult(key: QueryKey, data: unknown): Promise<void> {
  try {
    if (!keptOnDevice(key) || data === undefined) return;
    if (key[0] === 'title') {
      const [, type, id, region] = key;
      if (!isMediaType(type) || typeof id !== 'number' || typeof region !== 'string') return;
      if (!isTitleDetails(data)) return;
      await saveTitle(type, id, region, data as TitleDetails);
    } else if (hasStoredShape(key, data)) {
      await db.lists.put({ key: snapshotKey(key), value: data, savedAt: Date.now() });
    }
  } catch (err) {
    console.warn('Could not save for offline use', err);
  }
}

export async function saveTitle(
  type: MediaType,
  id: number,
  region: string,
  details: TitleDetails,
): Promise<void> {
  const viewedAt = Date.now();
  const title = titleName(details) || 'Untitled';
  const slug = details.slug ?? '';
  const recent: RecentTitle = {
    type,
    id,
    title,
    search: title.toLowerCase(),
    slug,
    poster_path: details.poster_path ?? null,
    year: titleYear(details),
    vote_average: Number.isFinite(details.vote_average) ? details.vote_average : 0,
    viewedAt,
  };
  await db.transaction('rw', db.titles, db.recent, async () => {
    await db.titles.put({ type, id, region, slug, details, viewedAt });
    await db.recent.put(recent);
  });
}

/**
 * The saved answer for a query key, or undefined when nothing usable is saved: a row whose shape does not
 * match what the key promises (an older build's, or corrupted) is ignored, so it can never break a page.
 */
export async function readSaved(key: QueryKey): Promise<unknown> {
  const value = await readSavedRaw(key);
  return value !== undefined && hasStoredShape(key, value) ? value : undefined;
}

async function readSavedRaw(key: QueryKey): Promise<unknown> {
  const [root] = key;
  if (root === 'title') {
    const [, type, id, region] = key;
    if (!isMediaType(type) || typeof id !== 'number') return undefined;
    const exact = typeof region === 'string' ? await db.titles.get([type, id, region]) : undefined;
    if (exact && isTitleDetails(exact.details)) return exact.details;
    // Seen in another country: details and genres are the same, the providers are that country's.
    const other = await db.titles.where('[type+id]').equals([type, id]).last();
    return other && isTitleDetails(other.details) ? stripProviders(other) : undefined;
  }
  if (root === 'slug') {
    const [, type, slug] = key;
    if (!isMediaType(type) || typeof slug !== 'string') return undefined;
    const saved = await findSavedBySlug(type, slug);
    if (saved) return { id: saved.id, type, slug: saved.slug, redirect: saved.slug !== slug } as SlugLookup;
    return undefined;
  }
  if (typeof root === 'string' && SNAPSHOT_ROOTS.has(root)) {
    if (root === 'rating' && key[1] === 'user') {
      const [, , contentType, contentId] = key;
      const mine =
        (contentType === 'movie' || contentType === 'series') && typeof contentId === 'number'
          ? await db.myRatings.get([contentType, contentId])
          : undefined;
      if (mine) return mine.rating > 0 ? mine.rating : null;
    }
    const row = await db.lists.get(snapshotKey(key));
    return row?.value;
  }
  return undefined;
}

function stripProviders(saved: SavedTitle): TitleDetails {
  const providers = saved.details['watch/providers'];
  return { ...saved.details, 'watch/providers': { ...providers, results: {} } };
}

async function findSavedBySlug(type: MediaType, slug: string): Promise<SavedTitle | undefined> {
  const exact = await db.titles.where('[type+slug]').equals([type, slug]).last();
  if (exact) return exact;
  const idPrefix = /^(\d+)(?:-|$)/.exec(slug);
  if (idPrefix)
    return db.titles
      .where('[type+id]')
      .equals([type, Number(idPrefix[1])])
      .last();
  return undefined;
}

/** Saves answers in order (the device worker's job, lib/device.worker.ts); `onTitle` after each title. */
export async function saveAnswers(
  answers: Array<{ key: QueryKey; data: unknown }>,
  onTitle: () => void,
): Promise<void> {
  for (const { key, data } of answers) {
    await saveQueryResult(key, data);
    if (key[0] === 'title') onTitle();
  }
}

/** True when this title (or its slug) is saved on the device. */
export async function isTitleSaved(type: MediaType, idOrSlug: number | string): Promise<boolean> {
  if (typeof idOrSlug === 'number')
    return (await db.titles.where('[type+id]').equals([type, idOrSlug]).count()) > 0;
  return (await findSavedBySlug(type, idOrSlug)) !== undefined;
}

/** Rows of the recently-viewed list, newest first, optionally filtered by a title search (on the device). */
export async function recentTitles(search = '', limit = 24): Promise<RecentTitle[]> {
  const needle = search.trim().toLowerCase();
  const all = db.recent.orderBy('viewedAt').reverse();
  // Rows of another shape (corrupted, or edited by hand) are skipped, never rendered.
  const rows = all.filter((row) => isRecentRow(row) && (!needle || (row.search ?? '').includes(needle)));
  return rows.limit(limit).toArray();
}

/**
 * For the service worker: the saved answer to a failed GET /api/{movie|tv}/{id}?region= or
 * /api/slug/{movie|tv}/{slug}, as a JSON Response (titles saved before the worker controlled the page).
 */
export async function savedApiResponse(url: URL): Promise<Response | undefined> {
  const title = /^\/api\/(movie|tv)\/(\d+)$/.exec(url.pathname);
  const slug = /^\/api\/slug\/(movie|tv)\/([^/]+)$/.exec(url.pathname);
  let key: QueryKey | undefined;
  if (title) key = ['title', title[1], Number(title[2]), url.searchParams.get('region') ?? ''];
  else if (slug) key = ['slug', slug[1], decodeURIComponent(slug[2])];
  if (!key) return undefined;
  const saved = await readSaved(key).catch(() => undefined);
  if (saved === undefined) return undefined;
  return new Response(JSON.stringify(saved), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-StreamFinder-Offline': 'saved' },
  });
}
