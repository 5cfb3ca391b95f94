// Country code -> name: in English the catalog's list (GET /api/countries) first, the browser's Intl as fallback;
// in another language (issue #46) Intl.DisplayNames in that language first.
import type { Country } from '../../../../api/src/contract';
import { DEFAULT_LOCALE, type Locale } from '../../../../api/src/contract/locales';
import { regionName } from '../../../lib/display-names';

export function countryName(
  code: string,
  countries: Country[] | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const found = countries?.find((c) => c.iso_3166_1 === code);
  if (locale !== DEFAULT_LOCALE) return regionName(locale, code) ?? found?.english_name ?? code;
  const name = found?.english_name || regionName(DEFAULT_LOCALE, code);
  return name && name !== code ? name : code;
}
