// Reading an imported list file on the device (issue #38, docs/spec.md §7): bytes -> text (UTF-8, UTF-16 with
// a BOM, or Windows-1252; never a mix) -> rows, with the layout recognised from the header: IMDb's
// watchlist.csv / ratings.csv, Letterboxd's watchlist.csv / ratings.csv, Letterboxd's import format (what our
// CSV export writes), StreamFinder's JSON export, or a plain CSV with a title and a year or an IMDb id per row
// (with or without a header). CSV parsing is papaparse's. Pure: the import worker and the unit tests run it.
import Papa from 'papaparse';
import type { MediaType } from '../../../../api/src/contract';
import { ImportFileError } from './import-decode';

import {
  IMDB_ID,
  imdbIdOf,
  imdbType,
  isoDate,
  num,
  starsFromImdb,
  starsFromLetterboxd,
  yearOf,
} from './import-values';

export const MAX_ROWS = 20_000;

export type ImportFormat = 'imdb' | 'letterboxd' | 'letterboxd-import' | 'streamfinder-json' | 'plain';

export interface ImportRow {
  /** 1-based line (CSV) or item number (JSON) in the file, for messages. */
  line: number;
  title?: string;
  year?: number;
  type?: MediaType;
  imdb_id?: string;
  tmdb_id?: number;
  /** Stars 1-5 (converted from the file's scale; absent when the row is not rated). */
  rating?: number;
  /** ISO-8601 moment of the rating, when the file says. */
  rated_at?: string;
  /** ISO-8601 moment the title was listed, when the file says. */
  added_at?: string;
  /** Our JSON export: false for a rated title that is not on My List. */
  on_list?: boolean;
}

export interface ParsedImport {
  format: ImportFormat;
  rows: ImportRow[];
  /** Rows left out (no title nor id, TV episodes, beyond MAX_ROWS). */
  skipped: number;
}

// ---- layouts ----

type Cells = Record<string, string>;

/** Header names compared without case, spaces or punctuation ("Your Rating" = "your_rating"). */
const headerKey = (h: string) =>
  h
    .replace(/^\ufeff/, '')
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase();

function detect(keys: Set<string>): ImportFormat | null {
  if (keys.has('const') && keys.has('title')) return 'imdb';
  if (keys.has('letterboxduri') && keys.has('name')) return 'letterboxd';
  if (keys.has('title') && (keys.has('imdbid') || keys.has('tmdbid') || keys.has('watcheddate')))
    return 'letterboxd-import';
  return null;
}

const TITLE_KEYS = ['title', 'name', 'film', 'movie', 'show', 'series', 'originaltitle'];
const YEAR_KEYS = ['year', 'releaseyear', 'releasedate'];
const IMDB_KEYS = ['imdbid', 'imdb', 'const', 'tconst', 'imdburl', 'url'];
const RATING_KEYS = ['rating', 'yourrating', 'stars', 'score'];
const TYPE_KEYS = ['type', 'titletype', 'mediatype'];

function first(c: Cells, keys: string[]): string | undefined {
  for (const k of keys) if (c[k]?.trim()) return c[k].trim();
  return undefined;
}

function rowOf(format: ImportFormat, c: Cells, line: number, now: number): ImportRow | 'skip' {
  const row: ImportRow = { line };
  if (format === 'imdb') {
    const type = imdbType(c.titletype);
    if (type === 'skip') return 'skip';
    row.type = type;
    row.imdb_id = imdbIdOf(c.const);
    row.title = c.title?.trim() || c.originaltitle?.trim() || undefined;
    row.year = yearOf(c.year) ?? yearOf(c.releasedate);
    row.rating = starsFromImdb(num(c.yourrating) ?? 0);
    row.rated_at = row.rating ? isoDate(c.daterated, now) : undefined;
    row.added_at = isoDate(c.created, now) ?? row.rated_at;
  } else if (format === 'letterboxd') {
    row.type = 'movie';
    row.title = c.name?.trim() || undefined;
    row.year = yearOf(c.year);
    row.rating = starsFromLetterboxd(num(c.rating) ?? 0);
    row.added_at = isoDate(c.date, now);
    row.rated_at = row.rating ? row.added_at : undefined;
  } else if (format === 'letterboxd-import') {
    row.title = c.title?.trim() || undefined;
    row.year = yearOf(c.year);
    row.imdb_id = imdbIdOf(c.imdbid);
    const tmdb = num(c.tmdbid);
    if (tmdb && Number.isInteger(tmdb) && tmdb > 0) row.tmdb_id = tmdb;
    const stars = num(c.rating);
    const ten = num(c.rating10);
    row.rating = stars !== undefined ? starsFromLetterboxd(stars) : starsFromImdb(ten ?? 0);
    row.rated_at = row.rating ? isoDate(c.watcheddate, now) : undefined;
    row.added_at = row.rated_at;
  } else {
    row.title = first(c, TITLE_KEYS);
    row.year = yearOf(first(c, YEAR_KEYS));
    row.imdb_id = imdbIdOf(first(c, IMDB_KEYS));
    const type = imdbType(first(c, TYPE_KEYS));
    if (type === 'skip') return 'skip';
    row.type = type === 'movie' && !/movie|film/i.test(first(c, TYPE_KEYS) ?? '') ? undefined : type;
    const r = num(first(c, RATING_KEYS));
    row.rating = r === undefined ? undefined : r <= 5 ? starsFromLetterboxd(r) : starsFromImdb(r);
  }
  return row.title || row.imdb_id ? row : 'skip';
}

