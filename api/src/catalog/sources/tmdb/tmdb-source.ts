// Live TMDB catalog (decisions #2): the same contracts as the embedded catalog, from TMDB v3, through one
// rate-limited client and a database store (tmdb-store.ts) that reuses answers for hours and serves the stored
// copy when TMDB fails. Raw answers are mapped at this edge (tmdb-mapper.ts); every title served gets a slug in
// the live slug table (tmdb-slugs.ts). Chosen by catalog.module.ts when TMDB_API_KEY or TMDB_READ_TOKEN is set.
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  type OnModuleInit,
  Optional,
  ServiceUnavailableException,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
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
  type PageParams,
  type SearchParams,
  type SitemapEntry,
  type UniqueUrlParams,
} from '../../catalog-source';
import { isSlug, parseSlug, slugify } from '../../slug';
import { SLUG_ALIASES } from '../embedded/catalog-importer';
import { type Clock, systemClock } from './clock';
import { installDataAgeHeaders, noteDataAge } from './data-age';
import { TmdbError, TmdbHttpClient } from './tmdb-http-client';
import * as M from './tmdb-mapper';
import { RegionUse, TmdbRefresher } from './tmdb-refresher';
import * as R from './tmdb-requests';
import { TmdbSlugs } from './tmdb-slugs';
import { type FetchOptions, TmdbStore } from './tmdb-store';
import type {
  TmdbCountry,
  TmdbDatedPage,
  TmdbGenre,
  TmdbMovieDetails,
  TmdbMovieItem,
  TmdbMultiItem,
  TmdbPage,
  TmdbProvider,
  TmdbTvDetails,
  TmdbTvItem,
} from './tmdb-types';

const FIRST_COUNTRIES = ['US', 'GB', 'CA', 'AU', 'IN', 'JP', 'KR', 'FR', 'DE'];
const PROVIDER_LIMIT = 20;
const SITEMAP_LIMIT = 50_000;
const EMPTY_PAGE = { page: 1, results: [], total_pages: 0, total_results: 0 };

type AnyDetails = TmdbMovieDetails | TmdbTvDetails;

