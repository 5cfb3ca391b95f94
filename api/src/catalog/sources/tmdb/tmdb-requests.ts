// Every TMDB request the live source makes, built in one place from checked parameters, so the same call
// always gets the same stored-response key (the scheduled refresh relies on that) and tests can check each
// path and query parameter against TMDB's OpenAPI description.
import type { Language, MediaType, SearchType, SortBy, TimeWindow } from '../../../contract';
import {
  type DiscoverParams,
  type ListName,
  MIN_VOTES_FOR_RATING_SORT,
  type PageParams,
  type SearchParams,
} from '../../catalog-source';
import type { TmdbQuery } from './tmdb-http-client';
import type { StoreKind } from './tmdb-store';

export interface TmdbRequest {
  kind: StoreKind;
  path: string;
  query: TmdbQuery;
}

/**
 * TMDB's language tag of an answer's language (issue #46): names and overviews in English unless asked (TMDB
 * otherwise answers in its default, which varies); each language with the country the catalog has offers for.
 */
export const TMDB_LANGUAGE: Record<Language, string> = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
  ko: 'ko-KR',
};
const tag = (language: Language | undefined): string => TMDB_LANGUAGE[language ?? 'en'];

/** Details with everything a title page needs: one TMDB request per title. */
export const APPEND = 'credits,watch/providers,similar';

export function details(type: MediaType, id: number, language?: Language): TmdbRequest {
  return {
    kind: 'details',
    path: `/${type}/${id}`,
    query: { append_to_response: APPEND, language: tag(language) },
  };
}

/**
 * TMDB's OpenAPI description lists only `language` for trending; the live API pages it like every list.
 * Page 1 is asked without `page` so the common call matches the description exactly.
 */
export function trending(type: MediaType | 'all', window: TimeWindow, p: PageParams): TmdbRequest {
  return {
    kind: 'list',
    path: `/trending/${type}/${window}`,
    query: { language: tag(p.language), page: p.page > 1 ? p.page : undefined },
  };
}

/** popular / top_rated; TMDB's TV lists take no region. */
export function list(type: MediaType, name: ListName, p: PageParams): TmdbRequest {
  return {
    kind: 'list',
    path: `/${type}/${name}`,
    query: { language: tag(p.language), page: p.page, region: type === 'movie' ? p.region : undefined },
  };
}

export function movieList(name: 'now_playing' | 'upcoming', p: PageParams): TmdbRequest {
  return {
    kind: 'list',
    path: `/movie/${name}`,
    query: { language: tag(p.language), page: p.page, region: p.region },
  };
}

function sortFor(type: MediaType, sort: SortBy): string {
  if (sort.startsWith('release_date.')) {
    return (type === 'movie' ? 'primary_release_date.' : 'first_air_date.') + sort.split('.')[1];
  }
  return sort;
}

export function discover(type: MediaType, p: DiscoverParams): TmdbRequest {
  const movie = type === 'movie';
  const query: TmdbQuery = {
    language: tag(p.language),
    page: p.page,
    sort_by: sortFor(type, p.sortBy),
    include_adult: p.includeAdult,
    with_genres: p.withGenres?.length ? p.withGenres.join(p.genreMode === 'any' ? '|' : ',') : undefined,
    // Like the embedded catalog: rating sorts rank only titles with enough votes unless the caller says.
    'vote_count.gte':
      p.voteCountGte ?? (p.sortBy.startsWith('vote_average.') ? MIN_VOTES_FOR_RATING_SORT : undefined),
    with_original_language: p.withOriginalLanguage,
    'vote_average.gte': p.voteAverageGte,
    'vote_average.lte': p.voteAverageLte,
    'with_runtime.gte': p.runtimeGte,
    'with_runtime.lte': p.runtimeLte,
    with_origin_country: p.withOriginCountry,
    with_watch_providers: p.withWatchProviders?.length ? p.withWatchProviders.join('|') : undefined,
    watch_region: p.withWatchProviders?.length ? (p.watchRegion ?? p.region) : p.watchRegion,
  };
  if (movie) {
    query.region = p.region;
    query.primary_release_year = p.year;
    query['primary_release_date.gte'] = p.releaseDateGte;
    query['primary_release_date.lte'] = p.releaseDateLte;
  } else {
    query.first_air_date_year = p.year;
    query['first_air_date.gte'] = p.releaseDateGte;
    query['first_air_date.lte'] = p.releaseDateLte;
  }
  return { kind: 'list', path: `/discover/${type}`, query };
}

/** search/multi and search/tv take no region; search/movie does. */
export function search(type: SearchType, p: SearchParams): TmdbRequest {
  return {
    kind: 'search',
    path: `/search/${type}`,
    query: {
      query: p.query.trim(),
      include_adult: p.includeAdult,
      language: tag(p.language),
      page: p.page,
      region: type === 'movie' ? p.region : undefined,
    },
  };
}

export function genres(type: MediaType, language?: Language): TmdbRequest {
  return { kind: 'reference', path: `/genre/${type}/list`, query: { language: tag(language) } };
}

export function regions(): TmdbRequest {
  return { kind: 'reference', path: '/watch/providers/regions', query: { language: tag(undefined) } };
}

export function providers(type: MediaType, region: string): TmdbRequest {
  return {
    kind: 'reference',
    path: `/watch/providers/${type}`,
    query: { language: tag(undefined), watch_region: region },
  };
}
