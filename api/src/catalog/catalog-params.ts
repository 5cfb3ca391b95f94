// Checked inputs of the catalog endpoints: turns raw query strings into the typed params CatalogSource takes,
// or answers 400. Unknown query keys are ignored (harmless), known ones must be well-formed.
import { BadRequestException } from '@nestjs/common';
import type { Language, MediaType, SearchType, SortBy, TimeWindow } from '../contract';
import {
  optionalValue,
  parseBoolean,
  parseDate,
  oneOf,
  parseIdList,
  parseIntIn,
  parseNumberIn,
  parsePage,
  parseRegion,
  type Query,
  queryValue,
} from '../http/validation';
import type { DiscoverParams, PageParams, SearchParams } from './catalog-source';

export const MEDIA_TYPES = ['movie', 'tv'] as const;
const SORTS: SortBy[] = [
  'popularity.desc',
  'popularity.asc',
  'vote_average.desc',
  'vote_average.asc',
  'release_date.desc',
  'release_date.asc',
];
/** TMDB's own names for the date sorts, accepted as synonyms. */
const SORT_SYNONYMS: Record<string, SortBy> = {
  'primary_release_date.desc': 'release_date.desc',
  'primary_release_date.asc': 'release_date.asc',
  'first_air_date.desc': 'release_date.desc',
  'first_air_date.asc': 'release_date.asc',
};

export const mediaType = (v: string): MediaType => oneOf(v, MEDIA_TYPES, 'type');
export const trendingType = (v: string): MediaType | 'all' =>
  oneOf(v, ['movie', 'tv', 'all'] as const, 'type');
export const timeWindow = (v: string): TimeWindow => oneOf(v, ['day', 'week'] as const, 'time window');
export const searchType = (v: string): SearchType => oneOf(v, ['multi', 'movie', 'tv'] as const, 'type');

/** The languages of the answers (issue #46): the catalog's countries' languages, English the default. */
export const LANGUAGES: readonly Language[] = ['en', 'de', 'fr', 'es', 'it', 'ko'];

/** `?lang=`: one of LANGUAGES, else 400; undefined when absent (English). */
export function parseLanguage(q: Query): Language | undefined {
  const raw = optionalValue(q, 'lang');
  if (raw === undefined) return undefined;
  if (!(LANGUAGES as readonly string[]).includes(raw))
    throw new BadRequestException(`lang must be one of ${LANGUAGES.join(', ')}`);
  return raw as Language;
}

export function pageParams(q: Query): PageParams {
  const language = parseLanguage(q);
  return language
    ? { page: parsePage(q), region: parseRegion(q), language }
    : { page: parsePage(q), region: parseRegion(q) };
}

export function discoverParams(type: MediaType, q: Query): DiscoverParams {
  const rawSort = optionalValue(q, 'sort_by') ?? 'popularity.desc';
  // Own keys only: sort_by=__proto__ or =constructor must not find Object.prototype's (a 500 before issue 35).
  const synonym = Object.hasOwn(SORT_SYNONYMS, rawSort) ? SORT_SYNONYMS[rawSort] : undefined;
  // A synonym was mapped above, so what oneOf lets through here is one of SORTS.
  const sortBy = synonym ?? (oneOf(rawSort, [...SORTS, ...Object.keys(SORT_SYNONYMS)], 'sort_by') as SortBy);
  const genres = parseIdList(optionalValue(q, 'with_genres'), 'with_genres');
  const providers = parseIdList(optionalValue(q, 'with_watch_providers'), 'with_watch_providers');
  const yearKey = type === 'movie' ? 'primary_release_year' : 'first_air_date_year';
  const dateKey = type === 'movie' ? 'primary_release_date' : 'first_air_date';
  const language = optionalValue(q, 'with_original_language');
  if (language !== undefined && !/^[a-zA-Z]{2}$/.test(language)) {
    throw new BadRequestException('with_original_language must be a two-letter language code');
  }
  const origin = optionalValue(q, 'with_origin_country');
  if (origin !== undefined && !/^[a-zA-Z]{2}$/.test(origin)) {
    throw new BadRequestException('with_origin_country must be a two-letter country code');
  }
  return {
    ...pageParams(q),
    sortBy,
    withGenres: genres?.ids,
    genreMode: genres?.mode,
    withOriginalLanguage: language?.toLowerCase(),
    year: parseIntIn(optionalValue(q, yearKey), yearKey, 1800, 2200),
    voteAverageGte: parseNumberIn(optionalValue(q, 'vote_average.gte'), 'vote_average.gte', 0, 10),
    voteAverageLte: parseNumberIn(optionalValue(q, 'vote_average.lte'), 'vote_average.lte', 0, 10),
    voteCountGte: parseIntIn(optionalValue(q, 'vote_count.gte'), 'vote_count.gte', 0, 100_000_000),
    runtimeGte: parseIntIn(optionalValue(q, 'with_runtime.gte'), 'with_runtime.gte', 0, 10_000),
    runtimeLte: parseIntIn(optionalValue(q, 'with_runtime.lte'), 'with_runtime.lte', 0, 10_000),
    includeAdult: parseBoolean(optionalValue(q, 'include_adult'), 'include_adult') ?? false,
    releaseDateGte: parseDate(optionalValue(q, `${dateKey}.gte`), `${dateKey}.gte`),
    releaseDateLte: parseDate(optionalValue(q, `${dateKey}.lte`), `${dateKey}.lte`),
    withOriginCountry: origin?.toUpperCase(),
    withWatchProviders: providers?.ids,
    watchRegion: parseRegion(q, 'watch_region'),
  };
}

export function searchParams(q: Query): SearchParams {
  const query = (queryValue(q, 'query') ?? '').trim();
  if (query.length > 200) throw new BadRequestException('query must be at most 200 characters');
  return {
    ...pageParams(q),
    query,
    includeAdult: parseBoolean(optionalValue(q, 'include_adult'), 'include_adult') ?? false,
  };
}

/** The autocomplete text (untrimmed: CatalogService trims it), at most 200 characters. */
export function autocompleteQuery(q: Query): string {
  const query = queryValue(q, 'query') ?? '';
  if (query.length > 200) throw new BadRequestException('query must be at most 200 characters');
  return query;
}
