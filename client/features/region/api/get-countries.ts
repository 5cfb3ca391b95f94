import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '../../../../api/src/contract';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Spec section 9: these first, then the rest alphabetically by English name. */
export const COUNTRY_PRIORITY = ['US', 'GB', 'CA', 'AU', 'IN', 'JP', 'KR', 'FR', 'DE'];

export function orderCountries(countries: Country[]): Country[] {
  const rank = (c: Country) => {
    const i = COUNTRY_PRIORITY.indexOf(c.iso_3166_1);
    return i === -1 ? COUNTRY_PRIORITY.length : i;
  };
  return [...countries].sort(
    (a, b) => rank(a) - rank(b) || a.english_name.localeCompare(b.english_name, 'en'),
  );
}

export async function getCountries(): Promise<Country[]> {
  const data = await apiGet<Country[] | { results?: Country[] }>('/api/countries');
  const list = Array.isArray(data) ? data : (data?.results ?? []);
  return orderCountries(list.filter((c) => c && typeof c.iso_3166_1 === 'string' && c.english_name));
}

export const countriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.countries(), queryFn: getCountries });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
