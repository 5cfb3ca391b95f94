// The advanced search filters live in the address (docs/spec.md §3-§5): pure parse/serialize of the known keys,
// the Apply rules, the type switch and the panel's constants. parse(serialize(x)) equals x for any parsed x.
import type { MediaType, SortBy } from '../../../api/src/contract';

export const DEFAULT_SORT: SortBy = 'popularity.desc';

export const SORT_OPTIONS: ReadonlyArray<{ value: SortBy; label: string }> = [
  { value: 'popularity.desc', label: 'Popularity High to Low' },
  { value: 'popularity.asc', label: 'Popularity Low to High' },
  { value: 'vote_average.desc', label: 'Rating High to Low' },
  { value: 'vote_average.asc', label: 'Rating Low to High' },
  { value: 'release_date.desc', label: 'Release Date Newest' },
  { value: 'release_date.asc', label: 'Release Date Oldest' },
];

/** TMDB's 0-10 in the address (any half point); the slider moves by half a star, 1 on this scale. */
export const RATING = { min: 0, max: 10, step: 0.5, sliderStep: 1 } as const;
export const RUNTIME = { min: 0, max: 300, step: 5 } as const;
export const YEAR_COUNT = 80;
export const PAGE_SIZE = 20;

export interface DiscoverFilters {
  sortBy: SortBy;
  genres?: number[];
  primaryReleaseYear?: number;
  firstAirDateYear?: number;
  ratingGte?: number;
  ratingLte?: number;
  runtimeGte?: number;
  runtimeLte?: number;
  includeAdult?: boolean;
  region?: string;
  originalLanguage?: string;
  releaseDateGte?: string;
  releaseDateLte?: string;
  providers?: number[];
  watchRegion?: string;
}

type Field = Exclude<keyof DiscoverFilters, 'sortBy'>;
type Kind = 'ids' | 'pipeIds' | 'year' | 'rating' | 'runtime' | 'bool' | 'country' | 'language' | 'date';

/** Query key, filter field and value kind, in the order they are written to the address. */
const KEYS: ReadonlyArray<[string, Field, Kind]> = [
  ['with_genres', 'genres', 'ids'],
  ['primary_release_year', 'primaryReleaseYear', 'year'],
  ['first_air_date_year', 'firstAirDateYear', 'year'],
  ['vote_average.gte', 'ratingGte', 'rating'],
  ['vote_average.lte', 'ratingLte', 'rating'],
  ['with_runtime.gte', 'runtimeGte', 'runtime'],
  ['with_runtime.lte', 'runtimeLte', 'runtime'],
  ['include_adult', 'includeAdult', 'bool'],
  ['with_original_language', 'originalLanguage', 'language'],
  ['primary_release_date.gte', 'releaseDateGte', 'date'],
  ['primary_release_date.lte', 'releaseDateLte', 'date'],
  ['with_watch_providers', 'providers', 'pipeIds'],
  ['watch_region', 'watchRegion', 'country'],
  ['region', 'region', 'country'],
];

const SORT_VALUES = new Set<string>(SORT_OPTIONS.map((o) => o.value));

function parseIds(raw: string, separator: RegExp): number[] | undefined {
  const ids: number[] = [];
  for (const part of raw.split(separator)) {
    if (!/^\d{1,9}$/.test(part.trim())) continue;
    const id = Number(part.trim());
    if (id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids.length ? ids : undefined;
}

function parseNumber(raw: string, min: number, max: number, step: number): number | undefined {
  if (!/^\d+(\.\d+)?$/.test(raw.trim())) return undefined;
  const n = Number(raw);
  if (n < min || n > max) return undefined;
  // Snap to the slider's step so the panel shows exactly what the address says.
  return Math.round(n / step) * step;
}

function parseValue(kind: Kind, raw: string): DiscoverFilters[Field] {
  switch (kind) {
    case 'ids':
      return parseIds(raw, /[,|]/);
    case 'pipeIds':
      return parseIds(raw, /[|,]/);
    case 'year':
      return /^\d{4}$/.test(raw) && Number(raw) >= 1870 && Number(raw) <= 2100 ? Number(raw) : undefined;
    case 'rating':
      return parseNumber(raw, RATING.min, RATING.max, RATING.step);
    case 'runtime':
      return parseNumber(raw, RUNTIME.min, RUNTIME.max, RUNTIME.step);
    case 'bool':
      return raw === 'true' ? true : raw === 'false' ? false : undefined;
    case 'country':
      return /^[A-Za-z]{2}$/.test(raw) ? raw.toUpperCase() : undefined;
    case 'language':
      return /^[A-Za-z]{2}$/.test(raw) ? raw.toLowerCase() : undefined;
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : undefined;
  }
}

function formatValue(kind: Kind, value: NonNullable<DiscoverFilters[Field]>): string {
  if (kind === 'ids') return (value as number[]).join(',');
  if (kind === 'pipeIds') return (value as number[]).join('|');
  return String(value);
}

/** Reads the known keys of a query string; unknown keys and invalid values are ignored. */
export function parseFilters(search: string | URLSearchParams): DiscoverFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = params.get('sort_by');
  const filters: DiscoverFilters = {
    sortBy: sort && SORT_VALUES.has(sort) ? (sort as SortBy) : DEFAULT_SORT,
  };
  for (const [key, field, kind] of KEYS) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const value = parseValue(kind, raw);
    if (value !== undefined) (filters as unknown as Record<string, unknown>)[field] = value;
  }
  return filters;
}

