// A country's name for a sentence of the page (issue #46), shared by /new and /upcoming-movies.
import { DEFAULT_LOCALE, type Locale } from '../../api/src/contract/locales';
import { regionName } from './display-names';

/**
 * Country `code`'s name in `locale` (Intl.DisplayNames); English keeps the catalog's English name `english` (the
 * spec's texts, undefined while the countries list loads, as before).
 */
export function pageCountryName(
  locale: Locale,
  code: string | undefined,
  english: string | undefined,
): string | undefined {
  if (!code) return undefined;
  if (locale === DEFAULT_LOCALE) return english;
  return regionName(locale, code) ?? english;
}
