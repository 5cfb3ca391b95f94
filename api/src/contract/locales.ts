// The site's languages (issue #46): English at today's addresses, every other language under its prefix
// (/de/movies/fight-club, /ko/search?q=…). One route table (routes.ts) serves them all: the browser's router runs
// under the prefix as its basename (client/app/start.tsx, client/entry-server.tsx), so every screen's links keep
// the page's language without knowing it, and the server strips the prefix before it matches a route.
// A runtime module of the contract, pure and dependency-free, shared by client, server and service worker.

export const LOCALES = ['en', 'de', 'fr', 'es', 'it', 'ko'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The languages with an address prefix (all but English). */
export const PREFIXED_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

const PREFIX = /^\/(de|fr|es|it|ko)(?=[/?#]|$)/;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language of a path ('/de/movies/x' -> 'de'; '/movies/x' -> 'en'). */
export function localeOfPath(path: string): Locale {
  return (PREFIX.exec(path)?.[1] as Locale | undefined) ?? DEFAULT_LOCALE;
}

/** The path without its language prefix ('/de/movies/x' -> '/movies/x', '/de' -> '/'); query and hash kept. */
export function stripLocale(path: string): string {
  const rest = path.replace(PREFIX, '');
  return rest === '' || rest[0] === '?' || rest[0] === '#' ? `/${rest}` : rest;
}

/** The router's basename of a language: '' for English, '/de' for German. */
export function localeBase(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/**
 * `path` (an English, unprefixed address, query allowed) in `locale`: '/movies/x' -> '/de/movies/x', '/' -> '/de/'.
 * An already prefixed path is moved to `locale` ('/fr/faq' -> '/de/faq').
 */
export function localizePath(locale: Locale, path: string): string {
  const plain = stripLocale(path);
  return `${localeBase(locale)}${plain}`;
}

/** BCP 47 tags of each language, for hreflang and Intl (the region-less tag: a language, not a country). */
export const LOCALE_TAG: Record<Locale, string> = {
  en: 'en',
  de: 'de',
  fr: 'fr',
  es: 'es',
  it: 'it',
  ko: 'ko',
};

/** The first supported language among a browser's preferred ones (navigator.languages, Accept-Language). */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLocale(base)) return base;
  }
  return undefined;
}

/** `<link rel=alternate hreflang>` targets of a page: its address in every language, and x-default (English). */
export function alternates(origin: string, path: string): Array<{ hreflang: string; href: string }> {
  const plain = stripLocale(path);
  return [
    ...LOCALES.map((l) => ({ hreflang: LOCALE_TAG[l], href: `${origin}${localizePath(l, plain)}` })),
    { hreflang: 'x-default', href: `${origin}${plain}` },
  ];
}

/** Each language's name in itself (the language switcher's links: a visitor finds their own language's name). */
export const LOCALE_NAME: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  ko: '한국어',
};
