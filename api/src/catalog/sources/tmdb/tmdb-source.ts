// Live TMDB catalog (docs/decisions.md #2): the same contracts as the embedded catalog, from TMDB v3. This class
// only wires its parts and answers the CatalogSource calls: reads go through TmdbReader (rate-limited client,
// database store that reuses answers for hours and serves the stored copy when TMDB fails), pages are mapped by
// TmdbPages with slugs from the live slug table, slugs are resolved by TmdbSlugResolver, and TmdbRefresher
// refetches the home lists on a schedule. Chosen by catalog.module.ts when TMDB_API_KEY or TMDB_READ_TOKEN is set.
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  Optional,
} from '@nestjs/common';
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
import { RedisService } from '../../../redis/redis.service';
import {
  CatalogSource,
  type DiscoverParams,
  type ListName,
  type PageParams,
  type SearchParams,
  type SitemapEntry,
  type UniqueUrlParams,
} from '../../catalog-source';
import * as M from '../../mapping';
import type { MatchCandidate } from '../../../contract/title-match';
import { findByImdbId } from './tmdb-find';
import { sortCountries } from '../../rules/countries';
import { type Clock, systemClock } from './clock';
import { localizedGenres } from './tmdb-language';
import { TmdbLists } from './tmdb-lists';
import { EMPTY_PAGE } from './tmdb-pages';
import { type TmdbParts, tmdbParts } from './tmdb-parts';
import { TmdbSuggestions } from './tmdb-suggestions';
import type { TmdbRefresher } from './tmdb-refresher';
import * as R from './tmdb-requests';
import type { TmdbStore } from './tmdb-store';
import type { TmdbCountry, TmdbGenre, TmdbMultiItem, TmdbPage, TmdbProvider } from './tmdb-types';

const SITEMAP_LIMIT = 50_000;

