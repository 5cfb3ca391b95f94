// Matching an imported list's rows (IMDb, Letterboxd, a plain CSV) to catalog titles (issue #38, docs/spec.md
// §7). Pure and shared: the API answers POST /api/match with it from the embedded catalog, and the import's
// Web Worker runs the same code on the device against the catalog snapshot (GET /api/match/catalog) when the
// server cannot be reached. Order of tries: IMDb id; TMDB id confirmed by the title; title + year (+ type),
// accent-, case- and punctuation-insensitive, the original title as the second key; then a close spelling
// (edit distance) among titles of the same year, which is never more than "uncertain" unless one title stands
// clearly above the rest.
import type { MediaType } from './catalog';

/** One row of an imported file, as the parser reads it (only what matching uses). */
export interface MatchQuery {
  title?: string;
  year?: number;
  /** Known from IMDb's "Title Type" or our own export; undefined when the file does not say. */
  type?: MediaType;
  imdb_id?: string;
  tmdb_id?: number;
}

/** A catalog title as matching sees it (also the wire shape of GET /api/match/catalog, see CatalogEntryWire). */
export interface MatchCandidate {
  media_type: MediaType;
  id: number;
  title: string;
  original_title: string | null;
  year: number | null;
  imdb_id: string | null;
  poster_path: string | null;
  popularity: number;
}

export type MatchStatus = 'matched' | 'uncertain' | 'not_found';

export interface MatchAnswer {
  status: MatchStatus;
  /** The title chosen (status 'matched'). */
  match?: MatchCandidate;
  /** Best first; for 'uncertain' the ones to pick from (at most MAX_CANDIDATES). */
  candidates: MatchCandidate[];
  /** How it was matched, for the preview and the tests. */
  via?: 'imdb' | 'tmdb' | 'title' | 'original_title' | 'close_spelling';
}

export const MAX_CANDIDATES = 5;
/** Rows per POST /api/match call. */
export const MATCH_BATCH_MAX = 500;

/** [type (0 movie, 1 tv), id, title, original title or 0, year or 0, imdb id or 0, poster or 0, popularity]. */
export type CatalogEntryWire = [0 | 1, number, string, string | 0, number, string | 0, string | 0, number];

export function toWire(c: MatchCandidate): CatalogEntryWire {
  return [
    c.media_type === 'tv' ? 1 : 0,
    c.id,
    c.title,
    c.original_title && c.original_title !== c.title ? c.original_title : 0,
    c.year ?? 0,
    c.imdb_id ?? 0,
    c.poster_path ?? 0,
    Math.round(c.popularity * 1000) / 1000,
  ];
}

export function fromWire(w: CatalogEntryWire): MatchCandidate {
  return {
    media_type: w[0] === 1 ? 'tv' : 'movie',
    id: w[1],
    title: w[2],
    original_title: w[3] || null,
    year: w[4] || null,
    imdb_id: w[5] || null,
    poster_path: w[6] || null,
    popularity: w[7],
  };
}

/** "Amélie", "AMELIE!" and "amelie" are one key; "&" reads "and"; apostrophes vanish ("Schindler's"). */
export function normalizeTitle(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/&/g, ' and ')
    .replace(/['’‘`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Damerau-Levenshtein (optimal string alignment) distance, stopping early once above `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length];
}

/** 1 for equal keys, falling towards 0 with the share of characters that differ. */
function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  if (!longest) return 0;
  const allowed = Math.ceil(longest * 0.3);
  const d = editDistance(a, b, allowed);
  return d > allowed ? 0 : 1 - d / longest;
}

const byPopularity = (a: MatchCandidate, b: MatchCandidate) => b.popularity - a.popularity || a.id - b.id;

/** A close spelling counts as the title when at least this similar and ahead of the next title by CLEAR_LEAD. */
const CLOSE_ENOUGH = 0.8;
const CLEAR_LEAD = 0.08;

export class TitleMatcher {
  private readonly byImdb = new Map<string, MatchCandidate>();
  private readonly byKey = new Map<string, MatchCandidate[]>();
  private readonly byId = new Map<number, MatchCandidate[]>();
  /** Year -> titles of that year (with both keys), for the close-spelling pass. */
  private readonly byYear = new Map<number, Array<{ c: MatchCandidate; keys: string[] }>>();
  private readonly all: Array<{ c: MatchCandidate; keys: string[] }> = [];
  readonly size: number;

