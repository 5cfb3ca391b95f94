import { describe, expect, it } from 'vitest';
import {
  applyFilters,
  DEFAULT_SORT,
  hasActiveFilters,
  headingFor,
  parseFilters,
  resetFilters,
  resultRange,
  serializeFilters,
  SORT_OPTIONS,
  switchType,
  toDiscoverQuery,
  yearOptions,
  type DiscoverFilters,
} from '../../../client/features/discover/filters';

const full: DiscoverFilters = {
  sortBy: 'vote_average.desc',
  genres: [28, 12],
  primaryReleaseYear: 2019,
  ratingGte: 6.5,
  ratingLte: 9,
  runtimeGte: 90,
  runtimeLte: 150,
  includeAdult: true,
  region: 'GB',
  originalLanguage: 'en',
  releaseDateGte: '2015-03-29',
  releaseDateLte: '2025-03-29',
  providers: [8, 337],
  watchRegion: 'GB',
};

describe('filters in the address', () => {
  it('round-trips every filter: parse(serialize(x)) == x', () => {
    expect(parseFilters(serializeFilters(full))).toEqual(full);
    const tv: DiscoverFilters = { sortBy: 'release_date.asc', firstAirDateYear: 2008, includeAdult: false };
    expect(parseFilters(serializeFilters(tv))).toEqual(tv);
    for (const { value } of SORT_OPTIONS) {
      expect(parseFilters(serializeFilters({ sortBy: value }))).toEqual({ sortBy: value });
    }
  });

  it.each<[string, Partial<DiscoverFilters>]>([
    ['with_genres=28,12', { genres: [28, 12] }],
    ['primary_release_year=2019', { primaryReleaseYear: 2019 }],
    ['first_air_date_year=2008', { firstAirDateYear: 2008 }],
    ['vote_average.gte=6.5', { ratingGte: 6.5 }],
    ['vote_average.lte=9', { ratingLte: 9 }],
    ['with_runtime.gte=90', { runtimeGte: 90 }],
    ['with_runtime.lte=150', { runtimeLte: 150 }],
    ['include_adult=true', { includeAdult: true }],
    ['with_original_language=ko', { originalLanguage: 'ko' }],
    ['region=FR', { region: 'FR' }],
    ['primary_release_date.gte=2015-03-29', { releaseDateGte: '2015-03-29' }],
    ['primary_release_date.lte=2025-03-29', { releaseDateLte: '2025-03-29' }],
    ['with_watch_providers=8|337&watch_region=US', { providers: [8, 337], watchRegion: 'US' }],
  ])('reads %s and writes it back', (qs, expected) => {
    const parsed = parseFilters(qs);
    expect(parsed).toEqual({ sortBy: DEFAULT_SORT, ...expected });
    expect(parseFilters(serializeFilters(parsed))).toEqual(parsed);
  });

  it('keeps only known keys and valid values; the default sort is popularity.desc', () => {
    expect(parseFilters('')).toEqual({ sortBy: 'popularity.desc' });
    expect(
      parseFilters(
        'foo=bar&sort_by=title.asc&with_genres=abc&vote_average.gte=11&with_runtime.lte=-5&primary_release_year=99&include_adult=yes&region=USA',
      ),
    ).toEqual({ sortBy: 'popularity.desc' });
    expect(serializeFilters({ sortBy: 'popularity.desc' })).toBe('');
  });

  it('opens footer and home links with their genres set', () => {
    expect(parseFilters('?with_genres=28')).toEqual({ sortBy: 'popularity.desc', genres: [28] });
  });

  it('builds the discover call with sort, page and the selected country as region', () => {
    expect(toDiscoverQuery({ sortBy: DEFAULT_SORT, genres: [18] }, 3, 'DE')).toEqual({
      sort_by: 'popularity.desc',
      with_genres: '18',
      region: 'DE',
      page: '3',
    });
    expect(toDiscoverQuery({ sortBy: DEFAULT_SORT, region: 'FR' }, 1, 'DE').region).toBe('FR');
  });
});

