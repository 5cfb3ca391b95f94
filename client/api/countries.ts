// GET /api/countries -> Country[]. The one owner of the ['countries'] key (header selector, upcoming heading,
// availability panel): the cache holds the wire list; offline, the copy saved on the device answers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '../../api/src/contract';
import { apiGet } from '../lib/api-client';
import { nameKey } from '../lib/format';
import { withOfflineFallback } from '../lib/offline-fallback';
import { queryKeys } from '../lib/query-keys';

/** docs/spec.md §9: these first, then the rest alphabetically by English name. */
export const COUNTRY_PRIORITY = ['US', 'GB', 'CA', 'AU', 'IN', 'JP', 'KR', 'FR', 'DE'];

const ordered = new WeakMap<Country[], Country[]>();

/**
 * The list in display order. Every country selector and label reads it through `select`, so the order is
 * worked out once per list (not per component, and with one collator instead of a locale lookup per comparison).
 */
export function orderCountries(countries: Country[]): Country[] {
  const known = ordered.get(countries);
  if (known) return known;
  const rank = (c: Country) => {
    const i = COUNTRY_PRIORITY.indexOf(c.iso_3166_1);
    return i === -1 ? COUNTRY_PRIORITY.length : i;
  };
  const keys = new Map(countries.map((c) => [c, nameKey(c.english_name)]));
  const byName = (a: Country, b: Country) => {
    const x = keys.get(a)!;
    const y = keys.get(b)!;
    return x < y ? -1 : x > y ? 1 : 0;
  };
  const result = [...countries].sort((a, b) => rank(a) - rank(b) || byName(a, b));
  ordered.set(countries, result);
  return result;
}

export function fetchCountries(signal?: AbortSignal): Promise<Country[]> {
  return apiGet<Country[]>('/api/countries', undefined, { signal });
}

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.countries(),
    queryFn: ({ queryKey, signal }) => withOfflineFallback(queryKey, () => fetchCountries(signal)),
    select: orderCountries,
  });

export function useCountries(enabled = true) {
  return useQuery({ ...countriesQueryOptions(), enabled });
}

/** English name of a country code; undefined until the list is loaded or when unknown (never the raw code). */
export function useCountryName(code: string | undefined): string | undefined {
  const { data } = useQuery(countriesQueryOptions());
  if (!code) return undefined;
  return data?.find((c) => c.iso_3166_1 === code)?.english_name;
}
