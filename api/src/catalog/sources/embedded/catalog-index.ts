// The embedded catalog in memory (issue #12): it only changes with an import, so the hot reads (details,
// discover, search, autocomplete) are served from structures built once from the database at start and rebuilt
// after a re-import, instead of SQL per request. Built from the imported tables, not the bundle, so both engines
// answer from exactly what was imported.
import SearchableMap from 'minisearch/SearchableMap';
import type { MediaType, SortBy } from '../../../contract';
import type { CatalogDb } from './catalog-db';
import type { Summary } from './catalog-page';
import { buildSearch, PREFIX_LENGTH } from './index-search-build';

export { PREFIX_LENGTH };

/** The filter columns of a title besides the sort keys (discover filters run on them in memory). */
export interface TitleFilters {
  year: number | null;
  runtime: number | null;
  originalLanguage: string | null;
  dateMax: string | null;
  /** ",US,GB," as stored (origin_countries). */
  originCountries: string;
}

/** One title's sort and filter columns; its summary JSON is read on first use (start-up reads less). */
export class IndexedTitle {
  private parsed?: Summary;
  private withType?: Summary;
  /** The summary JSON, once read from the database (CatalogIndex.withSummaries). */
  summaryJson?: string;
  /** The stored TMDB details JSON, read from the database on the first details request, then kept. */
  data?: string;
  readonly genres: number[] = [];

  constructor(
    readonly type: MediaType,
    readonly id: number,
    readonly popularity: number,
    readonly voteAverage: number,
    readonly voteCount: number,
    readonly dateMin: string | null,
    readonly releaseDate: string | null,
    readonly adult: boolean,
    readonly filters: TitleFilters,
  ) {}

  get summary(): Summary {
    if (this.summaryJson === undefined) throw new Error(`Summary of ${this.type} ${this.id} not loaded`);
    return (this.parsed ??= JSON.parse(this.summaryJson) as Summary);
  }

  /**
   * The summary with its media_type, as multi search and trending show it: made once, as a copy of a parsed
   * summary (spread anew for each result it was most of a multi search's time).
   */
  get typed(): Summary {
    return (this.withType ??= { ...this.summary, media_type: this.type } as Summary);
  }
}

export interface SearchEntry {
  kind: MediaType | 'person';
  refId: number;
  name: string;
  words: string[];
  adult: boolean;
  /** How well-known (fame() of index-search-build.ts): the entries are in this order, descending. */
  fame: number;
  /** The title (none for a person), set by CatalogIndex.load: a search answer reads it for every result. */
  title?: IndexedTitle;
}

type Compare = (a: IndexedTitle, b: IndexedTitle) => number;
const byPopularityDesc: Compare = (a, b) => b.popularity - a.popularity || a.id - b.id;
const byDate =
  (dir: 1 | -1): Compare =>
  (a, b) => {
    if (a.dateMin === null || b.dateMin === null) {
      if (a.dateMin !== b.dateMin) return a.dateMin === null ? 1 : -1;
      return byPopularityDesc(a, b);
    }
    if (a.dateMin !== b.dateMin) return (a.dateMin < b.dateMin ? -1 : 1) * dir;
    return byPopularityDesc(a, b);
  };

/** The same orders as discoverOrder() in catalog-queries.ts. */
export const SORT_ORDER: Record<SortBy, Compare> = {
  'popularity.desc': byPopularityDesc,
  'popularity.asc': (a, b) => a.popularity - b.popularity || a.id - b.id,
  'vote_average.desc': (a, b) => b.voteAverage - a.voteAverage || b.voteCount - a.voteCount || a.id - b.id,
  'vote_average.asc': (a, b) => a.voteAverage - b.voteAverage || b.voteCount - a.voteCount || a.id - b.id,
  'release_date.desc': byDate(-1),
  'release_date.asc': byDate(1),
};

/** At most this many ids per `IN (...)` of the lazy reads. */
export const BATCH = 500;

export class CatalogIndex {
  readonly titles = new Map<string, IndexedTitle>();
  /** Per type and sort key, every title in that order (discover filters walk these). */
  readonly sorted = new Map<string, IndexedTitle[]>();
  /** Search entries in the ranking's tie order: how well-known (fame() of index-search-build.ts), kind, id. */
  readonly entries: SearchEntry[] = [];
  /** Word prefix (1..PREFIX_LENGTH chars) -> ascending positions in `entries` of entries having such a word. */
  readonly prefixes = new Map<string, Int32Array>();
  /** Every whole word -> ascending positions in `entries` (a radix tree: the typo-tolerant lookups). */
  readonly vocabulary = new SearchableMap<Int32Array>();
  /** Person id -> summary JSON, read on the first search answer that shows the person. */
  readonly people = new Map<number, string>();
  /** Curated list name (e.g. "trending_movie") -> title id -> position (lists.json orders). */
  readonly lists = new Map<string, Map<number, number>>();

