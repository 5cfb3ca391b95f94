// The default CatalogSource: the bundled catalog, imported into the database by CatalogImporter. Details, search,
// autocomplete and the common discover shapes are served from the in-memory CatalogIndex (load() builds it at
// start and after every re-import); the rarer lists and filters run plain SQL on SQLite or PostgreSQL. Every
// list item carries its slug; details come from the stored TMDB JSON.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type {
  Country,
  DatedPage,
  Genre,
  Language,
  MediaType,
  MovieDetails,
  MovieSummary,
  MultiResult,
  NumberedLookup,
  Paged,
  Provider,
  SearchPage,
  SearchType,
  SlugLookup,
  Suggestion,
  TimeWindow,
  TitleSummary,
  TvDetails,
} from '../../../contract';
import { APP_CONFIG, type AppConfig } from '../../../config/config';
import {
  CatalogSource,
  type DiscoverParams,
  type ListName,
  type PageParams,
  type SearchParams,
  type SitemapEntry,
  type UniqueUrlParams,
} from '../../catalog-source';
import { genreIn } from '../../../contract/genre-names';
import { regionView } from '../../rules/offers';
import { EMBEDDED_REFERENCE_DATE, nowPlayingWindow, upcomingWindow } from '../../reference-dates';
import { CatalogDb } from './catalog-db';
import { CatalogIndex } from './catalog-index';
import { storedChecksum } from './catalog-writer';
import { countryRows, genreRows, providerRows } from './catalog-reference';
import { offset, PAGE_SIZE, paged, type Summary, summaryOf, type SummaryRow } from './catalog-page';
import { discoverOrder, discoverWhere } from './catalog-queries';
import { EmbeddedSearch } from './embedded-search';
import { EmbeddedSlugs } from './embedded-slugs';
import { discoverFromIndex } from './index-discover';
import { datedFromIndex, listFromIndex, similarFromIndex, trendingFromIndex } from './index-lists';
import { warmIndex } from './index-warm';

@Injectable()
export class EmbeddedCatalogSource extends CatalogSource {
  readonly kind = 'embedded' as const;
  private readonly db: CatalogDb;
  private index = new CatalogIndex();
  private searcher = new EmbeddedSearch(this.index);
  private loads = 0;
  private checksum = '';
  private readonly logger = new Logger('EmbeddedCatalog');
  private readonly slugs: EmbeddedSlugs;

  constructor(
    dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
    this.db = new CatalogDb(dataSource);
    this.slugs = new EmbeddedSlugs(this.db);
  }

  /** (Re)builds the in-memory index from the imported tables, then swaps it in at once. */
  async load(): Promise<void> {
    const started = Date.now();
    const index = await CatalogIndex.load(this.db);
    const checksum = await storedChecksum(this.db);
    this.index = index;
    this.checksum = checksum ?? '';
    this.searcher = new EmbeddedSearch(index);
    this.loads += 1;
    if (this.warming) this.warm();
    this.logger.log(
      `Catalog index built in ${Date.now() - started} ms: ${index.titles.size} titles, ${index.entries.length} search entries`,
    );
  }

  private warming = false;

  /** Reads the summaries left in the background, now and after every later load (main.ts, once listening). */
  warm(): void {
    this.warming = true;
    void warmIndex(this.index, this.logger);
  }

  override generation(): number {
    return this.loads;
  }

  /** The checksum of the bundle the index was loaded from (catalog_meta): the same on every instance. */
  override dataVersion(): string {
    return `embedded:${this.checksum}`;
  }

  referenceDate(): string {
    return this.config.referenceDate ?? EMBEDDED_REFERENCE_DATE;
  }

  /** Summaries of a filtered, ordered title query, one page of it plus the total. */
  private async titlePage(
    from: string,
    where: string[],
    params: unknown[],
    order: string,
    page: number,
  ): Promise<Paged<Summary>> {
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [rows, count] = await Promise.all([
      this.db.all<SummaryRow>(
        `SELECT t.type, t.summary FROM ${from} ${clause} ORDER BY ${order} LIMIT ${PAGE_SIZE} OFFSET ${offset(page)}`,
        params,
      ),
      this.db.one<{ n: number }>(`SELECT CAST(COUNT(*) AS INTEGER) AS n FROM ${from} ${clause}`, params),
    ]);
    return paged(
      page,
      rows.map((r) => summaryOf(r, false)),
      Number(count?.n ?? 0),
    );
  }

