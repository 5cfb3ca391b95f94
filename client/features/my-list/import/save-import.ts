// Writing a confirmed import to the device (issue #38): every chosen title goes to My List and every rating to
// the ratings outbox, in ONE IndexedDB transaction, so an import that fails half-way leaves the device as it was
// (Dexie aborts the whole transaction). The rules are those of a click here: per title the newest change wins
// (a title removed here after the file's date stays removed; a rating made here after the file's rating stays),
// and a row without a date never replaces a rating already made here. The outbox then sends each change once
// (lib/outbox-core.ts, lib/watchlist-outbox.ts), pacing itself on the server's 429 Retry-After
// (docs/decisions.md #25). Runs in the import worker: 5,000 rows of puts never reach the page's main thread.
import type { MediaType, MovieSummary, TitleSummary, TvSummary } from '../../../../api/src/contract';
import type { MatchCandidate } from '../../../../api/src/contract/title-match';
import {
  db,
  type KnownTitle,
  type MyListEntry,
  type MyRating,
  type PendingListChange,
  type PendingRating,
} from '../../../lib/db';
import { isNewer } from '../../../lib/watchlist-outbox';
import type { ImportRow } from './import-file';

export interface ChosenTitle {
  row: ImportRow;
  title: MatchCandidate;
}

export interface SaveSummary {
  /** Titles put on My List by this import. */
  added: number;
  /** Already on My List here (left as they were). */
  alreadyListed: number;
  /** Ratings written (and queued for the server). */
  rated: number;
  /** Ratings in the file older than (or undated against) the one made on this device, which stays. */
  keptNewer: number;
  /** List changes of the file older than a removal made here, which stays. */
  keptRemoved: number;
}

export function summaryOf(c: MatchCandidate): TitleSummary {
  if (c.media_type === 'tv') {
    return {
      id: c.id,
      media_type: 'tv',
      name: c.title,
      original_name: c.original_title ?? c.title,
      poster_path: c.poster_path,
      first_air_date: null,
      first_air_year: c.year,
      vote_average: 0,
      popularity: c.popularity,
    } satisfies TvSummary;
  }
  return {
    id: c.id,
    media_type: 'movie',
    title: c.title,
    original_title: c.original_title ?? c.title,
    poster_path: c.poster_path,
    release_date: null,
    vote_average: 0,
    popularity: c.popularity,
  } satisfies MovieSummary;
}

const contentType = (t: MediaType) => (t === 'tv' ? 'series' : 'movie');

/**
 * What saving the chosen titles would do, by the same rules and against the same device data, without writing:
 * the preview's promise ("Add 1 title and 2 ratings · 1 already on My List", issue #45) is the save's summary.
 */
export function planImport(chosen: ChosenTitle[], now = new Date().toISOString()): Promise<SaveSummary> {
  return saveImport(chosen, '', now, true);
}

/** Saves the chosen titles; all or nothing. `now` is the import's moment (for rows without a date). */
export async function saveImport(
  chosen: ChosenTitle[],
  sessionId: string,
  now = new Date().toISOString(),
  dryRun = false,
): Promise<SaveSummary> {
  // One entry per title: the first row lists it, the newest dated rating rates it.
  const byTitle = new Map<
    string,
    { title: MatchCandidate; list?: ImportRow; rating?: ImportRow; imdb?: string }
  >();
  for (const { row, title } of chosen) {
    const k = `${title.media_type}:${title.id}`;
    const e = byTitle.get(k) ?? { title };
    e.imdb ??= row.imdb_id;
    if (row.on_list !== false) e.list ??= row;
    if (row.rating && (!e.rating || (row.rated_at ?? '') > (e.rating.rated_at ?? ''))) e.rating = row;
    byTitle.set(k, e);
  }
  const entries = [...byTitle.values()];
  const summary: SaveSummary = { added: 0, alreadyListed: 0, rated: 0, keptNewer: 0, keptRemoved: 0 };
  const queuedAt = Date.now();
  const tables = [db.myList, db.watchlistOutbox, db.outbox, db.myRatings, db.knownTitles];
  await db.transaction(dryRun ? 'r' : 'rw', tables, async () => {
    const listKeys = entries.map((e): [MediaType, number] => [e.title.media_type, e.title.id]);
    const ratingKeys = entries.map((e): [PendingRating['content_type'], number] => [
      contentType(e.title.media_type),
      e.title.id,
    ]);
    const [listed, listQueued, rated, ratingQueued, known] = await Promise.all([
      db.myList.bulkGet(listKeys),
      db.watchlistOutbox.bulkGet(listKeys),
      db.myRatings.bulkGet(ratingKeys),
      db.outbox.bulkGet(ratingKeys),
      db.knownTitles.bulkGet(listKeys),
    ]);
    // The file's name, year and IMDb id of each title, kept for the export (issue #45).
    const knownPuts: KnownTitle[] = entries.map((e, i) => ({
      type: e.title.media_type,
      id: e.title.id,
      title: e.title.title,
      year: e.title.year,
      imdb_id: e.imdb ?? e.title.imdb_id ?? known[i]?.imdb_id ?? null,
    }));
    const listPuts: MyListEntry[] = [];
    const listOutbox: PendingListChange[] = [];
    const ratingPuts: MyRating[] = [];
    const ratingOutbox: PendingRating[] = [];
    entries.forEach((e, i) => {
      const { media_type: type, id } = e.title;
      if (e.list) {
        const change = { onList: 1 as const, changedAt: e.list.added_at ?? now };
        const current = listed[i];
        if (current?.onList === 1) summary.alreadyListed++;
        else if (current && isNewer(current, change)) summary.keptRemoved++;
        else {
          listPuts.push({
            type,
            id,
            ...change,
            summary: current?.summary ?? summaryOf(e.title),
            availability: current?.availability ?? {},
          });
          listOutbox.push({
            type,
            id,
            ...change,
            session_id: sessionId,
            queuedAt: listQueued[i]?.queuedAt ?? queuedAt + i,
            attempts: listQueued[i]?.attempts ?? 0,
          });
          summary.added++;
        }
      }
      if (e.rating?.rating) {
        const ratedAt = e.rating.rated_at;
        const mine = ratingQueued[i] ?? rated[i];
        if (mine && (!ratedAt || mine.rated_at >= ratedAt)) {
          summary.keptNewer++;
          return;
        }
        const value = {
          content_type: contentType(type),
          content_id: id,
          rating: e.rating.rating,
          session_id: sessionId,
          rated_at: ratedAt ?? now,
        } as const;
        ratingPuts.push(value);
        ratingOutbox.push({
          ...value,
          origin: 'import',
          queuedAt: ratingQueued[i]?.queuedAt ?? queuedAt + i,
          attempts: ratingQueued[i]?.attempts ?? 0,
        });
        summary.rated++;
      }
    });
    if (dryRun) return;
    await Promise.all([
      db.myList.bulkPut(listPuts),
      db.watchlistOutbox.bulkPut(listOutbox),
      db.myRatings.bulkPut(ratingPuts),
      db.outbox.bulkPut(ratingOutbox),
      db.knownTitles.bulkPut(knownPuts),
    ]);
  });
  return summary;
}
