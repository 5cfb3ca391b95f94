// Response shapes of the catalog calls (docs/spec.md §7), in TMDB v3 shapes.
// Plain TypeScript, shared with the client through `import type`: no framework imports here.

export type MediaType = 'movie' | 'tv';
/**
 * A language of the answers (issue #46): `?lang=` on details, lists, search, autocomplete and genres. English is
 * the default; in live TMDB mode the others ask TMDB for that language (`language=de-DE`).
 */
export type Language = 'en' | 'de' | 'fr' | 'es' | 'it' | 'ko';
export type SearchType = 'multi' | MediaType;
export type TimeWindow = 'day' | 'week';

export interface Genre {
  id: number;
  name: string;
  /** The language `name` is in, on answers asked in another language than English, when it is not that one. */
  name_language?: Language;
}

export interface GenreList {
  genres: Genre[];
}

export interface Country {
  iso_3166_1: string;
  english_name: string;
  native_name?: string;
}

export interface Provider {
  provider_id: number;
  provider_name: string;
  logo_path: string | null;
  display_priority?: number;
}

/** GET /api/providers/{movie|tv}?region: the country's main providers. */
export interface ProviderList {
  results: Provider[];
}

/** One country's offers for a title. Groups are absent when empty. */
export interface RegionProviders {
  link?: string;
  flatrate?: Provider[];
  ads?: Provider[];
  rent?: Provider[];
  buy?: Provider[];
  free?: Provider[];
}

export interface WatchProviders {
  /** Keyed by ISO 3166-1 country code. With `region`, only that country (or nothing). */
  results: Record<string, RegionProviders>;
  /** Countries (codes) where the title has at least one offer; lets the UI say "available in ..." */
  available_in?: string[];
}

export interface CastMember {
  id: number;
  name: string;
  character?: string | null;
  profile_path?: string | null;
  order?: number;
}

export interface CrewMember {
  id: number;
  name: string;
  job: string;
  department: string;
  profile_path?: string | null;
}

export interface Credits {
  cast: CastMember[];
  crew: CrewMember[];
}

export interface SpokenLanguage {
  iso_639_1?: string;
  english_name: string;
  name?: string;
}

export interface ProductionCountry {
  iso_3166_1: string;
  name?: string;
}

/** List item of a movie (trending, discover, popular, search, similar...). */
export interface MovieSummary {
  id: number;
  media_type?: 'movie';
  title: string;
  original_title?: string;
  original_language?: string | null;
  overview?: string | null;
  poster_path: string | null;
  backdrop_path?: string | null;
  release_date: string | null;
  vote_average: number;
  vote_count?: number;
  popularity?: number;
  genre_ids?: number[];
  adult?: boolean;
  /** Our own unique url slug (docs/spec.md §5), e.g. "fight-club". */
  slug?: string;
  /**
   * The language `overview` is written in, on live TMDB answers asked in another language than English
   * (`?lang=`): that language, or "en" where TMDB has no translation and the English text stands in (a page puts
   * lang="en" on it). The embedded catalog's texts are English (original titles aside) and carry no mark.
   */
  overview_language?: Language;
}

export interface TvSummary {
  id: number;
  media_type?: 'tv';
  name: string;
  original_name?: string;
  original_language?: string | null;
  overview?: string | null;
  poster_path: string | null;
  backdrop_path?: string | null;
  first_air_date: string | null;
  /** Year of the first air date; many embedded shows know only the year (first_air_date is then null). */
  first_air_year?: number | null;
  vote_average: number;
  vote_count?: number;
  popularity?: number;
  genre_ids?: number[];
  origin_country?: string[];
  adult?: boolean;
  slug?: string;
  /**
   * The language `overview` is written in, on live TMDB answers asked in another language than English
   * (`?lang=`): that language, or "en" where TMDB has no translation and the English text stands in (a page puts
   * lang="en" on it). The embedded catalog's texts are English (original titles aside) and carry no mark.
   */
  overview_language?: Language;
}

export interface PersonSummary {
  id: number;
  media_type: 'person';
  name: string;
  profile_path: string | null;
  known_for_department?: string | null;
  popularity?: number;
  adult?: boolean;
  known_for?: Array<MovieSummary | TvSummary>;
}

export type TitleSummary = MovieSummary | TvSummary;
export type MultiResult = MovieSummary | TvSummary | PersonSummary;

export interface Paged<T> {
  page: number;
  results: T[];
  total_pages: number;
  total_results: number;
}