  /** Without a database: the empty index a source holds before its first load. */
  constructor(readonly db?: CatalogDb) {}

  /**
   * Reads the sort, filter and search columns only (a few hundred KB); summaries and people's JSON (~10 MB)
   * are read by the requests that show them, a page at a time, and kept (withSummaries, withPeople).
   */
  static async load(db: CatalogDb): Promise<CatalogIndex> {
    const index = new CatalogIndex(db);
    const [titles, genres, search, lists] = await Promise.all([
      db.all<{
        type: MediaType;
        id: number;
        popularity: number;
        vote_average: number;
        vote_count: number;
        date_min: string | null;
        date_max: string | null;
        release_date: string | null;
        adult: number;
        year: number | null;
        runtime: number | null;
        original_language: string | null;
        origin_countries: string | null;
      }>(
        `SELECT type, id, popularity, vote_average, vote_count, date_min, date_max, release_date, adult,
                year, runtime, original_language, origin_countries FROM catalog_title`,
      ),
      db.all<{ type: MediaType; title_id: number; genre_id: number }>(
        'SELECT type, title_id, genre_id FROM catalog_title_genre',
      ),
      db.all<{
        kind: MediaType | 'person';
        ref_id: number;
        name_text: string;
        words: string;
        popularity: number;
        adult: number;
      }>('SELECT kind, ref_id, name_text, words, popularity, adult FROM catalog_search'),
      db.all<{ name: string; position: number; title_id: number }>(
        'SELECT name, position, title_id FROM catalog_list',
      ),
    ]);
    for (const t of titles) {
      const id = Number(t.id);
      index.titles.set(
        `${t.type}:${id}`,
        new IndexedTitle(
          t.type,
          id,
          Number(t.popularity),
          Number(t.vote_average),
          Number(t.vote_count),
          t.date_min,
          t.release_date,
          Number(t.adult) !== 0,
          {
            year: t.year === null ? null : Number(t.year),
            runtime: t.runtime === null ? null : Number(t.runtime),
            originalLanguage: t.original_language,
            dateMax: t.date_max,
            originCountries: t.origin_countries ?? '',
          },
        ),
      );
    }
    for (const g of genres)
      index.titles.get(`${g.type}:${Number(g.title_id)}`)?.genres.push(Number(g.genre_id));
    for (const type of ['movie', 'tv'] as const) {
      const all = [...index.titles.values()].filter((t) => t.type === type);
      for (const sort of Object.keys(SORT_ORDER) as SortBy[])
        index.sorted.set(`${type}:${sort}`, [...all].sort(SORT_ORDER[sort]));
    }
    for (const l of lists) {
      let list = index.lists.get(l.name);
      if (!list) index.lists.set(l.name, (list = new Map()));
      list.set(Number(l.title_id), Number(l.position));
    }
    const votes = (kind: MediaType | 'person', id: number): number =>
      kind === 'person' ? 0 : (index.title(kind, Number(id))?.voteCount ?? 0);
    buildSearch(
      search.map((r) => ({ ...r, votes: votes(r.kind, r.ref_id) })),
      index.entries,
      index.prefixes,
      index.vocabulary,
    );
    for (const e of index.entries) if (e.kind !== 'person') e.title = index.title(e.kind, e.refId);
    return index;
  }

  title(type: MediaType, id: number): IndexedTitle | undefined {
    return this.titles.get(`${type}:${id}`);
  }

  /** Reads the summaries these titles do not have yet, one query per type (and per BATCH ids). */
  async withSummaries(titles: readonly IndexedTitle[]): Promise<void> {
    for (const type of ['movie', 'tv'] as const) {
      const ids = [
        ...new Set(titles.filter((t) => t.type === type && t.summaryJson === undefined).map((t) => t.id)),
      ];
      await this.readBatches(
        ids,
        'SELECT id, summary FROM catalog_title WHERE type = ? AND id IN',
        [type],
        (id, json) => {
          const title = this.title(type, id);
          if (title) title.summaryJson ??= json;
        },
      );
    }
  }

  /** Reads the summaries of these people not read yet. */
  async withPeople(ids: readonly number[]): Promise<void> {
    const missing = [...new Set(ids.filter((id) => !this.people.has(id)))];
    await this.readBatches(missing, 'SELECT id, summary FROM catalog_person WHERE id IN', [], (id, json) => {
      if (!this.people.has(id)) this.people.set(id, json);
    });
  }

  private async readBatches(
    ids: number[],
    select: string,
    params: unknown[],
    keep: (id: number, json: string) => void,
  ): Promise<void> {
    const { db } = this;
    if (!db) return;
    for (let i = 0; i < ids.length; i += BATCH) {
      const batch = ids.slice(i, i + BATCH);
      const rows = await db.all<{ id: number; summary: string }>(
        `${select} (${batch.map(() => '?').join(', ')})`,
        [...params, ...batch],
      );
      for (const r of rows) keep(Number(r.id), r.summary);
    }
  }
}
