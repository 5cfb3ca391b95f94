// The page's language for every component below (issue #46, docs/i18n.md): react-intl's provider with the
// language's catalog, which the app's start (client/app/start.tsx) and the server's render (client/entry-server.tsx)
// load before they render. The language comes from the address (api/src/contract/locales.ts), never from state:
// a language change is a navigation to the other language's address.
import { useCallback, useContext, type ReactNode } from 'react';
import { createIntl, IntlContext, IntlProvider, type IntlShape } from 'react-intl';
import { DEFAULT_LOCALE, localizePath, type Locale } from '../../api/src/contract/locales';
import { loadedCatalog, type MessageKey } from './catalogs';

export function I18nProvider({
  locale = DEFAULT_LOCALE,
  children,
}: {
  locale?: Locale;
  children: ReactNode;
}) {
  const messages = loadedCatalog(locale);
  if (!messages) throw new Error(`The ${locale} catalog must be loaded before the app renders (loadCatalog)`);
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}

let english: IntlShape | undefined;

function englishIntl(): IntlShape {
  english ??= createIntl({
    locale: DEFAULT_LOCALE,
    defaultLocale: DEFAULT_LOCALE,
    messages: loadedCatalog(DEFAULT_LOCALE)!,
  });
  return english;
}

/**
 * The page's intl object; English outside any provider (a component rendered on its own, as the unit tests do),
 * whose messages are always loaded.
 */
function usePageIntl(): IntlShape {
  const intl = useContext(IntlContext);
  return intl ?? englishIntl();
}

/** The page's language. */
export function useLocale(): Locale {
  return usePageIntl().locale;
}

type Values = Record<string, string | number | boolean | Date | null | undefined>;

/** What `useT()` returns: handed to code outside components (a toast's text, a worker's message). */
export type Translate = (id: MessageKey, values?: Values) => string;

/** English messages, for code called outside any component and page (and its unit tests). */
export const englishT: Translate = (id, values) => englishIntl().formatMessage({ id }, values);

/**
 * A plain-text message of the page's language: `t('nav.home')`, `t('search.results', { count })` (ICU plurals,
 * numbers and dates formatted in the language). For rich text (links inside a sentence) use <FormattedMessage>.
 */
export function useT(): Translate {
  const intl = usePageIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
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
