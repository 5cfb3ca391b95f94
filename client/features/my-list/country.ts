import { DEFAULT_LOCALE, type Locale } from '../../../api/src/contract/locales';

const names = new Map<Locale, Intl.DisplayNames | null>();

/**
 * A country's name from the browser (works offline), in the page's language (issue #46; English by default, as
 * before); the code when unknown.
 */
export function countryLabel(code: string, locale: Locale = DEFAULT_LOCALE): string {
  let display = names.get(locale);
  if (display === undefined) {
    try {
      display = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      display = null;
    }
    names.set(locale, display);
  }
  try {
    return display?.of(code) ?? code;
  } catch {
    return code;
  }
}
