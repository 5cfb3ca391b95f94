// Raw TMDB v3 response shapes, as far as we read them (tests/fixtures/tmdb/examples are real samples).
// Only the mapping (api/src/catalog/mapping) looks at these; everything else sees the contract types.

export interface TmdbPage<T> {
  page: number;
  results: T[];
  total_pages: number;
  total_results: number;
}

export interface TmdbDatedPage<T> extends TmdbPage<T> {
  dates?: { minimum: string; maximum: string };
}

interface TmdbListItemBase {
  id: number;
  adult?: boolean;
  overview?: string | null;
  poster_path?: string | null;
  backdrop_path?: string | null;
  original_language?: string | null;
  genre_ids?: number[];
  popularity?: number;
  vote_average?: number;
  vote_count?: number;
}

export interface TmdbMovieItem extends TmdbListItemBase {
  media_type?: 'movie';
  title: string;
  original_title?: string;
  release_date?: string | null;
  video?: boolean;
}

export interface TmdbTvItem extends TmdbListItemBase {
  media_type?: 'tv';
  name: string;
  original_name?: string;
  first_air_date?: string | null;
  origin_country?: string[];
}

export interface TmdbPersonItem {
  id: number;
  media_type: 'person';
  name: string;
  adult?: boolean;
  profile_path?: string | null;
  known_for_department?: string | null;
  popularity?: number;
  known_for?: Array<TmdbMovieItem | TmdbTvItem>;
}

export type TmdbMultiItem = TmdbMovieItem | TmdbTvItem | TmdbPersonItem;

export interface TmdbGenre {
  id: number;
  name: string;
}

export interface TmdbCast {
  id: number;
  name: string;
  character?: string | null;
  profile_path?: string | null;
  order?: number;
}

export interface TmdbCrew {
  id: number;
  name: string;
  job: string;
  department: string;
  profile_path?: string | null;
}

export interface TmdbCredits {
  cast?: TmdbCast[];
  crew?: TmdbCrew[];
}

export interface TmdbProviderOffer {
  provider_id: number;
  provider_name: string;
  logo_path: string | null;
  display_priority?: number;
}

export interface TmdbRegionOffers {
  link?: string;
  flatrate?: TmdbProviderOffer[];
  ads?: TmdbProviderOffer[];
  rent?: TmdbProviderOffer[];
  buy?: TmdbProviderOffer[];
  free?: TmdbProviderOffer[];
}

export interface TmdbWatchProviders {
  id?: number;
  results?: Record<string, TmdbRegionOffers>;
}

/** Fields shared by movie and TV details, plus what append_to_response adds. */
interface TmdbDetailsBase {
  id: number;
  adult?: boolean;
  overview?: string | null;
  poster_path?: string | null;
  backdrop_path?: string | null;
  original_language?: string | null;
  popularity?: number;
  vote_average?: number;
  vote_count?: number;
  genres?: TmdbGenre[];
  spoken_languages?: Array<{ iso_639_1?: string; english_name?: string; name?: string }>;
  origin_country?: string[];
  credits?: TmdbCredits;
  'watch/providers'?: TmdbWatchProviders;
}

export interface TmdbMovieDetails extends TmdbDetailsBase {
  title: string;
  original_title?: string;
  release_date?: string | null;
  runtime?: number | null;
  imdb_id?: string | null;
  production_countries?: Array<{ iso_3166_1: string; name?: string }>;
  similar?: TmdbPage<TmdbMovieItem>;
}

export interface TmdbTvDetails extends TmdbDetailsBase {
  name: string;
  original_name?: string;
  first_air_date?: string | null;
  number_of_seasons?: number | null;
  number_of_episodes?: number | null;
  episode_run_time?: number[];
  status?: string | null;
  created_by?: Array<{ id: number; name: string; profile_path?: string | null }>;
  networks?: Array<{ id: number; name: string; logo_path?: string | null; origin_country?: string }>;
  similar?: TmdbPage<TmdbTvItem>;
}

export interface TmdbCountry {
  iso_3166_1: string;
  english_name: string;
  native_name?: string;
}

export interface TmdbProvider {
  provider_id: number;
  provider_name: string;
  logo_path: string | null;
  display_priority?: number;
  display_priorities?: Record<string, number>;
}
