// Country and language names in the page's language through Intl.DisplayNames (issue #46). English keeps the
// catalog's own English names (the spec's texts); another language gets the browser's (or, on the server, Node's)
// names, the catalog's English name where Intl has none.
import type { Locale } from '../../api/src/contract/locales';

const displays = new Map<string, Intl.DisplayNames | null>();

function display(locale: Locale, type: 'region' | 'language'): Intl.DisplayNames | null {
  const key = `${locale}:${type}`;
  let d = displays.get(key);
  if (d === undefined) {
    try {
      d = new Intl.DisplayNames([locale], { type, fallback: 'none' });
    } catch {
      d = null;
    }
    displays.set(key, d);
  }
  return d;
}

const names = new Map<string, string | undefined>();

/** What `display(locale, type)` names `code`, kept (a page names many): undefined where Intl does not know it. */
function nameOf(locale: Locale, type: 'region' | 'language', code: string): string | undefined {
  const key = `${locale}:${type}:${code}`;
  if (names.has(key)) return names.get(key);
  let name: string | undefined;
  try {
    name = display(locale, type)?.of(code) ?? undefined;
  } catch {
    name = undefined;
  }
  // Codes come from the data (ISO codes: a few hundred a language); the bound only guards against odd ones.
  if (names.size >= 5000) names.clear();
  names.set(key, name);
  return name;
}

/** The name of region `code` in `locale`, or undefined where Intl does not know it. */
export function regionName(locale: Locale, code: string): string | undefined {
  return nameOf(locale, 'region', code);
}

/** The name of language `code` ('fr', 'ko') in `locale`, or undefined where Intl does not know it. */
export function languageName(locale: Locale, code: string): string | undefined {
  return nameOf(locale, 'language', code);
}