  async trending(type: MediaType | 'all', _window: TimeWindow, p: PageParams): Promise<Paged<MultiResult>> {
    // The snapshot has one trending order per type (day and week alike). "all" interleaves movie and TV.
    return trendingFromIndex(this.index, type, p.page);
  }

  async discover(type: MediaType, p: DiscoverParams): Promise<Paged<TitleSummary>> {
    const fast = discoverFromIndex(this.index, type, p);
    if (fast) return fast;
    const w = discoverWhere(type, p);
    return this.titlePage('catalog_title t', w.sql, w.params, discoverOrder(p.sortBy), p.page);
  }

  async list(type: MediaType, list: ListName, p: PageParams): Promise<Paged<TitleSummary>> {
    return listFromIndex(this.index, type, list, p.page);
  }

  async nowPlaying(p: PageParams): Promise<DatedPage<MovieSummary>> {
    const dates = nowPlayingWindow(this.referenceDate());
    return { dates, ...(await datedFromIndex(this.index, dates, 'desc', p.page)) };
  }

  async upcoming(p: PageParams): Promise<DatedPage<MovieSummary>> {
    const dates = upcomingWindow(this.referenceDate());
    return { dates, ...(await datedFromIndex(this.index, dates, 'asc', p.page)) };
  }

  private async details<T extends MovieDetails | TvDetails>(type: MediaType, id: number, region?: string) {
    const row = this.index.title(type, id);
    if (!row) return null;
    row.data ??= (
      await this.db.one<{ data: string }>('SELECT data FROM catalog_title WHERE type = ? AND id = ?', [
        type,
        id,
      ])
    )?.data;
    if (row.data === undefined) return null;
    const details = JSON.parse(row.data) as T;
    return { ...details, 'watch/providers': regionView(details['watch/providers'].results, region) } as T;
  }

  movie(id: number, region?: string): Promise<MovieDetails | null> {
    return this.details<MovieDetails>('movie', id, region);
  }

  tv(id: number, region?: string): Promise<TvDetails | null> {
    return this.details<TvDetails>('tv', id, region);
  }

  async similar(type: MediaType, id: number): Promise<Paged<TitleSummary> | null> {
    const title = this.index.title(type, id);
    return title ? similarFromIndex(this.index, title) : null;
  }

  countries(): Promise<Country[]> {
    return countryRows(this.db);
  }

  async genres(type: MediaType, language?: Language): Promise<Genre[]> {
    const genres = await genreRows(this.db, type);
    return language ? genres.map((g) => genreIn(g, language)) : genres;
  }

  providers(type: MediaType, region: string): Promise<Provider[]> {
    return providerRows(this.db, type, region);
  }

  search(type: SearchType, p: SearchParams): Promise<SearchPage> {
    return this.searcher.search(type, p);
  }

  autocomplete(query: string, limit: number): Promise<Suggestion[]> {
    return this.searcher.autocomplete(query, limit);
  }

  uniqueUrl(type: MediaType, p: UniqueUrlParams): Promise<string> {
    return this.slugs.uniqueUrl(type, p);
  }

  lookupByNumber(slugOrTitle: string): Promise<NumberedLookup> {
    return this.slugs.lookupByNumber(slugOrTitle);
  }

  resolveSlug(type: MediaType, slug: string): Promise<SlugLookup | null> {
    return this.slugs.resolveSlug(type, slug);
  }

  async exists(type: MediaType, id: number): Promise<boolean> {
    return this.index.title(type, id) !== undefined;
  }

  async sitemapEntries(): Promise<SitemapEntry[]> {
    const rows = await this.db.all<{ type: MediaType; slug: string }>(
      'SELECT type, slug FROM catalog_title WHERE adult = 0 ORDER BY type ASC, popularity DESC, id ASC',
    );
    return rows.map((r) => ({ type: r.type, slug: r.slug }));
  }

  async counts(): Promise<{ movie: number; tv: number }> {
    const rows = await this.db.all<{ type: MediaType; n: number }>(
      'SELECT type, CAST(COUNT(*) AS INTEGER) AS n FROM catalog_title GROUP BY type',
    );
    const n = (t: MediaType): number => Number(rows.find((r) => r.type === t)?.n ?? 0);
    return { movie: n('movie'), tv: n('tv') };
  }
}
