// The country selector's names and order in the page's language (issue #46): English as the spec says (the
// catalog's English names, its order: api/countries.ts orderCountries); another language names each country
// through Intl.DisplayNames and sorts the rest by that name, the spec's first countries staying first.
import { useMemo } from 'react';
import type { Country } from '../../../api/src/contract';
import { DEFAULT_LOCALE, type Locale } from '../../../api/src/contract/locales';
import { COUNTRY_PRIORITY } from '../../api/countries';
import { regionName } from '../../lib/display-names';

export interface CountryNames {
  of(country: Country): string;
  sort(countries: Country[]): Country[];
}

const ENGLISH: CountryNames = { of: (c) => c.english_name, sort: (list) => list };

export function countryNamesFor(locale: Locale): CountryNames {
  if (locale === DEFAULT_LOCALE) return ENGLISH;
  const collator = new Intl.Collator(locale);
  const of = (c: Country) => regionName(locale, c.iso_3166_1) ?? c.english_name;
  const rank = (c: Country) => {
    const i = COUNTRY_PRIORITY.indexOf(c.iso_3166_1);
    return i === -1 ? COUNTRY_PRIORITY.length : i;
  };
  const sorted = new WeakMap<Country[], Country[]>();
  return {
    of,
    sort(list) {
      let out = sorted.get(list);
      if (!out) {
        out = [...list].sort((a, b) => rank(a) - rank(b) || collator.compare(of(a), of(b)));
        sorted.set(list, out);
      }
      return out;
    },
  };
}

export function useCountryNames(locale: Locale): CountryNames {
  return useMemo(() => countryNamesFor(locale), [locale]);
}
