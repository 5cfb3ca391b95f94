// react-intl checks that the page's language is supported before it formats anything: createIntl asks
// Intl.NumberFormat.supportedLocalesOf and Intl.DateTimeFormat.supportedLocalesOf, and intl-messageformat asks the
// first again for every message. The first such call in a page makes V8 build its list of ICU's locales, which
// measured 74-93 ms at 4x CPU in Chromium (a fresh page; 0.1 ms after), inside hydration's first task, on pages
// that never make a NumberFormat themselves (English ones: components/rating-badge.tsx and lib/format.ts write
// their numbers without ICU). Our six languages are in every ICU (Chromium's, Node's full-icu), so for them the
// answer is known and given without asking; any other request goes to the engine as before.
import { LOCALES } from '../../api/src/contract/locales';

const KNOWN: ReadonlySet<string> = new Set(LOCALES);

type SupportedLocalesOf = typeof Intl.NumberFormat.supportedLocalesOf;

/** `original`, answering a request made only of our languages (a tag or a list of tags) without the engine. */
export function knowingOurLocales(original: SupportedLocalesOf): SupportedLocalesOf {
  const known = (locales: unknown): locales is string | string[] =>
    typeof locales === 'string'
      ? KNOWN.has(locales)
      : Array.isArray(locales) && locales.length > 0 && locales.every((l) => KNOWN.has(l as string));
  const answer = ((locales, options) => {
    // Either localeMatcher ('lookup', 'best fit') gives an exact, supported tag back as it is.
    if (known(locales)) return typeof locales === 'string' ? [locales] : [...new Set(locales)];
    return original(locales, options);
  }) as SupportedLocalesOf;
  return Object.assign(answer, { knowsOurLocales: true });
}

for (const service of [Intl.NumberFormat, Intl.DateTimeFormat]) {
  const current = service.supportedLocalesOf as SupportedLocalesOf & { knowsOurLocales?: true };
  if (!current.knowsOurLocales) service.supportedLocalesOf = knowingOurLocales(current.bind(service));
}
