// Issue #46: every route of the one route table exists under each language prefix (routeFor strips it), and the
// helpers that build localized addresses keep query strings and move an address between languages.
import { describe, expect, it } from 'vitest';
import { routeFor, SITE_ROUTES, type RouteName } from '../../../api/src/contract/routes';
import {
  alternates,
  localeOfPath,
  localizePath,
  preferredLocale,
  PREFIXED_LOCALES,
  stripLocale,
} from '../../../api/src/contract/locales';

const SAMPLES: Partial<Record<RouteName, string>> = {
  home: '/',
  movie: '/movies/fight-club',
  movieById: '/movie/550/fight-club',
  tv: '/tv-shows/game-of-thrones',
  genre: '/genre/28',
  newOnProvider: '/new/netflix/us',
  faq: '/faq',
};

describe('language prefixes', () => {
  it('names the same route of the table under every prefix, and no route for an unknown address', () => {
    for (const [name, path] of Object.entries(SAMPLES) as Array<[RouteName, string]>)
      for (const l of PREFIXED_LOCALES) {
        expect(routeFor(localizePath(l, path)), `${l} ${path}`).toBe(SITE_ROUTES[name]);
        expect(localeOfPath(localizePath(l, path))).toBe(l);
      }
    expect(routeFor('/de/genre/action')).toBeUndefined();
    expect(routeFor('/dex/faq')).toBeUndefined();
    expect(routeFor('/de')).toBe(SITE_ROUTES.home);
  });

  it('builds and strips prefixes, keeping the query', () => {
    expect(localizePath('de', '/search?q=star')).toBe('/de/search?q=star');
    expect(localizePath('ko', '/')).toBe('/ko/');
    expect(localizePath('en', '/fr/faq')).toBe('/faq');
    expect(localizePath('it', '/fr/faq')).toBe('/it/faq');
    expect(stripLocale('/de')).toBe('/');
    expect(stripLocale('/de?x=1')).toBe('/?x=1');
    expect(stripLocale('/design')).toBe('/design');
    expect(localeOfPath('/movies/x')).toBe('en');
  });

  it('names the six languages and x-default as alternates', () => {
    expect(alternates('https://s', '/de/faq')).toEqual([
      { hreflang: 'en', href: 'https://s/faq' },
      { hreflang: 'de', href: 'https://s/de/faq' },
      { hreflang: 'fr', href: 'https://s/fr/faq' },
      { hreflang: 'es', href: 'https://s/es/faq' },
      { hreflang: 'it', href: 'https://s/it/faq' },
      { hreflang: 'ko', href: 'https://s/ko/faq' },
      { hreflang: 'x-default', href: 'https://s/faq' },
    ]);
  });

  it("picks the first supported language of the browser's preferences", () => {
    expect(preferredLocale(['de-AT', 'en'])).toBe('de');
    expect(preferredLocale(['pt-BR', 'ko-KR', 'en'])).toBe('ko');
    expect(preferredLocale(['en-GB', 'fr'])).toBe('en');
    expect(preferredLocale(['pt'])).toBeUndefined();
  });
});
