// Discover's applied filters as removable chips (issue #36): what the address applies, in words, and the filters
// without each one. Pure, unit-tested.
import type { MediaType } from '../../../api/src/contract';
import { outOfFive } from '../../../api/src/contract/rating-scale';
import { DEFAULT_SORT, SORT_OPTIONS, typeYear, type DiscoverFilters } from './filters';

/** One applied filter as a removable chip: its words, and the filters without it. */
export interface FilterChip {
  key: string;
  label: string;
  without: DiscoverFilters;
}

/** Stars out of 5 for a 0-10 bound (docs/decisions.md #23): 7 -> '3.5', 8 -> '4'. */
export const starsOf = (v: number): string => String(outOfFive(v).value);

function range(gte: number | undefined, lte: number | undefined, format: (v: number) => string): string {
  if (gte !== undefined && lte !== undefined) return `${format(gte)}-${format(lte)}`;
  if (gte !== undefined) return `${format(gte)}+`;
  return `up to ${format(lte!)}`;
}

/**
 * What the address applies, as chips (issue #36: the heading said 'by Genre by Rating' without saying which):
 * each genre and service on its own, then year, rating, runtime and the rest; removing one gives the filters
 * without it. `names` turns genre and provider ids into names (the id is shown until the lists are known).
 */
export function appliedChips(
  filters: DiscoverFilters,
  type: MediaType,
  names: { genres?: ReadonlyMap<number, string>; providers?: ReadonlyMap<number, string> } = {},
): FilterChip[] {
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
      label: names.genres?.get(id) ?? `Genre ${id}`,
      without: without({ genres: rest.length ? rest : undefined }),
    });
  }
  const year = typeYear(filters, type);
  if (year !== undefined) {
    chips.push({
      key: 'year',
      label: `Year ${year}`,
      without: without({ primaryReleaseYear: undefined, firstAirDateYear: undefined }),
    });
  }
  if (filters.ratingGte !== undefined || filters.ratingLte !== undefined) {
    chips.push({
      key: 'rating',
      label: `Rating ${range(filters.ratingGte, filters.ratingLte, starsOf)} / 5`,
      without: without({ ratingGte: undefined, ratingLte: undefined }),
    });
  }
  if (filters.runtimeGte !== undefined || filters.runtimeLte !== undefined) {
    chips.push({
      key: 'runtime',
      label: `${range(filters.runtimeGte, filters.runtimeLte, String)} min`,
      without: without({ runtimeGte: undefined, runtimeLte: undefined }),
    });
  }
  for (const id of filters.providers ?? []) {
    const rest = (filters.providers ?? []).filter((p) => p !== id);
    chips.push({
      key: `provider-${id}`,
      label: names.providers?.get(id) ?? `Service ${id}`,
      without: rest.length
        ? without({ providers: rest })
        : without({ providers: undefined, watchRegion: undefined }),
    });
  }
  if (filters.releaseDateGte || filters.releaseDateLte) {
    const label = filters.releaseDateGte
      ? filters.releaseDateLte
        ? `Released ${filters.releaseDateGte} to ${filters.releaseDateLte}`
        : `Released from ${filters.releaseDateGte}`
      : `Released until ${filters.releaseDateLte}`;
    chips.push({
      key: 'dates',
      label,
      without: without({ releaseDateGte: undefined, releaseDateLte: undefined }),
    });
  }
  if (filters.originalLanguage) {
    chips.push({
      key: 'language',
      label: `Language ${filters.originalLanguage}`,
      without: without({ originalLanguage: undefined }),
    });
  }
  if (filters.region) {
    chips.push({
      key: 'region',
      label: `Released in ${filters.region}`,
      without: without({ region: undefined }),
    });
  }
  if (filters.includeAdult) {
    chips.push({ key: 'adult', label: 'Adult content', without: without({ includeAdult: undefined }) });
  }
  if (filters.sortBy !== DEFAULT_SORT) {
    const sort = SORT_OPTIONS.find((o) => o.value === filters.sortBy)?.label ?? filters.sortBy;
    chips.push({ key: 'sort', label: `Sort: ${sort}`, without: { ...filters, sortBy: DEFAULT_SORT } });
  }
  return chips;
}
