// Discover's applied filters as removable chips (issue #36): what the address applies, in words (the page's
// language: `t`, English by default, issue #46), and the filters without each one. Pure, unit-tested.
import type { MediaType } from '../../../api/src/contract';
import { outOfFive } from '../../../api/src/contract/rating-scale';
import type { Locale } from '../../../api/src/contract/locales';
import { englishT, type Translate } from '../../i18n/i18n-provider';
import { DEFAULT_SORT, typeYear, type DiscoverFilters } from './filters';
import { SORT_KEYS } from './sort-labels';
import { numberFormat } from '../../i18n/formatters';

/** One applied filter as a removable chip: its words, and the filters without it. */
export interface FilterChip {
  key: string;
  label: string;
  /** The label's language where it differs from the page's (a genre name the API has only in English). */
  lang?: string;
  without: DiscoverFilters;
}

/** Stars out of 5 for a 0-10 bound (docs/decisions.md #23): 7 -> '3.5', 8 -> '4' ('3,5' in German). */
export const starsOf = (v: number, locale: Locale = 'en'): string =>
  locale === 'en' ? String(outOfFive(v).value) : numberFormat(locale).format(outOfFive(v).value);

function range(
  gte: number | undefined,
  lte: number | undefined,
  format: (v: number) => string,
  t: Translate,
): string {
  if (gte !== undefined && lte !== undefined) return `${format(gte)}-${format(lte)}`;
  if (gte !== undefined) return `${format(gte)}+`;
  return t('discover.chipUpTo', { value: format(lte!) });
}

/**
 * What the address applies, as chips (issue #36: the heading said 'by Genre by Rating' without saying which):
 * each genre and service on its own, then year, rating, runtime and the rest; removing one gives the filters
 * without it. `names` turns genre and provider ids into names (the id is shown until the lists are known).
 */
export function appliedChips(
  filters: DiscoverFilters,
  type: MediaType,
  names: {
    genres?: ReadonlyMap<number, { name: string; lang?: string }>;
    providers?: ReadonlyMap<number, string>;
  } = {},
  t: Translate = englishT,
  locale: Locale = 'en',
): FilterChip[] {
  const stars = (v: number) => starsOf(v, locale);
  const chips: FilterChip[] = [];
  const without = (patch: Partial<DiscoverFilters>): DiscoverFilters => {
    const next: DiscoverFilters = { ...filters, ...patch };
    for (const k of Object.keys(patch) as Array<keyof DiscoverFilters>) {
      if (patch[k] === undefined) delete next[k];
    }
    return next;
  };
  for (const id of filters.genres ?? []) {
    const rest = (filters.genres ?? []).filter((g) => g !== id);
    chips.push({
      key: `genre-${id}`,
      label: names.genres?.get(id)?.name ?? t('discover.chipGenre', { id: String(id) }),
      lang: names.genres?.get(id)?.lang,
      without: without({ genres: rest.length ? rest : undefined }),
    });
  }
  const year = typeYear(filters, type);
  if (year !== undefined) {
    chips.push({
      key: 'year',
      label: t('discover.chipYear', { year: String(year) }),
      without: without({ primaryReleaseYear: undefined, firstAirDateYear: undefined }),
    });
  }
  if (filters.ratingGte !== undefined || filters.ratingLte !== undefined) {
    chips.push({
      key: 'rating',
      label: t('discover.chipRating', { range: range(filters.ratingGte, filters.ratingLte, stars, t) }),
      without: without({ ratingGte: undefined, ratingLte: undefined }),
    });
  }
  if (filters.runtimeGte !== undefined || filters.runtimeLte !== undefined) {
    chips.push({
      key: 'runtime',
      label: t('discover.chipRuntime', { range: range(filters.runtimeGte, filters.runtimeLte, String, t) }),
      without: without({ runtimeGte: undefined, runtimeLte: undefined }),
    });
  }
  for (const id of filters.providers ?? []) {
    const rest = (filters.providers ?? []).filter((p) => p !== id);
    chips.push({
      key: `provider-${id}`,
      label: names.providers?.get(id) ?? t('discover.chipService', { id: String(id) }),
      without: rest.length
        ? without({ providers: rest })
        : without({ providers: undefined, watchRegion: undefined }),
    });
  }
  if (filters.releaseDateGte || filters.releaseDateLte) {
    const [from, to] = [filters.releaseDateGte, filters.releaseDateLte];
    const label = from
      ? to
        ? t('discover.chipReleased', { from, to })
        : t('discover.chipReleasedFrom', { from })
      : t('discover.chipReleasedUntil', { to });
    chips.push({
      key: 'dates',
      label,
      without: without({ releaseDateGte: undefined, releaseDateLte: undefined }),
    });
  }
  if (filters.originalLanguage) {
    chips.push({
      key: 'language',
      label: t('discover.chipLanguage', { language: filters.originalLanguage }),
      without: without({ originalLanguage: undefined }),
    });
  }
  if (filters.region) {
    chips.push({
      key: 'region',
      label: t('discover.chipRegion', { region: filters.region }),
      without: without({ region: undefined }),
    });
  }
  if (filters.includeAdult) {
    chips.push({
      key: 'adult',
      label: t('discover.chipAdult'),
      without: without({ includeAdult: undefined }),
    });
  }
  if (filters.sortBy !== DEFAULT_SORT) {
    const key = SORT_KEYS[filters.sortBy];
    const sort = key ? t(key) : filters.sortBy;
    chips.push({
      key: 'sort',
      label: t('discover.chipSort', { sort }),
      without: { ...filters, sortBy: DEFAULT_SORT },
    });
  }
  return chips;
}