/** docs/spec.md §4: "Did you mean ...": a query that finds something, offered when the one asked finds nothing. */
export interface DidYouMean {
  query: string;
}

/** docs/spec.md §4: the answer of /api/search/{multi,movie,tv}; `suggestion` only on an empty answer. */
export interface SearchPage extends Paged<MultiResult> {
  suggestion?: DidYouMean;
}

export interface DateRange {
  minimum: string;
  maximum: string;
}

/** movie/now_playing and movie/upcoming add the window they cover, as TMDB does. */
export interface DatedPage<T> extends Paged<T> {
  dates: DateRange;
}

export interface MovieDetails {
  id: number;
  title: string;
  original_title?: string;
  original_language: string | null;
  overview: string | null;
  release_date: string | null;
  poster_path: string | null;
  backdrop_path: string | null;
  vote_average: number;
  vote_count: number;
  popularity?: number;
  runtime: number | null;
  genres: Genre[];
  imdb_id?: string | null;
  spoken_languages: SpokenLanguage[];
  production_countries: ProductionCountry[];
  origin_country?: string[];
  adult?: boolean;
  credits: Credits;
  'watch/providers': WatchProviders;
  slug: string;
  /**
   * The language `overview` is written in, on live TMDB answers asked in another language than English
   * (`?lang=`): that language, or "en" where TMDB has no translation and the English text stands in (a page puts
   * lang="en" on it). The embedded catalog's texts are English (original titles aside) and carry no mark.
   */
  overview_language?: Language;
}

export interface CreatedBy {
  id: number;
  name: string;
  profile_path?: string | null;
}

export interface Network {
  id: number;
  name: string;
  logo_path?: string | null;
  origin_country?: string;
}

export interface TvDetails {
  id: number;
  name: string;
  original_name?: string;
  original_language: string | null;
  overview: string | null;
  first_air_date: string | null;
  first_air_year?: number | null;
  poster_path: string | null;
  backdrop_path: string | null;
  vote_average: number;
  vote_count: number;
  popularity?: number;
  number_of_seasons: number | null;
  number_of_episodes: number | null;
  episode_run_time?: number[];
  status?: string | null;
  genres: Genre[];
  origin_country: string[];
  spoken_languages: SpokenLanguage[];
  created_by: CreatedBy[];
  networks?: Network[];
  adult?: boolean;
  credits: Credits;
  'watch/providers': WatchProviders;
  slug: string;
  /**
   * The language `overview` is written in, on live TMDB answers asked in another language than English
   * (`?lang=`): that language, or "en" where TMDB has no translation and the English text stands in (a page puts
   * lang="en" on it). The embedded catalog's texts are English (original titles aside) and carry no mark.
   */
  overview_language?: Language;
}

export type TitleDetails = MovieDetails | TvDetails;

/** docs/spec.md §3: autocomplete suggestion. `url` is the title slug. */
export interface Suggestion {
  id: number;
  title: string;
  type: MediaType;
  year: string | null;
  poster_path: string | null;
  url: string;
  /**
   * The title in its original language (issue #46: 올드보이 for Oldboy), only when it differs from `title`, so a
   * page in that language can show it with the English title beside it.
   */
  original_title?: string;
  /** ISO 639-1 code of the original title's language ("ko"), when known; only with `original_title`. */
  original_language?: string;
}

export interface SuggestionList {
  suggestions: Suggestion[];
}

/** GET /api/movies/unique-url and /api/tv/unique-url */
export interface UniqueUrl {
  url: string;
}

/** GET /api/movies/unique-url?title=..&lookup_by_number=true */
export interface NumberedLookup {
  success: boolean;
  movie_id?: number;
}

/**
 * GET /api/slug/{movie|tv}/{slug}: resolves a title slug (plain, numbered duplicate, id-prefixed or alias).
 * `slug` is the canonical slug; `redirect` is true when the asked slug was an alias or not canonical.
 */
export interface SlugLookup {
  id: number;
  type: MediaType;
  slug: string;
  redirect: boolean;
}

export interface GeoResult {
  country_code: string;
}

export interface Health {
  status: 'ok';
  source: 'embedded' | 'tmdb';
  database: 'sqlite' | 'postgres';
  titles: { movie: number; tv: number };
  reference_date: string;
}

/** Error body of every 4xx/5xx answered by the API. */
export interface ApiError {
  statusCode: number;
  message: string | string[];
  error: string;
}

/** GET /api/affiliates: provider_id -> query string appended to that provider's link (docs/decisions.md #15). */
export interface AffiliateParamsResponse {
  params: Record<string, string>;
}
