import { DEFAULT_LOCALE, type Locale } from '../../../api/src/contract/locales';
import { regionName } from '../../lib/display-names';

/**
 * A country's name from the browser (works offline), in the page's language (issue #46; English by default, as
 * before); the code when unknown. The names are made and kept by lib/display-names.ts.
 */
export function countryLabel(code: string, locale: Locale = DEFAULT_LOCALE): string {
  return regionName(locale, code) ?? code;
}