  constructor(titles: Iterable<MatchCandidate>) {
    let n = 0;
    for (const c of titles) {
      n++;
      if (c.imdb_id) this.byImdb.set(c.imdb_id.toLowerCase(), c);
      push(this.byId, c.id, c);
      const keys = [...new Set([c.title, c.original_title].filter(Boolean).map((t) => normalizeTitle(t!)))];
      for (const k of keys) if (k) push(this.byKey, k, c);
      if (c.year) push(this.byYear, c.year, { c, keys });
      this.all.push({ c, keys });
    }
    this.size = n;
    for (const list of this.byKey.values()) list.sort(byPopularity);
  }

  match(q: MatchQuery): MatchAnswer {
    if (q.imdb_id) {
      const hit = this.byImdb.get(q.imdb_id.toLowerCase());
      if (hit) return { status: 'matched', match: hit, candidates: [hit], via: 'imdb' };
    }
    const key = q.title ? normalizeTitle(q.title) : '';
    if (q.tmdb_id) {
      const same = (this.byId.get(q.tmdb_id) ?? []).filter(
        (c) => (!q.type || c.media_type === q.type) && (!key || this.keysOf(c).includes(key)),
      );
      if (same.length === 1) return { status: 'matched', match: same[0], candidates: same, via: 'tmdb' };
    }
    if (!key) return { status: 'not_found', candidates: [] };
    const exact = this.byKey.get(key) ?? [];
    const ofType = q.type ? exact.filter((c) => c.media_type === q.type) : exact;
    const pool = ofType.length ? ofType : exact;
    if (pool.length) {
      const via = normalizeTitle(pool[0].title) === key ? 'title' : 'original_title';
      const sameYear = q.year ? pool.filter((c) => c.year === q.year) : pool;
      const nearYear = q.year ? pool.filter((c) => c.year && Math.abs(c.year - q.year!) <= 1) : pool;
      const typeOk = ofType.length > 0 || !q.type;
      for (const group of [sameYear, nearYear]) {
        if (group.length === 1 && typeOk)
          return { status: 'matched', match: group[0], candidates: group, via };
        if (group.length > 1) return { status: 'uncertain', candidates: group.slice(0, MAX_CANDIDATES), via };
      }
      return { status: 'uncertain', candidates: pool.slice(0, MAX_CANDIDATES), via };
    }
    return this.closeSpelling(key, q);
  }

  /** Titles whose title or original title holds every word of `key` (a normalized query), most popular first. */
  search(key: string, limit: number): MatchCandidate[] {
    const words = key.split(' ').filter(Boolean);
    if (!words.length) return [];
    return this.all
      .filter(({ keys }) => keys.some((k) => words.every((w) => ` ${k} `.includes(` ${w}`))))
      .map(({ c }) => c)
      .sort(byPopularity)
      .slice(0, limit);
  }

  private keysOf(c: MatchCandidate): string[] {
    return [c.title, c.original_title].filter(Boolean).map((t) => normalizeTitle(t!));
  }

  private closeSpelling(key: string, q: MatchQuery): MatchAnswer {
    if (!q.year || key.length < 3) return { status: 'not_found', candidates: [] };
    const scored: Array<{ c: MatchCandidate; s: number }> = [];
    for (const y of [q.year, q.year - 1, q.year + 1]) {
      for (const { c, keys } of this.byYear.get(y) ?? []) {
        if (q.type && c.media_type !== q.type) continue;
        const s = Math.max(...keys.map((k) => similarity(key, k))) - (y === q.year ? 0 : 0.05);
        if (s >= 0.6) scored.push({ c, s });
      }
    }
    if (!scored.length) return { status: 'not_found', candidates: [] };
    scored.sort((a, b) => b.s - a.s || byPopularity(a.c, b.c));
    const candidates = scored.slice(0, MAX_CANDIDATES).map((x) => x.c);
    const [best, next] = scored;
    if (best.s >= CLOSE_ENOUGH && (!next || best.s - next.s >= CLEAR_LEAD)) {
      return { status: 'matched', match: best.c, candidates, via: 'close_spelling' };
    }
    return { status: 'uncertain', candidates, via: 'close_spelling' };
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
