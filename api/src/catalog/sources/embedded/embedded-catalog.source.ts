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
  TvSummary,
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
import { parseSlug, searchText, slugify } from '../../slug';
import { CatalogDb } from './catalog-db';
import { discoverOrder, discoverWhere, searchMatch } from './catalog-queries';

export const PAGE_SIZE = 20;
const MAX_PAGES = 500;

type Summary = MovieSummary | TvSummary;
interface SummaryRow {
  type: MediaType;
  summary: string;
}

function paged<T>(page: number, results: T[], total: number): Paged<T> {
  return {
    page,
    results,
    total_pages: Math.min(MAX_PAGES, Math.ceil(total / PAGE_SIZE)),
    total_results: total,
  };
}

const offset = (page: number): number => (page - 1) * PAGE_SIZE;

@Injectable()
export class EmbeddedCatalogSource extends CatalogSource {
  readonly kind = 'embedded' as const;
  private readonly db: CatalogDb;

  constructor(
    dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
    this.db = new CatalogDb(dataSource);
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
      rows.map((r) => this.summary(r, withMediaType)),
      Number(count?.n ?? 0),
    );
  }

  private summary(row: SummaryRow, withMediaType: boolean): Summary {
    const s = JSON.parse(row.summary) as Summary;
    return withMediaType ? ({ ...s, media_type: row.type } as Summary) : s;
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
      rows.map((r) => this.summary(r, true)),
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

  /** Ranked matches: exact name, then name prefix, then all words (as word prefixes); popularity breaks ties. */
  private async searchIds(
    kinds: Array<MediaType | 'person'>,
    query: string,
    includeAdult: boolean,
    limit: number,
    skip: number,
  ): Promise<{ rows: Array<{ kind: string; ref_id: number }>; total: number }> {
    const norm = searchText(query);
    const tokens = norm.split(' ').filter(Boolean);
    if (!tokens.length) return { rows: [], total: 0 };
    const m = searchMatch(this.db.pg, tokens);
    const where = [`s.kind IN (${kinds.map(() => '?').join(', ')})`, ...m.sql];
    if (!includeAdult) where.push('s.adult = 0');
    const params = [...kinds, ...m.params];
    const [rows, count] = await Promise.all([
      this.db.all<{ kind: string; ref_id: number }>(
        `SELECT s.kind, s.ref_id FROM catalog_search s WHERE ${where.join(' AND ')}
         ORDER BY CASE WHEN s.name_text = ? THEN 0 WHEN s.name_text LIKE ? THEN 1 ELSE 2 END ASC,
                  s.popularity DESC, s.kind ASC, s.ref_id ASC
         LIMIT ${limit} OFFSET ${skip}`,
        [...params, norm, `${norm}%`],
      ),
      this.db.one<{ n: number }>(
        `SELECT CAST(COUNT(*) AS INTEGER) AS n FROM catalog_search s WHERE ${where.join(' AND ')}`,
        params,
      ),
    ]);
    return {
      rows: rows.map((r) => ({ kind: r.kind, ref_id: Number(r.ref_id) })),
      total: Number(count?.n ?? 0),
    };
  }

  private async summariesOf(
    refs: Array<{ kind: string; ref_id: number }>,
  ): Promise<Map<string, MultiResult>> {
    const out = new Map<string, MultiResult>();
    for (const kind of ['movie', 'tv'] as const) {
      const ids = refs.filter((r) => r.kind === kind).map((r) => r.ref_id);
      if (!ids.length) continue;
      const rows = await this.db.all<SummaryRow & { id: number }>(
        `SELECT t.type, t.id, t.summary FROM catalog_title t WHERE t.type = ? AND t.id IN (${ids.map(() => '?').join(', ')})`,
        [kind, ...ids],
      );
      for (const r of rows) out.set(`${kind}:${r.id}`, this.summary(r, true));
    }
    const people = refs.filter((r) => r.kind === 'person').map((r) => r.ref_id);
    if (people.length) {
      const rows = await this.db.all<{ id: number; summary: string }>(
        `SELECT id, summary FROM catalog_person WHERE id IN (${people.map(() => '?').join(', ')})`,
        people,
      );
      for (const r of rows) out.set(`person:${r.id}`, JSON.parse(r.summary) as MultiResult);
    }
    return out;
  }

  async search(type: SearchType, p: SearchParams): Promise<Paged<MultiResult>> {
    const kinds: Array<MediaType | 'person'> = type === 'multi' ? ['movie', 'tv', 'person'] : [type];
    const { rows, total } = await this.searchIds(kinds, p.query, p.includeAdult, PAGE_SIZE, offset(p.page));
    const found = await this.summariesOf(rows);
    const results = rows
      .map((r) => found.get(`${r.kind}:${r.ref_id}`))
      .filter((r): r is MultiResult => r !== undefined)
      .map((r) => {
        if (type === 'multi') return r;
        const { media_type: _mediaType, ...rest } = r as Summary;
        return rest as MultiResult;
      });
    return paged(p.page, results, total);
  }

  async autocomplete(query: string, limit: number): Promise<Suggestion[]> {
    const { rows } = await this.searchIds(['movie', 'tv'], query, false, limit, 0);
    const found = await this.summariesOf(rows);
    return rows.flatMap((r) => {
      const s = found.get(`${r.kind}:${r.ref_id}`) as Summary | undefined;
      if (!s) return [];
      const movie = r.kind === 'movie';
      const m = s as MovieSummary;
      const t = s as TvSummary;
      const year = movie
        ? (m.release_date?.slice(0, 4) ?? null)
        : (t.first_air_date?.slice(0, 4) ?? (t.first_air_year ? String(t.first_air_year) : null));
      return [
        {
          id: s.id,
          title: movie ? m.title : t.name,
          type: movie ? 'movie' : 'tv',
          year,
          poster_path: s.poster_path,
          url: s.slug ?? slugify(movie ? m.title : t.name),
        } satisfies Suggestion,
      ];
    });
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
      rows.map((r) => this.summary(r, false)),
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

  async uniqueUrl(type: MediaType, p: UniqueUrlParams): Promise<string> {
    if (p.id !== undefined) {
      const row = await this.db.one<{ slug: string }>(
        'SELECT slug FROM catalog_title WHERE type = ? AND id = ?',
        [type, p.id],
      );
      if (row) return row.slug;
    }
    const base = slugify(p.title);
    if (!base) return p.id !== undefined ? String(p.id) : '';
    const rows = await this.db.all<{ slug: string; release_date: string | null; year: number | null }>(
      `SELECT slug, release_date, year FROM catalog_title WHERE type = ? AND (slug = ? OR slug LIKE ?)
       ORDER BY popularity DESC, id ASC`,
      [type, base, `${base}-%`],
    );
    const sameTitle = rows.filter((r) => r.slug === base || /^\d+$/.test(r.slug.slice(base.length + 1)));
    const match = p.date
      ? (sameTitle.find((r) => r.release_date === p.date) ??
        sameTitle.find((r) => r.year !== null && String(r.year) === p.date?.slice(0, 4)))
      : sameTitle.find((r) => r.slug === base);
    return match?.slug ?? base;
  }

  async lookupByNumber(slugOrTitle: string): Promise<NumberedLookup> {
    const found = await this.resolveSlug('movie', slugify(slugOrTitle) || slugOrTitle.toLowerCase());
    return found ? { success: true, movie_id: found.id } : { success: false };
  }

  async resolveSlug(type: MediaType, slug: string): Promise<SlugLookup | null> {
    const asked = slug.toLowerCase();
    const norm = slugify(slug) || asked;
    const bySlug = (s: string) =>
      this.db.one<{ id: number; slug: string }>(
        'SELECT id, slug FROM catalog_title WHERE type = ? AND slug = ?',
        [type, s],
      );
    const found = (row: { id: number; slug: string }): SlugLookup => ({
      id: Number(row.id),
      type,
      slug: row.slug,
      redirect: slug !== row.slug,
    });
    const exact = await bySlug(norm);
    if (exact) return found(exact);
    const alias = await this.db.one<{ slug: string }>(
      'SELECT slug FROM catalog_slug_alias WHERE type = ? AND alias = ?',
      [type, norm],
    );
    const target = alias ? await bySlug(alias.slug) : undefined;
    if (target) return found(target);
    const { id } = parseSlug(norm);
    if (id !== undefined && id <= 2147483647) {
      const row = await this.db.one<{ id: number; slug: string }>(
        'SELECT id, slug FROM catalog_title WHERE type = ? AND id = ?',
        [type, id],
      );
      if (row) return found(row);
    }
    return null;
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