@Injectable()
export class TmdbSource
  extends CatalogSource
  implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy
{
  readonly kind = 'tmdb' as const;
  private readonly logger = new Logger('TmdbSource');
  private clock: Clock = systemClock;
  readonly client: TmdbHttpClient;
  readonly store: TmdbStore;
  readonly slugs: TmdbSlugs;
  readonly regionUse: RegionUse;
  readonly refresher: TmdbRefresher;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    dataSource: DataSource,
    @Optional() private readonly adapterHost?: HttpAdapterHost,
  ) {
    super();
    this.client = new TmdbHttpClient({
      baseUrl: config.tmdb.baseUrl,
      apiKey: config.tmdb.apiKey,
      readToken: config.tmdb.readToken,
    });
    const clock = () => this.clock;
    this.store = new TmdbStore(dataSource, this.client, clock);
    this.slugs = new TmdbSlugs(dataSource, clock);
    this.regionUse = new RegionUse(dataSource, clock);
    this.refresher = new TmdbRefresher(
      {
        refreshShared: () => this.refreshShared(),
        refreshRegion: (region) => this.refreshRegion(region),
        purge: () => this.store.purge(),
      },
      this.regionUse,
      this.logger,
      (s) => this.client.redact(s),
    );
  }

  /** Tests replace the clock of the store (fetch times, TTLs, purge). */
  useClock(clock: Clock): void {
    this.clock = clock;
  }

  /** The provider exists in both modes; it only works (and schedules anything) when a key or token is set. */
  get enabled(): boolean {
    return Boolean(this.config.tmdb.apiKey || this.config.tmdb.readToken);
  }

  onModuleInit(): void {
    if (!this.enabled) return;
    const instance = this.adapterHost?.httpAdapter?.getInstance?.() as
      Parameters<typeof installDataAgeHeaders>[0] | undefined;
    if (instance && typeof instance.addHook === 'function') installDataAgeHeaders(instance);
  }

  onApplicationBootstrap(): void {
    if (this.enabled) this.refresher.start();
  }

  onModuleDestroy(): void {
    this.refresher.stop();
  }

  referenceDate(): string {
    return this.config.referenceDate ?? new Date(this.clock.now()).toISOString().slice(0, 10);
  }

  // ---- lists -------------------------------------------------------------------------------------------

  async trending(type: MediaType | 'all', window: TimeWindow, p: PageParams): Promise<Paged<MultiResult>> {
    this.noteRegion(p.region);
    const page = await this.fetch<TmdbPage<TmdbMultiItem>>(R.trending(type, window, p));
    return this.mapMulti(page, type === 'all' ? undefined : type);
  }

  async discover(type: MediaType, p: DiscoverParams): Promise<Paged<TitleSummary>> {
    this.noteRegion(p.region ?? p.watchRegion);
    const page = await this.fetch<TmdbPage<TmdbMovieItem | TmdbTvItem>>(R.discover(type, p));
    return this.mapTitles(type, page);
  }

  async list(type: MediaType, list: ListName, p: PageParams): Promise<Paged<TitleSummary>> {
    this.noteRegion(p.region);
    const page = await this.fetch<TmdbPage<TmdbMovieItem | TmdbTvItem>>(R.list(type, list, p));
    return this.mapTitles(type, page);
  }

  nowPlaying(p: PageParams): Promise<DatedPage<MovieSummary>> {
    return this.datedList('now_playing', p);
  }

  upcoming(p: PageParams): Promise<DatedPage<MovieSummary>> {
    return this.datedList('upcoming', p);
  }

  async search(type: SearchType, p: SearchParams): Promise<Paged<MultiResult>> {
    if (!p.query.trim()) return { ...EMPTY_PAGE, page: p.page };
    this.noteRegion(p.region);
    const page = await this.fetch<TmdbPage<TmdbMultiItem>>(R.search(type, p));
    return this.mapMulti(page, type === 'multi' ? undefined : type);
  }

  // ---- titles ------------------------------------------------------------------------------------------

  async movie(id: number, region?: string): Promise<MovieDetails | null> {
    this.noteRegion(region);
    const d = await this.details<TmdbMovieDetails>('movie', id);
    if (!d) return null;
    const slug = await this.slugs.slugFor('movie', { id: d.id, title: d.title ?? '' });
    return M.mapMovieDetails(d, slug, region);
  }

  async tv(id: number, region?: string): Promise<TvDetails | null> {
    this.noteRegion(region);
    const d = await this.details<TmdbTvDetails>('tv', id);
    if (!d) return null;
    const slug = await this.slugs.slugFor('tv', { id: d.id, title: d.name ?? '' });
    return M.mapTvDetails(d, slug, region);
  }

  async similar(type: MediaType, id: number, region?: string): Promise<Paged<TitleSummary> | null> {
    this.noteRegion(region);
    const d = await this.details<AnyDetails>(type, id);
    if (!d) return null;
    const items = (d.similar?.results ?? []) as Array<TmdbMovieItem | TmdbTvItem>;
    const slugs = await this.register(type, items);
    return M.mapSimilar(type, d, (_t, itemId) => slugs.get(itemId));
  }

  async exists(type: MediaType, id: number): Promise<boolean> {
    return (await this.details(type, id)) !== null;
  }

  // ---- reference lists ---------------------------------------------------------------------------------

  async countries(): Promise<Country[]> {
    const data = await this.fetch<{ results?: TmdbCountry[] }>(R.regions());
    const list = (data?.results ?? []).map(M.mapCountry);
    const rank = (c: Country) => {
      const i = FIRST_COUNTRIES.indexOf(c.iso_3166_1);
      return i === -1 ? FIRST_COUNTRIES.length : i;
    };
    return list.sort((a, b) => rank(a) - rank(b) || a.english_name.localeCompare(b.english_name, 'en'));
  }

  async genres(type: MediaType): Promise<Genre[]> {
    const data = await this.fetch<{ genres?: TmdbGenre[] }>(R.genres(type));
    return M.mapGenres(data?.genres);
  }

  async providers(type: MediaType, region: string): Promise<Provider[]> {
    this.noteRegion(region);
    const data = await this.fetch<{ results?: TmdbProvider[] }>(R.providers(type, region));
    return M.mapRegionProviders(data?.results ?? [], region, PROVIDER_LIMIT);
  }

  // ---- slugs -------------------------------------------------------------------------------------------

  async autocomplete(query: string, limit: number): Promise<Suggestion[]> {
    if (!query.trim()) return [];
    const page = await this.fetch<TmdbPage<TmdbMultiItem>>(
      R.search('multi', { query, page: 1, includeAdult: false }),
    );
    const titles = (page?.results ?? []).filter((r) => r.media_type === 'movie' || r.media_type === 'tv');
    const picked = titles.slice(0, limit) as Array<TmdbMovieItem | TmdbTvItem>;
    const out: Suggestion[] = [];
    for (const item of picked) {
      const type: MediaType = M.isMovieItem(item) ? 'movie' : 'tv';
      const slug = await this.slugs.slugFor(type, { id: item.id, title: M.titleOf(item) });
      out.push(M.mapSuggestion(item, type, slug));
    }
    return out;
  }

  async uniqueUrl(type: MediaType, p: UniqueUrlParams): Promise<string> {
    if (p.id !== undefined) {
      const known = await this.slugs.known(type, p.id);
      if (known) return known;
      const d = await this.details<AnyDetails>(type, p.id);
      if (d) return this.slugs.slugFor(type, { id: d.id, title: M.titleOf(d) });
    }
    const wanted = slugify(p.title);
    const found = await this.findBySearch(type, p.title, (item) => {
      const date = 'title' in item ? item.release_date : item.first_air_date;
      return slugify(M.titleOf(item)) === wanted && (!p.date || !date || date === p.date);
    });
    return found?.slug ?? wanted;
  }

  async lookupByNumber(slugOrTitle: string): Promise<NumberedLookup> {
    const slug = isSlug(slugOrTitle) ? slugOrTitle : slugify(slugOrTitle);
    if (!slug) return { success: false };
    const hit = await this.resolveSlug('movie', slug);
    return hit ? { success: true, movie_id: hit.id } : { success: false };
  }

  async resolveSlug(type: MediaType, slug: string): Promise<SlugLookup | null> {
    const alias = SLUG_ALIASES.find((a) => a.type === type && a.alias === slug);
    if (alias) {
      const target = await this.resolveSlug(type, alias.slug);
      return target ? { ...target, redirect: true } : null;
    }
    const exact = await this.slugs.find(type, slug);
    if (exact) return { id: exact.id, type, slug: exact.slug, redirect: false };
    const parsed = parseSlug(slug);
    // "550-fight-club": the id reading; a slug of only digits ("1917") is tried as a title first.
    if (parsed.id !== undefined && slug.includes('-')) {
      const byId = await this.canonical(type, parsed.id);
      if (byId) return { id: byId.id, type, slug: byId.slug, redirect: true };
    }
    // TMDB's search does not always find a title by its slug words ("m3gan 20" for "M3GAN 2.0"): retry
    // without the last word before giving up.
    const words = slug.split('-');
    const exactTitle = (item: TmdbMovieItem | TmdbTvItem) => slugify(M.titleOf(item)) === slug;
    let bySearch = await this.findBySearch(type, words.join(' '), exactTitle);
    if (!bySearch && words.length > 1)
      bySearch = await this.findBySearch(type, words.slice(0, -1).join(' '), exactTitle);
    if (bySearch) return { id: bySearch.id, type, slug: bySearch.slug, redirect: bySearch.slug !== slug };
    // Numbered duplicates ("title-2") exist once their titles were registered: search the base words.
    if (parsed.base) {
      await this.findBySearch(type, parsed.base.replace(/-/g, ' '), () => false);
      const numbered = await this.slugs.find(type, slug);
      if (numbered) return { id: numbered.id, type, slug: numbered.slug, redirect: false };
    }
    if (parsed.id !== undefined && !slug.includes('-')) {
      const byId = await this.canonical(type, parsed.id);
      if (byId) return { id: byId.id, type, slug: byId.slug, redirect: true };
    }
    return null;
  }

  async sitemapEntries(): Promise<SitemapEntry[]> {
    return this.slugs.entries(SITEMAP_LIMIT);
  }

  async counts(): Promise<{ movie: number; tv: number }> {
    return { movie: await this.slugs.count('movie'), tv: await this.slugs.count('tv') };
  }

  // ---- scheduled refresh -------------------------------------------------------------------------------

  private async refreshShared(): Promise<number> {
    const force = { force: true };
    const reqs = [
      R.trending('movie', 'day', { page: 1 }),
      R.trending('movie', 'week', { page: 1 }),
      R.trending('tv', 'day', { page: 1 }),
      R.trending('tv', 'week', { page: 1 }),
      R.trending('all', 'day', { page: 1 }),
      R.list('tv', 'popular', { page: 1 }),
      R.list('tv', 'top_rated', { page: 1 }),
      R.genres('movie'),
      R.genres('tv'),
      R.regions(),
    ];
    await Promise.all(reqs.map((r) => this.fetch(r, force)));
    return reqs.length;
  }

  private async refreshRegion(region: string): Promise<number> {
    const force = { force: true };
    const p = { page: 1, region };
    const reqs = [
      R.list('movie', 'popular', p),
      R.list('movie', 'top_rated', p),
      R.movieList('now_playing', p),
      R.movieList('upcoming', p),
      R.providers('movie', region),
      R.providers('tv', region),
    ];
    await Promise.all(reqs.map((r) => this.fetch(r, force)));
    return reqs.length;
  }

  // ---- helpers -----------------------------------------------------------------------------------------

  /** One stored TMDB answer (null for a TMDB 404); notes its age for the X-Data-Age header. */
  private async fetch<T>(req: R.TmdbRequest, opts: FetchOptions = {}): Promise<T | null> {
    try {
      const stored = await this.store.get<T>(req.kind, req.path, req.query, opts);
      noteDataAge(stored.ageSeconds, stored.stale);
      if (stored.stale) this.outage(`served a stored copy of ${req.path} (${stored.ageSeconds} s old)`);
      return stored.data;
    } catch (err) {
      if (err instanceof TmdbError) {
        if (err.status === 401) {
          this.logger.error('TMDB refused our credentials (401): check TMDB_API_KEY or TMDB_READ_TOKEN');
        } else this.outage(this.client.redact(err.message));
        throw new ServiceUnavailableException(
          'The movie database is not answering right now and no stored copy exists. Please try again later.',
        );
      }
      throw err;
    }
  }

  private lastOutageLog = 0;
  private quietOutages = 0;

  /** During an outage every request would log: one line a minute, with how many were left out. */
  private outage(message: string): void {
    const now = Date.now();
    if (now - this.lastOutageLog < 60_000) {
      this.quietOutages++;
      return;
    }
    const more = this.quietOutages ? ` (and ${this.quietOutages} similar in the last minute)` : '';
    this.lastOutageLog = now;
    this.quietOutages = 0;
    this.logger.warn(`TMDB unavailable: ${message}${more}`);
  }

  private details<T extends AnyDetails>(type: MediaType, id: number): Promise<T | null> {
    return this.fetch<T>(R.details(type, id));
  }

  private async canonical(type: MediaType, id: number): Promise<{ id: number; slug: string } | null> {
    const d = await this.details<AnyDetails>(type, id);
    if (!d) return null;
    return { id: d.id, slug: await this.slugs.slugFor(type, { id: d.id, title: M.titleOf(d) }) };
  }

  /** Searches TMDB, registers every title found, returns the first one `match` accepts. */
  private async findBySearch(
    type: MediaType,
    words: string,
    match: (item: TmdbMovieItem | TmdbTvItem) => boolean,
  ): Promise<{ id: number; slug: string } | null> {
    if (!words.trim()) return null;
    const page = await this.fetch<TmdbPage<TmdbMovieItem | TmdbTvItem>>(
      R.search(type, { query: words, page: 1, includeAdult: false }),
    );
    const items = page?.results ?? [];
    const slugs = await this.register(type, items);
    const hit = items.find(match);
    return hit ? { id: hit.id, slug: slugs.get(hit.id)! } : null;
  }

  private register(type: MediaType, items: Array<TmdbMovieItem | TmdbTvItem>): Promise<Map<number, string>> {
    return this.slugs.register(
      type,
      items.map((i) => ({ id: i.id, title: M.titleOf(i) ?? '' })),
    );
  }

  private async mapTitles(
    type: MediaType,
    page: TmdbPage<TmdbMovieItem | TmdbTvItem> | null,
  ): Promise<Paged<TitleSummary>> {
    if (!page) return { ...EMPTY_PAGE };
    const slugs = await this.register(type, page.results ?? []);
    const slugOf: M.SlugOf = (_t, id) => slugs.get(id);
    return M.mapPage(page, (r) =>
      type === 'movie' ? M.mapMovieItem(r as TmdbMovieItem, slugOf) : M.mapTvItem(r as TmdbTvItem, slugOf),
    );
  }

  private async mapMulti(
    page: TmdbPage<TmdbMultiItem> | null,
    fallback?: MediaType,
  ): Promise<Paged<MultiResult>> {
    if (!page) return { ...EMPTY_PAGE };
    const movies: TmdbMovieItem[] = [];
    const shows: TmdbTvItem[] = [];
    const collect = (item: TmdbMultiItem) => {
      if (item.media_type === 'person') (item.known_for ?? []).forEach(collect);
      else if (fallback === 'movie' || (fallback === undefined && M.isMovieItem(item)))
        movies.push(item as TmdbMovieItem);
      else shows.push(item as TmdbTvItem);
    };
    (page.results ?? []).forEach(collect);
    const movieSlugs = await this.register('movie', movies);
    const tvSlugs = await this.register('tv', shows);
    const slugOf: M.SlugOf = (t, id) => (t === 'movie' ? movieSlugs : tvSlugs).get(id);
    return M.mapPage(page, (r) => M.mapMultiItem(r, slugOf, fallback));
  }

  private async datedList(name: 'now_playing' | 'upcoming', p: PageParams): Promise<DatedPage<MovieSummary>> {
    this.noteRegion(p.region);
    const page = await this.fetch<TmdbDatedPage<TmdbMovieItem>>(R.movieList(name, p));
    const mapped = (await this.mapTitles('movie', page)) as Paged<MovieSummary>;
    const today = this.referenceDate();
    return { ...mapped, dates: page?.dates ?? { minimum: today, maximum: today } };
  }

  private noteRegion(region: string | undefined): void {
    this.regionUse
      .touch(region)
      .catch((err) => this.logger.warn(`Could not record country use: ${String(err)}`));
  }
}