@Injectable()
export class TmdbSource extends CatalogSource implements OnApplicationBootstrap, OnModuleDestroy {
  readonly kind = 'tmdb' as const;
  private readonly logger = new Logger('TmdbSource');
  private clock: Clock = systemClock;
  private readonly parts: TmdbParts;
  private readonly suggestions: TmdbSuggestions;
  private readonly lists: TmdbLists;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    dataSource: DataSource,
    @Optional() redis?: RedisService,
  ) {
    super();
    this.parts = tmdbParts(config, dataSource, () => this.clock, this.logger, redis);
    this.suggestions = new TmdbSuggestions(this.parts.slugs);
    this.lists = new TmdbLists(this.parts.reader, this.parts.pages);
  }

  /** The stored TMDB answers (tests purge it). */
  get store(): TmdbStore {
    return this.parts.store;
  }

  /** The scheduled refresh (tests wait for it or run it). */
  get refresher(): TmdbRefresher {
    return this.parts.refresher;
  }

  /** Tests replace the clock of the store (fetch times, TTLs, purge). */
  useClock(clock: Clock): void {
    this.clock = clock;
  }

  /** The store's clock also expires the HTTP answer cache, so TTLs behave alike at both levels. */
  override now(): number {
    return this.clock.now();
  }

  /** The provider exists in both modes; it only works (and schedules anything) when a key or token is set. */
  get enabled(): boolean {
    return Boolean(this.config.tmdb.apiKey || this.config.tmdb.readToken);
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

  trending(type: MediaType | 'all', window: TimeWindow, p: PageParams): Promise<Paged<MultiResult>> {
    this.noteRegion(p.region);
    return this.lists.trending(type, window, p);
  }

  discover(type: MediaType, p: DiscoverParams): Promise<Paged<TitleSummary>> {
    this.noteRegion(p.region ?? p.watchRegion);
    return this.lists.titlesIn(type, p, (q) => R.discover(type, q));
  }

  list(type: MediaType, list: ListName, p: PageParams): Promise<Paged<TitleSummary>> {
    this.noteRegion(p.region);
    return this.lists.titlesIn(type, p, (q) => R.list(type, list, q));
  }

  nowPlaying(p: PageParams): Promise<DatedPage<MovieSummary>> {
    this.noteRegion(p.region);
    return this.lists.dated('now_playing', p, this.referenceDate());
  }

  upcoming(p: PageParams): Promise<DatedPage<MovieSummary>> {
    this.noteRegion(p.region);
    return this.lists.dated('upcoming', p, this.referenceDate());
  }

  async search(type: SearchType, p: SearchParams): Promise<SearchPage> {
    if (!p.query.trim()) return { ...EMPTY_PAGE, page: p.page };
    this.noteRegion(p.region);
    return this.lists.search(type, p, this.suggestions);
  }

  /** The movie or show an IMDb id names (tmdb-find.ts), or null. */
  findByImdbId = (imdbId: string): Promise<MatchCandidate | null> => findByImdbId(this.parts.reader, imdbId);

  // ---- titles ------------------------------------------------------------------------------------------

  movie(id: number, region?: string, language?: Language): Promise<MovieDetails | null> {
    this.noteRegion(region);
    return this.parts.titles.movie(id, region, language);
  }

  tv(id: number, region?: string, language?: Language): Promise<TvDetails | null> {
    this.noteRegion(region);
    return this.parts.titles.tv(id, region, language);
  }

  similar(
    type: MediaType,
    id: number,
    region?: string,
    language?: Language,
  ): Promise<Paged<TitleSummary> | null> {
    this.noteRegion(region);
    return this.parts.titles.similar(type, id, language);
  }

  exists(type: MediaType, id: number): Promise<boolean> {
    return this.parts.titles.exists(type, id);
  }

  // ---- reference lists ---------------------------------------------------------------------------------

  async countries(): Promise<Country[]> {
    const data = await this.parts.reader.fetch<{ results?: TmdbCountry[] }>(R.regions());
    return sortCountries((data?.results ?? []).map(M.mapCountry));
  }

  async genres(type: MediaType, language?: Language): Promise<Genre[]> {
    const data = await this.parts.reader.fetch<{ genres?: TmdbGenre[] }>(R.genres(type, language));
    return language && language !== 'en' ? localizedGenres(data?.genres) : M.mapGenres(data?.genres);
  }

  async providers(type: MediaType, region: string): Promise<Provider[]> {
    this.noteRegion(region);
    const data = await this.parts.reader.fetch<{ results?: TmdbProvider[] }>(R.providers(type, region));
    return M.mapRegionProviders(data?.results ?? [], region);
  }

  // ---- slugs -------------------------------------------------------------------------------------------

  async autocomplete(query: string, limit: number, language?: Language): Promise<Suggestion[]> {
    if (!query.trim()) return [];
    const ask = (language?: Language) =>
      this.parts.reader.fetch<TmdbPage<TmdbMultiItem>>(
        R.search('multi', { query, page: 1, includeAdult: false, language }),
      );
    return this.parts.pages.suggestionsIn(ask, limit, language);
  }

  uniqueUrl(type: MediaType, p: UniqueUrlParams): Promise<string> {
    return this.parts.resolver.uniqueUrl(type, p);
  }

  lookupByNumber(slugOrTitle: string): Promise<NumberedLookup> {
    return this.parts.resolver.lookupByNumber(slugOrTitle);
  }

  resolveSlug(type: MediaType, slug: string): Promise<SlugLookup | null> {
    return this.parts.resolver.resolveSlug(type, slug);
  }

  async sitemapEntries(): Promise<SitemapEntry[]> {
    return this.parts.slugs.entries(SITEMAP_LIMIT);
  }

  async counts(): Promise<{ movie: number; tv: number }> {
    return { movie: await this.parts.slugs.count('movie'), tv: await this.parts.slugs.count('tv') };
  }

  // ---- helpers -----------------------------------------------------------------------------------------

  private noteRegion(region: string | undefined): void {
    this.parts.regionUse
      .touch(region)
      .catch((err) => this.logger.warn(`Could not record country use: ${String(err)}`));
  }
}
