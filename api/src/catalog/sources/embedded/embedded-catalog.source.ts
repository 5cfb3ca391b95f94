// The default CatalogSource: the bundled catalog, imported into the database by CatalogImporter, queried with
// plain SQL on SQLite or PostgreSQL. Every list item carries its slug; details come from the stored TMDB JSON.
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type {
  Country,
  DatedPage,
  Genre,
  MediaType,
  MovieDetails,
  MovieSummary,
  MultiResult,
  NumberedLookup,
  Paged,
  Provider,
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
  MIN_VOTES_FOR_RATING_SORT,
  type PageParams,
  type SearchParams,
  type SitemapEntry,
  type UniqueUrlParams,
} from '../../catalog-source';
import { EMBEDDED_REFERENCE_DATE, nowPlayingWindow, upcomingWindow } from '../../reference-dates';
import { CatalogDb } from './catalog-db';
import { offset, PAGE_SIZE, paged, type Summary, summaryOf, type SummaryRow } from './catalog-page';
import { discoverOrder, discoverWhere } from './catalog-queries';
import { EmbeddedSearch } from './embedded-search';
import { EmbeddedSlugs } from './embedded-slugs';

@Injectable()
export class EmbeddedCatalogSource extends CatalogSource {
  readonly kind = 'embedded' as const;
  private readonly db: CatalogDb;
  private readonly searcher: EmbeddedSearch;
  private readonly slugs: EmbeddedSlugs;