/** A headerless row: the tt id, a year-looking cell, and the first other cell as the title. */
function headerlessRow(cells: string[], line: number): ImportRow | 'skip' {
  const row: ImportRow = { line };
  for (const raw of cells) {
    const v = raw.trim();
    if (!v) continue;
    if (!row.imdb_id && imdbIdOf(v) && IMDB_ID.test(imdbIdOf(v)!)) row.imdb_id = imdbIdOf(v);
    else if (!row.year && /^\d{4}$/.test(v) && yearOf(v)) row.year = yearOf(v);
    else if (!row.title) row.title = v;
  }
  return row.title || row.imdb_id ? row : 'skip';
}

function parseJson(text: string, now: number): ParsedImport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ImportFileError('json', 'import.error.jsonBroken');
  }
  const items = (data as { items?: unknown })?.items;
  if (!Array.isArray(items) || (data as { app?: unknown }).app !== 'StreamFinder') {
    throw new ImportFileError('json', 'import.error.jsonForeign');
  }
  const rows: ImportRow[] = [];
  let skipped = 0;
  items.forEach((raw: Record<string, unknown>, i) => {
    const it = raw && typeof raw === 'object' ? raw : {};
    const type = it.media_type === 'tv' || it.media_type === 'movie' ? it.media_type : undefined;
    const rating =
      typeof it.rating === 'number' && it.rating >= 1 && it.rating <= 5 ? Math.round(it.rating) : undefined;
    const row: ImportRow = {
      line: i + 1,
      type,
      title: typeof it.title === 'string' ? it.title : undefined,
      year: typeof it.year === 'number' ? it.year : undefined,
      imdb_id: typeof it.imdb_id === 'string' && IMDB_ID.test(it.imdb_id) ? it.imdb_id : undefined,
      tmdb_id: typeof it.id === 'number' && Number.isInteger(it.id) && it.id > 0 ? it.id : undefined,
      rating,
      rated_at: rating ? isoDate(typeof it.rated_at === 'string' ? it.rated_at : undefined, now) : undefined,
      added_at: isoDate(typeof it.added_at === 'string' ? it.added_at : undefined, now),
      on_list: it.on_list !== false,
    };
    if ((row.title || row.imdb_id) && rows.length < MAX_ROWS) rows.push(row);
    else skipped++;
  });
  if (!rows.length) throw new ImportFileError('empty', 'import.error.exportEmpty');
  return { format: 'streamfinder-json', rows, skipped };
}

/** Text -> rows. Throws ImportFileError for a file that is none of the known layouts. */
export function parseImport(text: string, now = Date.now()): ParsedImport {
  const trimmed = text.replace(/^\ufeff/, '').trim();
  if (!trimmed) throw new ImportFileError('empty', 'import.error.empty');
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return parseJson(trimmed, now);
  const parsed = Papa.parse<string[]>(trimmed, { skipEmptyLines: 'greedy' });
  const table = parsed.data.filter((r) => Array.isArray(r) && r.some((c) => c.trim() !== ''));
  if (!table.length) throw new ImportFileError('empty', 'import.error.empty');
  const header = table[0].map(headerKey);
  const keys = new Set(header);
  let format = detect(keys);
  const plainHeader = !format && header.some((h) => TITLE_KEYS.includes(h) || IMDB_KEYS.includes(h));
  if (!format && plainHeader) format = 'plain';
  const headerless =
    !format &&
    table.slice(0, 5).every((r) => r.length <= 6) &&
    table.slice(0, 5).some((r) => r.some((c) => imdbIdOf(c) || /^\s*\d{4}\s*$/.test(c)));
  if (!format && !headerless) {
    const found = table[0]
      .slice(0, 8)
      .map((h) => h.trim())
      .filter(Boolean)
      .join(', ');
    if (!found) throw new ImportFileError('columns', 'import.error.columnsNone');
    throw new ImportFileError('columns', 'import.error.columns', { found });
  }
  const body = headerless ? table : table.slice(1);
  const rows: ImportRow[] = [];
  let skipped = 0;
  body.forEach((cells, i) => {
    const line = i + (headerless ? 1 : 2);
    let row: ImportRow | 'skip';
    if (headerless) row = headerlessRow(cells, line);
    else {
      const c: Cells = {};
      header.forEach((h, k) => {
        if (h && c[h] === undefined) c[h] = cells[k] ?? '';
      });
      row = rowOf(format!, c, line, now);
    }
    if (row === 'skip' || rows.length >= MAX_ROWS) skipped++;
    else rows.push(row);
  });
  if (!rows.length) {
    throw new ImportFileError('empty', 'import.error.headerOnly');
  }
  return { format: headerless ? 'plain' : format!, rows, skipped };
}