/** The query string of a filter set (no leading '?'); the default sort is left out. */
export function serializeFilters(filters: DiscoverFilters): string {
  const params = new URLSearchParams();
  if (filters.sortBy !== DEFAULT_SORT) params.set('sort_by', filters.sortBy);
  for (const [key, field, kind] of KEYS) {
    const value = filters[field];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    params.set(key, formatValue(kind, value));
  }
  return params.toString();
}

/** The discover call's query (docs/spec.md §7): filter keys plus page and region (filter's, else the country). */
export function toDiscoverQuery(
  filters: DiscoverFilters,
  page: number,
  country: string,
): Record<string, string> {
  const query = Object.fromEntries(new URLSearchParams(serializeFilters(filters)));
  query.sort_by = filters.sortBy;
  query.region = filters.region ?? country;
  query.page = String(page);
  return query;
}

/** Anything beyond the sort set (shows Clear Filters). */
export function hasActiveFilters(filters: DiscoverFilters): boolean {
  return Object.entries(filters).some(
    ([field, value]) => field !== 'sortBy' && value !== undefined && !(Array.isArray(value) && !value.length),
  );
}

export function typeYear(filters: DiscoverFilters, type: MediaType): number | undefined {
  return type === 'movie' ? filters.primaryReleaseYear : filters.firstAirDateYear;
}

/** 'Browse Movies' / 'Browse TV Shows' + ' by Genre', ' by Rating', ' by Year' for the active filters. */
export function headingFor(filters: DiscoverFilters, type: MediaType): string {
  let text = type === 'movie' ? 'Browse Movies' : 'Browse TV Shows';
  if (filters.genres?.length) text += ' by Genre';
  if (filters.ratingGte !== undefined || filters.ratingLte !== undefined) text += ' by Rating';
  if (typeYear(filters, type) !== undefined) text += ' by Year';
  return text;
}

/**
 * Apply (docs/spec.md §4): drops a slider bound at its extreme (rating 0 or 10, runtime 0 or 300), the genre
 * key when none is chosen and the other type's year key; a switched-off adult switch and an empty provider
 * set are dropped too, and chosen providers are tied to the country they were picked in.
 */
export function applyFilters(draft: DiscoverFilters, type: MediaType, country: string): DiscoverFilters {
  const next: DiscoverFilters = { ...draft };
  if (next.ratingGte === undefined || next.ratingGte <= RATING.min) delete next.ratingGte;
  if (next.ratingLte === undefined || next.ratingLte >= RATING.max) delete next.ratingLte;
  if (next.runtimeGte === undefined || next.runtimeGte <= RUNTIME.min) delete next.runtimeGte;
  if (next.runtimeLte === undefined || next.runtimeLte >= RUNTIME.max) delete next.runtimeLte;
  if (!next.genres?.length) delete next.genres;
  if (type === 'movie') delete next.firstAirDateYear;
  else delete next.primaryReleaseYear;
  if (next.includeAdult !== true) delete next.includeAdult;
  if (next.providers?.length) next.watchRegion = country;
  else {
    delete next.providers;
    delete next.watchRegion;
  }
  return next;
}

/** Reset / Clear: only the default sort. */
export function resetFilters(): DiscoverFilters {
  return { sortBy: DEFAULT_SORT };
}

/**
 * Movies <-> TV Shows: the year moves to the other type's key, movie-only release dates are dropped, and genres
 * the other type does not have are dropped (when its genre list is known).
 */
export function switchType(
  filters: DiscoverFilters,
  to: MediaType,
  targetGenreIds?: readonly number[],
): DiscoverFilters {
  const next: DiscoverFilters = { ...filters };
  const year = next.primaryReleaseYear ?? next.firstAirDateYear;
  delete next.primaryReleaseYear;
  delete next.firstAirDateYear;
  if (year !== undefined) {
    if (to === 'movie') next.primaryReleaseYear = year;
    else next.firstAirDateYear = year;
  }
  if (to === 'tv') {
    delete next.releaseDateGte;
    delete next.releaseDateLte;
  }
  if (next.genres && targetGenreIds) {
    const kept = next.genres.filter((id) => targetGenreIds.includes(id));
    if (kept.length) next.genres = kept;
    else delete next.genres;
  }
  return next;
}

/** 'Any Year' is the empty choice; then the last 80 years counting back from the reference year. */
export function yearOptions(referenceYear: number, count = YEAR_COUNT): number[] {
  return Array.from({ length: count }, (_, i) => referenceYear - i);
}

/** 'Showing X - Y of Z results' bounds. */
export function resultRange(page: number, totalResults: number, pageSize = PAGE_SIZE) {
  const from = totalResults === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, totalResults);
  return { from, to };
}