describe('Apply rules', () => {
  const base: DiscoverFilters = { sortBy: DEFAULT_SORT };

  it('drops the rating bounds at their extremes (0 and 10) and keeps the others', () => {
    expect(applyFilters({ ...base, ratingGte: 0, ratingLte: 10 }, 'movie', 'US')).toEqual(base);
    expect(applyFilters({ ...base, ratingGte: 0.5, ratingLte: 9.5 }, 'movie', 'US')).toEqual({
      ...base,
      ratingGte: 0.5,
      ratingLte: 9.5,
    });
  });

  it('drops the runtime bounds at their extremes (0 and 300) and keeps the others', () => {
    expect(applyFilters({ ...base, runtimeGte: 0, runtimeLte: 300 }, 'movie', 'US')).toEqual(base);
    expect(applyFilters({ ...base, runtimeGte: 5, runtimeLte: 295 }, 'tv', 'US')).toEqual({
      ...base,
      runtimeGte: 5,
      runtimeLte: 295,
    });
  });

  it('drops the genre key when no genre is chosen', () => {
    expect(applyFilters({ ...base, genres: [] }, 'movie', 'US')).toEqual(base);
    expect(applyFilters({ ...base, genres: [35] }, 'movie', 'US')).toEqual({ ...base, genres: [35] });
  });

  it("removes the other type's year key", () => {
    const both = { ...base, primaryReleaseYear: 2020, firstAirDateYear: 2011 };
    expect(applyFilters(both, 'movie', 'US')).toEqual({ ...base, primaryReleaseYear: 2020 });
    expect(applyFilters(both, 'tv', 'US')).toEqual({ ...base, firstAirDateYear: 2011 });
  });

  it('ties chosen services to the selected country and drops an empty set', () => {
    expect(applyFilters({ ...base, providers: [8] }, 'movie', 'GB')).toEqual({
      ...base,
      providers: [8],
      watchRegion: 'GB',
    });
    expect(applyFilters({ ...base, providers: [], watchRegion: 'GB' }, 'movie', 'GB')).toEqual(base);
  });

  it('drops a switched-off adult switch', () => {
    expect(applyFilters({ ...base, includeAdult: false }, 'movie', 'US')).toEqual(base);
  });

  it('Reset and Clear return to only the default sort', () => {
    expect(resetFilters()).toEqual({ sortBy: 'popularity.desc' });
    expect(hasActiveFilters(resetFilters())).toBe(false);
    expect(hasActiveFilters({ sortBy: 'vote_average.asc' })).toBe(false);
    expect(hasActiveFilters({ ...base, genres: [28] })).toBe(true);
  });
});

describe('type switch', () => {
  it('moves the year to the other type and drops genres and dates the other type does not have', () => {
    const movie: DiscoverFilters = {
      sortBy: 'vote_average.desc',
      genres: [28, 35],
      primaryReleaseYear: 2019,
      releaseDateGte: '2015-01-01',
      ratingGte: 7,
    };
    expect(switchType(movie, 'tv', [10759, 35, 18])).toEqual({
      sortBy: 'vote_average.desc',
      genres: [35],
      firstAirDateYear: 2019,
      ratingGte: 7,
    });
    expect(switchType({ sortBy: DEFAULT_SORT, firstAirDateYear: 2008 }, 'movie')).toEqual({
      sortBy: DEFAULT_SORT,
      primaryReleaseYear: 2008,
    });
  });
});

describe('heading, year list and count', () => {
  it('appends by Genre, by Rating and by Year for the active filters', () => {
    expect(headingFor({ sortBy: DEFAULT_SORT }, 'movie')).toBe('Browse Movies');
    expect(headingFor({ sortBy: DEFAULT_SORT }, 'tv')).toBe('Browse TV Shows');
    expect(
      headingFor({ sortBy: DEFAULT_SORT, genres: [18], ratingLte: 8, primaryReleaseYear: 2001 }, 'movie'),
    ).toBe('Browse Movies by Genre by Rating by Year');
    expect(headingFor({ sortBy: DEFAULT_SORT, primaryReleaseYear: 2001 }, 'tv')).toBe('Browse TV Shows');
  });

  it('lists the last 80 years counting back from the reference year', () => {
    const years = yearOptions(2025);
    expect(years).toHaveLength(80);
    expect(years[0]).toBe(2025);
    expect(years[79]).toBe(1946);
  });

  it('computes Showing X - Y of Z', () => {
    expect(resultRange(1, 45)).toEqual({ from: 1, to: 20 });
    expect(resultRange(3, 45)).toEqual({ from: 41, to: 45 });
    expect(resultRange(1, 0)).toEqual({ from: 0, to: 0 });
  });
});
