// The page's language for every component below (issue #46, docs/i18n.md): react-intl's provider with the
// language's catalog, which the app's start (client/app/start.tsx) and the server's render (client/entry-server.tsx)
// load before they render. The language comes from the address (api/src/contract/locales.ts), never from state:
// a language change is a navigation to the other language's address.
import { useCallback, useContext, type ReactNode } from 'react';
import { createIntl, createIntlCache, IntlContext, RawIntlProvider, type IntlShape } from 'react-intl';
import { DEFAULT_LOCALE, localizePath, type Locale } from '../../api/src/contract/locales';
import { loadedCatalog, type Catalog, type MessageKey } from './catalogs';
// Before any intl object is made: react-intl's locale checks answered without building V8's locale list.
import './known-locales';
import { englishMessageOptions } from './english-numbers';

/** Formatters (Intl.NumberFormat, DateTimeFormat, PluralRules, message formats) made once per process. */
const cache = createIntlCache();
const intls = new Map<Locale, { messages: Catalog; intl: IntlShape }>();

/**
 * The intl object of `locale`, made once per language and catalog. IntlProvider would make one, with a cache of
 * its own, per mount: on the server, per page rendered (issue #43: react-intl was ~5% of a cold title page's
 * render, mostly resolving locales and making formatters anew).
 */
function intlFor(locale: Locale, messages: Catalog): IntlShape {
  const known = intls.get(locale);
  if (known?.messages === messages) return known.intl;
  const intl = createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages }, cache);
  intls.set(locale, { messages, intl });
  return intl;
}

export function I18nProvider({
  locale = DEFAULT_LOCALE,
  children,
}: {
  locale?: Locale;
  children: ReactNode;
}) {
  const messages = loadedCatalog(locale);
  if (!messages) throw new Error(`The ${locale} catalog must be loaded before the app renders (loadCatalog)`);
  return <RawIntlProvider value={intlFor(locale, messages)}>{children}</RawIntlProvider>;
}

/**
 * The page's intl object; English outside any provider (a component rendered on its own, as the unit tests do),
 * whose messages are always loaded.
 */
function usePageIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (intl) return intl;
  return intlFor(DEFAULT_LOCALE, loadedCatalog(DEFAULT_LOCALE)!);
}

/** The page's language. */
export function useLocale(): Locale {
  return usePageIntl().locale;
}

type Values = Record<string, string | number | boolean | Date | null | undefined>;

/** What `useT()` returns: handed to code outside components (a toast's text, a worker's message). */
export type Translate = (id: MessageKey, values?: Values) => string;

/** A message of `intl`'s language; an English one writes its whole numbers without ICU (english-numbers.ts). */
const format = (intl: IntlShape, id: MessageKey, values?: Values): string =>
  intl.formatMessage(
    { id },
    values,
    intl.locale === DEFAULT_LOCALE ? englishMessageOptions(intl) : undefined,
  );

/** English messages, for code called outside any component and page (and its unit tests). */
export const englishT: Translate = (id, values) =>
  format(intlFor(DEFAULT_LOCALE, loadedCatalog(DEFAULT_LOCALE)!), id, values);

/**
 * A plain-text message of the page's language: `t('nav.home')`, `t('search.results', { count })` (ICU plurals,
 * numbers and dates formatted in the language). For rich text (links inside a sentence) use <FormattedMessage>.
 */
export function useT(): Translate {
  const intl = usePageIntl();
  return useCallback((id, values) => format(intl, id, values), [intl]);
}

/**
 * `path` (an English address) in the page's language, for what the router does not prefix itself: an <a href>, a
 * canonical or shared address, the service worker. Router links (<Link to="/faq">) need none: the router's
 * basename is the language's prefix.
 */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(locale, path), [locale]);
}

/**
 * The `lang` attribute of a text from the data (an overview) written in `language` (the catalog's and TMDB's
 * fallback is English: undefined means 'en'): that language where it is not the page's, else none. A German page
 * showing the English overview marks it `lang="en"` (issue #46), so a screen reader reads it as English.
 */
export function textLang(language: Locale | undefined, page: Locale): Locale | undefined {
  const lang = language ?? DEFAULT_LOCALE;
  return lang === page ? undefined : lang;
}
