import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '../../../../api/src/contract';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getCountries(signal?: AbortSignal) {
  return apiGet<Country[] | { results: Country[] }>('/api/countries', undefined, { signal });
}

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.countries(),
    queryFn: ({ signal }) => getCountries(signal),
    select: (data): Country[] => (Array.isArray(data) ? data : (data?.results ?? [])),
  });

/** English name of a country code; undefined until the list is loaded or when unknown. */
export function useCountryName(code: string | undefined): string | undefined {
  const { data } = useQuery(countriesQueryOptions());
  if (!code) return undefined;
  return data?.find((c) => c.iso_3166_1 === code)?.english_name;
}
