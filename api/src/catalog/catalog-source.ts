// CatalogSource: where titles come from. An abstract class so it doubles as the Nest DI token; the
// implementation (embedded catalog in the database, or live TMDB with a 12-hour store) is chosen by config in
// catalog.module.ts. Services and controllers depend only on this class and on the contract types.
// Input is validated before it reaches a source (catalog-params.ts): sources receive typed, checked values.
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
  SearchPage,
  Provider,
  SearchType,
  SlugLookup,
  SortBy,
  Suggestion,
  TimeWindow,
  TitleSummary,
  TvDetails,
} from '../contract';

export interface PageParams {
  page: number;
  /** ISO 3166-1 alpha-2, upper case; undefined means no region filter. */
  region?: string;
  /** The answer's language (`?lang=`, issue #46); undefined means English. */
  language?: Language;
}

/** Checked discover filters. Dates are YYYY-MM-DD; genre and provider lists are AND-ed (TMDB comma). */
export interface DiscoverParams extends PageParams {
  sortBy: SortBy;
  withGenres?: number[];
  /** 'all' (TMDB comma, the default) or 'any' (TMDB pipe) of withGenres. */
  genreMode?: 'all' | 'any';
  /** Minimum vote count. Unset: vote_average sorts apply MIN_VOTES_FOR_RATING_SORT (TMDB-like top lists). */
  voteCountGte?: number;
  withOriginalLanguage?: string;
  year?: number;
  voteAverageGte?: number;
  voteAverageLte?: number;
  runtimeGte?: number;
  runtimeLte?: number;
  includeAdult: boolean;
  releaseDateGte?: string;
  releaseDateLte?: string;
  withOriginCountry?: string;
  /** Provider ids OR-ed (TMDB pipe) or AND-ed is irrelevant for one id; we treat lists as OR like TMDB's '|'. */
  withWatchProviders?: number[];
  watchRegion?: string;
}

export interface SearchParams extends PageParams {
  query: string;
  includeAdult: boolean;
}

export interface UniqueUrlParams {
  id?: number;
  title: string;
  date?: string;
}

export interface SitemapEntry {
  type: MediaType;
  slug: string;
  lastmod?: string;
}

export type ListName = 'popular' | 'top_rated';

/**
 * vote_average sorts (and the tail of top_rated after its curated ids) only rank titles with at least this many
 * votes unless the caller passes vote_count.gte: otherwise a title with one 10/10 vote tops every list.
 */
export const MIN_VOTES_FOR_RATING_SORT = 200;

export abstract class CatalogSource {
  abstract readonly kind: 'embedded' | 'tmdb';

  /** Clock of the data's freshness (live TMDB tests move it); the HTTP answer cache expires entries by it. */
  now(): number {
    return Date.now();
  }

  /** Bumped whenever the data behind earlier answers changes (a re-import): cached answers of older ones go. */
  generation(): number {
    return 0;
  }

  /**
   * The version of the data, as every instance names it (the rendered pages shared through Redis are keyed by
   * it, http/shared-pages.ts): live TMDB data has one (its age travels with each page); the embedded catalog's is
   * its bundle's checksum.
   */
  dataVersion(): string {
    return 'tmdb';
  }

  /** YYYY-MM-DD used for "today" (docs/decisions.md #3). */
  abstract referenceDate(): string;

  abstract trending(type: MediaType | 'all', window: TimeWindow, p: PageParams): Promise<Paged<MultiResult>>;
  abstract discover(type: MediaType, p: DiscoverParams): Promise<Paged<TitleSummary>>;
  abstract list(type: MediaType, list: ListName, p: PageParams): Promise<Paged<TitleSummary>>;
  abstract nowPlaying(p: PageParams): Promise<DatedPage<MovieSummary>>;
  abstract upcoming(p: PageParams): Promise<DatedPage<MovieSummary>>;
  abstract search(type: SearchType, p: SearchParams): Promise<SearchPage>;

  /** null when the title does not exist. With region, watch/providers.results holds only that country. */
  abstract movie(id: number, region?: string, language?: Language): Promise<MovieDetails | null>;
  abstract tv(id: number, region?: string, language?: Language): Promise<TvDetails | null>;
  /** At most 20, by shared genres then popularity; null when the title does not exist. */
  abstract similar(
    type: MediaType,
    id: number,
    region?: string,
    language?: Language,
  ): Promise<Paged<TitleSummary> | null>;

  /** Ordered US, GB, CA, AU, IN, JP, KR, FR, DE, then alphabetical by english_name. */
  abstract countries(): Promise<Country[]>;
  abstract genres(type: MediaType, language?: Language): Promise<Genre[]>;
  /** Main providers of a country (for the discover "On my services" chips), by display priority. */
  abstract providers(type: MediaType, region: string): Promise<Provider[]>;

  abstract autocomplete(query: string, limit: number, language?: Language): Promise<Suggestion[]>;
  /** The unique slug of a title (docs/spec.md §5 rules). */
  abstract uniqueUrl(type: MediaType, p: UniqueUrlParams): Promise<string>;
  /** "title-2" style lookups: success + movie_id of the numbered duplicate. */
  abstract lookupByNumber(slugOrTitle: string): Promise<NumberedLookup>;
  /** Plain, numbered, id-prefixed ("550-fight-club") or alias slug; null when unknown. */
  abstract resolveSlug(type: MediaType, slug: string): Promise<SlugLookup | null>;

  /** Cheap existence check (ratings validate content_id with it). */
  abstract exists(type: MediaType, id: number): Promise<boolean>;

  abstract sitemapEntries(): Promise<SitemapEntry[]>;
  abstract counts(): Promise<{ movie: number; tv: number }>;
}
