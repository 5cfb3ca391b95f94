// Exporting My List and the ratings made here (issue #38): CSV in Letterboxd's import format (Title, Year,
// imdbID, tmdbID, Rating 0.5-5, WatchedDate; letterboxd.com/about/importing-data) and StreamFinder's JSON, with
// IMDb ids where the catalog knows them. Both files import back here unchanged (import-file.ts reads them).
import Papa from 'papaparse';
import type { MediaType } from '../../../../api/src/contract';
import { db, type MyListEntry, type MyRating } from '../../../lib/db';

export interface ExportItem {
  media_type: MediaType;
  /** TMDB id. */
  id: number;
  imdb_id: string | null;
  title: string;
  year: number | null;
  on_list: boolean;
  added_at: string | null;
  /** Stars 1-5. */
  rating: number | null;
  rated_at: string | null;
}

export interface ExportFile {
  app: 'StreamFinder';
  version: 1;
  exported_at: string;
  items: ExportItem[];
}

function nameAndYear(e: MyListEntry | undefined): { title: string; year: number | null } {
  const s = e?.summary as Record<string, unknown> | undefined;
  if (!s) return { title: '', year: null };
  const title = String(s.title ?? s.name ?? '');
  const date = (s.release_date ?? s.first_air_date) as string | null | undefined;
  const year = date ? Number(date.slice(0, 4)) : ((s.first_air_year as number | null | undefined) ?? null);
  return { title, year };
}

/**
 * One item per title on My List or rated here (newest first). `known` names the titles of rated-only items
 * (from the catalog snapshot) and gives IMDb ids by "type:id".
 */
export function exportItems(list: MyListEntry[], ratings: MyRating[], known: KnownTitles): ExportItem[] {
  const items = new Map<string, ExportItem>();
  for (const e of list) {
    if (e.onList !== 1) continue;
    const k = `${e.type}:${e.id}`;
    const { title, year } = nameAndYear(e);
    items.set(k, {
      media_type: e.type,
      id: e.id,
      imdb_id: known.get(k)?.imdb_id ?? null,
      title: title || known.get(k)?.title || '',
      year: year ?? known.get(k)?.year ?? null,
      on_list: true,
      added_at: e.changedAt,
      rating: null,
      rated_at: null,
    });
  }
  const byKey = new Map(list.map((e) => [`${e.type}:${e.id}`, e]));
  for (const r of ratings) {
    if (r.rating < 1) continue;
    const type: MediaType = r.content_type === 'series' ? 'tv' : 'movie';
    const k = `${type}:${r.content_id}`;
    const item = items.get(k);
    if (item) {
      item.rating = r.rating;
      item.rated_at = r.rated_at;
      continue;
    }
    const fromList = nameAndYear(byKey.get(k));
    const info = known.get(k);
    const title = fromList.title || info?.title;
    if (!title) continue; // a title this device cannot name cannot be exported usefully
    items.set(k, {
      media_type: type,
      id: r.content_id,
      imdb_id: info?.imdb_id ?? null,
      title,
      year: fromList.year ?? info?.year ?? null,
      on_list: false,
      added_at: null,
      rating: r.rating,
      rated_at: r.rated_at,
    });
  }
  return [...items.values()].sort((a, b) =>
    (b.added_at ?? b.rated_at ?? '').localeCompare(a.added_at ?? a.rated_at ?? ''),
  );
}

export type KnownTitles = Map<string, { title: string; year: number | null; imdb_id: string | null }>;

/**
 * The export's items from what this device holds (My List and the ratings made here). `catalog` names titles by
 * the catalog snapshot; what an imported file said of a title (db.knownTitles) comes first for its IMDb id (the
 * catalog has none for shows) and names a title the catalog does not know.
 */
export async function deviceExportItems(catalog: KnownTitles): Promise<ExportItem[]> {
  const [list, ratings, imported] = await Promise.all([
    db.myList.toArray(),
    db.myRatings.toArray(),
    db.knownTitles.toArray(),
  ]);
  const known: KnownTitles = new Map(catalog);
  for (const t of imported) {
    const k = `${t.type}:${t.id}`;
    const c = catalog.get(k);
    known.set(k, {
      title: c?.title || t.title,
      year: c?.year ?? t.year,
      imdb_id: t.imdb_id ?? c?.imdb_id ?? null,
    });
  }
  return exportItems(list, ratings, known);
}

export function toJson(items: ExportItem[], now = new Date()): string {
  const file: ExportFile = { app: 'StreamFinder', version: 1, exported_at: now.toISOString(), items };
  return JSON.stringify(file, null, 2);
}

/** Letterboxd's import columns; WatchedDate is the rating's day (Letterboxd logs a diary entry with it). */
export function toLetterboxdCsv(items: ExportItem[]): string {
  return Papa.unparse(
    {
      fields: ['Title', 'Year', 'imdbID', 'tmdbID', 'Rating', 'WatchedDate'],
      data: items.map((i) => [
        i.title,
        i.year ?? '',
        i.imdb_id ?? '',
        i.id,
        i.rating ?? '',
        i.rated_at ? i.rated_at.slice(0, 10) : '',
      ]),
    },
    { newline: '\r\n' },
  );
}
