// Raw TMDB list items -> contract summaries (api/src/contract/catalog.ts): the one TMDB-to-contract mapping,
// with tmdb-details.ts, fields.ts and offers.ts. Slugs are not TMDB's: the caller registers titles in its slug
// table first and passes a lookup.
import type {
  Country,
  MediaType,
  MovieSummary,
  MultiResult,
  Paged,
  PersonSummary,
  Provider,
  Suggestion,
  TvSummary,
} from '../../contract';
import { rankProviders } from '../rules/providers';
import type {
  TmdbCountry,
  TmdbMovieDetails,
  TmdbMovieItem,
  TmdbMultiItem,
  TmdbPage,
  TmdbPersonItem,
  TmdbProvider,
  TmdbTvDetails,
  TmdbTvItem,
} from '../sources/tmdb/tmdb-types';
import { dateOrNull, num0, yearOf } from './fields';
import { withOriginal } from './original-title';

export type SlugOf = (type: MediaType, id: number) => string | undefined;

/** TMDB refuses pages above 500, so we never announce more. */
export const MAX_PAGES = 500;
const SIMILAR_LIMIT = 20;

export function isMovieItem(item: TmdbMultiItem): item is TmdbMovieItem {
  return item.media_type === 'movie' || (item.media_type === undefined && 'title' in item);
}

export function isTvItem(item: TmdbMultiItem): item is TmdbTvItem {
  return item.media_type === 'tv' || (item.media_type === undefined && 'name' in item && !('title' in item));
}

export function titleOf(item: TmdbMovieItem | TmdbTvItem | TmdbMovieDetails | TmdbTvDetails): string {
  return 'title' in item ? item.title : item.name;
}

export function mapMovieItem(m: TmdbMovieItem, slugOf: SlugOf): MovieSummary {
  return {
    id: m.id,
    media_type: 'movie',
    title: m.title ?? '',
    original_title: m.original_title,
    original_language: m.original_language ?? null,
    overview: m.overview ?? null,
    poster_path: m.poster_path ?? null,
    backdrop_path: m.backdrop_path ?? null,
    release_date: dateOrNull(m.release_date),
    vote_average: num0(m.vote_average),
    vote_count: num0(m.vote_count),
    popularity: num0(m.popularity),
    genre_ids: m.genre_ids ?? [],
    adult: m.adult ?? false,
    slug: slugOf('movie', m.id),
  };
}

export function mapTvItem(t: TmdbTvItem, slugOf: SlugOf): TvSummary {
  return {
    id: t.id,
    media_type: 'tv',
    name: t.name ?? '',
    original_name: t.original_name,
    original_language: t.original_language ?? null,
    overview: t.overview ?? null,
    poster_path: t.poster_path ?? null,
    backdrop_path: t.backdrop_path ?? null,
    first_air_date: dateOrNull(t.first_air_date),
    first_air_year: yearOf(t.first_air_date),
    vote_average: num0(t.vote_average),
    vote_count: num0(t.vote_count),
    popularity: num0(t.popularity),
    genre_ids: t.genre_ids ?? [],
    origin_country: t.origin_country ?? [],
    adult: t.adult ?? false,
    slug: slugOf('tv', t.id),
  };
}

export function mapPerson(p: TmdbPersonItem, slugOf: SlugOf): PersonSummary {
  return {
    id: p.id,
    media_type: 'person',
    name: p.name ?? '',
    adult: p.adult ?? false,
    profile_path: p.profile_path ?? null,
    known_for_department: p.known_for_department ?? null,
    popularity: num0(p.popularity),
    known_for: (p.known_for ?? []).map((k) =>
      isMovieItem(k) ? mapMovieItem(k, slugOf) : mapTvItem(k, slugOf),
    ),
  };
}

/** A multi item of unknown kind (trending/all, search/multi); `fallback` is the type of a typed list. */
export function mapMultiItem(item: TmdbMultiItem, slugOf: SlugOf, fallback?: MediaType): MultiResult {
  if (item.media_type === 'person') return mapPerson(item, slugOf);
  if (fallback === 'movie' || isMovieItem(item)) return mapMovieItem(item as TmdbMovieItem, slugOf);
  return mapTvItem(item as TmdbTvItem, slugOf);
}

export function mapPage<R, T>(page: TmdbPage<R>, map: (r: R) => T): Paged<T> {
  return {
    page: page.page ?? 1,
    results: (page.results ?? []).map(map),
    total_pages: Math.min(page.total_pages ?? 0, MAX_PAGES),
    total_results: page.total_results ?? 0,
  };
}

/** The similar titles appended to a details answer, at most 20. */
export function mapSimilar(
  type: MediaType,
  details: TmdbMovieDetails | TmdbTvDetails,
  slugOf: SlugOf,
): Paged<MovieSummary | TvSummary> {
  const page = details.similar ?? { page: 1, results: [], total_pages: 0, total_results: 0 };
  const results = (page.results as Array<TmdbMovieItem | TmdbTvItem>)
    .slice(0, SIMILAR_LIMIT)
    .map((r) =>
      type === 'movie' ? mapMovieItem(r as TmdbMovieItem, slugOf) : mapTvItem(r as TmdbTvItem, slugOf),
    );
  return { page: 1, results, total_pages: results.length > 0 ? 1 : 0, total_results: results.length };
}

export function mapSuggestion(item: TmdbMovieItem | TmdbTvItem, type: MediaType, slug: string): Suggestion {
  const date = 'title' in item ? item.release_date : item.first_air_date;
  return withOriginal(
    {
      id: item.id,
      title: titleOf(item),
      type,
      year: date && /^\d{4}/.test(date) ? date.slice(0, 4) : null,
      poster_path: item.poster_path ?? null,
      url: slug,
    },
    'title' in item ? item.original_title : item.original_name,
    item.original_language,
  );
}

export function mapCountry(c: TmdbCountry): Country {
  return { iso_3166_1: c.iso_3166_1, english_name: c.english_name, native_name: c.native_name };
}

/** Providers offered in one country, ranked by the rule of rules/providers.ts. */
export function mapRegionProviders(list: TmdbProvider[], region: string): Provider[] {
  const offered = list
    .filter((p) => p.display_priorities?.[region] !== undefined)
    .map((p) => ({
      provider_id: p.provider_id,
      provider_name: p.provider_name,
      logo_path: p.logo_path ?? null,
      display_priority: p.display_priorities![region],
    }));
  return rankProviders(offered);
}
