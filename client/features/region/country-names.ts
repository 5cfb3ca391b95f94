// The country selector's names and order in the page's language (issue #46): English as the spec says (the
// catalog's English names, its order: api/countries.ts orderCountries); another language names each country
// through Intl.DisplayNames and sorts the rest by that name, the spec's first countries staying first.
import type { Country } from '../../../api/src/contract';
import { DEFAULT_LOCALE, type Locale } from '../../../api/src/contract/locales';
import { COUNTRY_PRIORITY } from '../../api/countries';
import { regionName } from '../../lib/display-names';
import { collator } from '../../i18n/formatters';

export interface CountryNames {
  of(country: Country): string;
  sort(countries: Country[]): Country[];
}

const ENGLISH: CountryNames = { of: (c) => c.english_name, sort: (list) => list };

const made = new Map<Locale, CountryNames>();

/** The names of `locale`, made once a language (a render made a collator and sorted anew otherwise). */
export function countryNamesFor(locale: Locale): CountryNames {
  if (locale === DEFAULT_LOCALE) return ENGLISH;
  let names = made.get(locale);
  if (!names) {
    names = namesOf(locale);
    made.set(locale, names);
  }
  return names;
}

function namesOf(locale: Locale): CountryNames {
  const compare = collator(locale).compare;
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
        out = [...list].sort((a, b) => rank(a) - rank(b) || compare(of(a), of(b)));
        sorted.set(list, out);
      }
      return out;
    },
  };
}

export function useCountryNames(locale: Locale): CountryNames {
  return countryNamesFor(locale);
}