  constructor(
    dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
    this.db = new CatalogDb(dataSource);
    this.searcher = new EmbeddedSearch(this.db);
    this.slugs = new EmbeddedSlugs(this.db);
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
    withMediaType = false,
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
      rows.map((r) => summaryOf(r, withMediaType)),
      Number(count?.n ?? 0),
    );
  }

  /** Curated list positions first (lists.json), then the fallback order. */
  private listFrom(list: string): { from: string; params: unknown[]; order: string } {
    return {
      from: `catalog_title t LEFT JOIN catalog_list l ON l.name = CAST(? AS varchar(40)) || t.type AND l.type = t.type AND l.title_id = t.id`,
      params: [list],
      order: '(l.position IS NULL) ASC, l.position ASC',
    };
  }

  async trending(type: MediaType | 'all', _window: TimeWindow, p: PageParams): Promise<Paged<MultiResult>> {
    // The snapshot has one trending order per type (day and week alike). "all" interleaves movie and TV.
    const list = this.listFrom('trending_');
    if (type !== 'all') {
      return this.titlePage(
        list.from,
        ['t.type = ?', 't.adult = 0'],
        [...list.params, type],
        `${list.order}, t.popularity DESC, t.id ASC`,
        p.page,
        true,
      );
    }
    const ranked = `(SELECT t.type, t.summary, ROW_NUMBER() OVER (PARTITION BY t.type ORDER BY ${list.order}, t.popularity DESC, t.id ASC) AS rn FROM ${list.from} WHERE t.adult = 0) r`;
    const [rows, count] = await Promise.all([
      this.db.all<SummaryRow>(
        `SELECT r.type, r.summary FROM ${ranked} ORDER BY r.rn ASC, r.type ASC LIMIT ${PAGE_SIZE} OFFSET ${offset(p.page)}`,
        list.params,
      ),
      this.db.one<{ n: number }>('SELECT CAST(COUNT(*) AS INTEGER) AS n FROM catalog_title WHERE adult = 0'),
    ]);
    return paged(
      p.page,
      rows.map((r) => summaryOf(r, true)),
      Number(count?.n ?? 0),
    );
  }

  async discover(type: MediaType, p: DiscoverParams): Promise<Paged<TitleSummary>> {
    const w = discoverWhere(type, p);
    return this.titlePage('catalog_title t', w.sql, w.params, discoverOrder(p.sortBy), p.page);
  }

  async list(type: MediaType, list: ListName, p: PageParams): Promise<Paged<TitleSummary>> {
    const l = this.listFrom(`${list}_`);
    if (list === 'popular') {
      return this.titlePage(
        l.from,
        ['t.type = ?', 't.adult = 0'],
        [...l.params, type],
        `${l.order}, t.popularity DESC, t.id ASC`,
        p.page,
      );
    }
    return this.titlePage(
      l.from,
      ['t.type = ?', 't.adult = 0', '(l.position IS NOT NULL OR t.vote_count >= ?)'],
      [...l.params, type, MIN_VOTES_FOR_RATING_SORT],
      `${l.order}, t.vote_average DESC, t.vote_count DESC, t.id ASC`,
      p.page,
    );
  }

  private async dated(dates: { minimum: string; maximum: string }, order: string, page: number) {
    const result = await this.titlePage(
      'catalog_title t',
      ["t.type = 'movie'", 't.adult = 0', 't.release_date >= ?', 't.release_date <= ?'],
      [dates.minimum, dates.maximum],
      order,
      page,
    );
    return { dates, ...result } as DatedPage<MovieSummary>;
  }

  nowPlaying(p: PageParams): Promise<DatedPage<MovieSummary>> {
    return this.dated(
      nowPlayingWindow(this.referenceDate()),
      't.release_date DESC, t.popularity DESC, t.id ASC',
      p.page,
    );
  }

  upcoming(p: PageParams): Promise<DatedPage<MovieSummary>> {
    return this.dated(
      upcomingWindow(this.referenceDate()),
      't.release_date ASC, t.popularity DESC, t.id ASC',
      p.page,
    );
  }

  private async details<T extends MovieDetails | TvDetails>(type: MediaType, id: number, region?: string) {
    const row = await this.db.one<{ data: string }>(
      'SELECT data FROM catalog_title WHERE type = ? AND id = ?',
      [type, id],
    );
    if (!row) return null;
    const details = JSON.parse(row.data) as T;
    const all = details['watch/providers'].results;
    const availableIn = Object.keys(all).sort();
    const results = region ? (all[region] ? { [region]: all[region] } : {}) : all;
    return { ...details, 'watch/providers': { results, available_in: availableIn } } as T;
  }

  movie(id: number, region?: string): Promise<MovieDetails | null> {
    return this.details<MovieDetails>('movie', id, region);
  }

  tv(id: number, region?: string): Promise<TvDetails | null> {
    return this.details<TvDetails>('tv', id, region);
  }

  async similar(type: MediaType, id: number): Promise<Paged<TitleSummary> | null> {
    if (!(await this.exists(type, id))) return null;
    const rows = await this.db.all<SummaryRow>(
      `SELECT t.type, t.summary FROM catalog_title_genre g
       JOIN catalog_title t ON t.type = g.type AND t.id = g.title_id
       WHERE g.type = ? AND g.title_id <> ? AND t.adult = 0
         AND g.genre_id IN (SELECT x.genre_id FROM catalog_title_genre x WHERE x.type = ? AND x.title_id = ?)
       GROUP BY t.type, t.id, t.summary, t.popularity
       ORDER BY COUNT(*) DESC, t.popularity DESC, t.id ASC
       LIMIT ${PAGE_SIZE}`,
      [type, id, type, id],
    );
    return paged(
      1,
      rows.map((r) => summaryOf(r, false)),
      rows.length,
    );
  }

  async countries(): Promise<Country[]> {
    const rows = await this.db.all<Country & { native_name: string | null }>(
      'SELECT iso_3166_1, english_name, native_name FROM catalog_country ORDER BY position ASC',
    );
    return rows.map((r) => (r.native_name ? r : { iso_3166_1: r.iso_3166_1, english_name: r.english_name }));
  }

  async genres(type: MediaType): Promise<Genre[]> {
    const rows = await this.db.all<Genre>(
      'SELECT id, name FROM catalog_genre WHERE type = ? ORDER BY position ASC',
      [type],
    );
    return rows.map((g) => ({ id: Number(g.id), name: g.name }));
  }

  async providers(type: MediaType, region: string): Promise<Provider[]> {
    const rows = await this.db.all<{
      provider_id: number;
      provider_name: string;
      logo_path: string | null;
      display_priority: number;
      display_priorities: string;
    }>(
      `SELECT p.provider_id, p.provider_name, p.logo_path, p.display_priority, p.display_priorities
       FROM catalog_provider p
       WHERE p.provider_id IN (SELECT o.provider_id FROM catalog_offer o WHERE o.type = ? AND o.country = ?)`,
      [type, region],
    );
    return rows
      .map((r) => {
        const byCountry = JSON.parse(r.display_priorities) as Record<string, number>;
        return {
          provider_id: Number(r.provider_id),
          provider_name: r.provider_name,
          logo_path: r.logo_path,
          display_priority: byCountry[region] ?? Number(r.display_priority),
        };
      })
      .sort(
        (a, b) => a.display_priority - b.display_priority || a.provider_name.localeCompare(b.provider_name),
      );
  }

  search(type: SearchType, p: SearchParams): Promise<Paged<MultiResult>> {
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
    const row = await this.db.one('SELECT 1 AS x FROM catalog_title WHERE type = ? AND id = ?', [type, id]);
    return row !== undefined;
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
