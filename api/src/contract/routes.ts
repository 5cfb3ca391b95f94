// The site's route table (docs/spec.md §2), one entry a route, read by the server and the browser alike (not by
// the service worker, which answers every navigation with the server's page; docs/guide.md "Add a page"):
// - `path`: the React Router path (client/app/router.tsx makes the route objects from it);
// - `pattern`: what the server accepts for it (stricter where the client reads digits): a known address renders
//   with 200, anything else the 404 page with 404 (api/src/http/page-renderer.ts);
// - `module`: the screen's file under client/app/routes/ (the router loads it lazily; the server links its
//   chunks and stylesheets into the page, from the client build's manifest).
// The screen itself declares its data (its queries, which the server renders with) and its head (usePageMeta).
// A runtime module of the contract, pure and dependency-free, shared by client and server like slug.ts.
// Every route also exists under each language prefix (locales.ts, issue #46): `path` and `pattern` are the English
// address; routeFor() strips the prefix, and the browser's router runs under it as its basename.
import { stripLocale } from './locales';

export interface SiteRoute {
  /** React Router path, relative to the layout route ('' is the index). */
  path: string;
  /** What the server accepts for it (stricter where the client reads digits). */
  pattern: RegExp;
  /** The screen's module, relative to the project root (a key of the client build's manifest). */
  module: string;
  /** Its addresses listed in /sitemap.xml, for the routes without a parameter (titles come from the catalog). */
  sitemap?: readonly string[];
}

const route = (path: string, pattern: RegExp, screen: string, sitemap?: readonly string[]): SiteRoute => ({
  path,
  pattern,
  module: `client/app/routes/${screen}.tsx`,
  ...(sitemap && { sitemap }),
});

export const SITE_ROUTES = {
  home: route('', /^\/$/, 'home', ['/']),
  movieById: route('movie/:id/:title?', /^\/movie\/\d+(\/[^/]+)?$/, 'movie-detail'),
  movie: route('movies/:slug', /^\/movies\/[^/]+$/, 'movie-detail'),
  tvById: route('tv/:id/:title?', /^\/tv\/\d+(\/[^/]+)?$/, 'tv-detail'),
  tv: route('tv-shows/:slug', /^\/tv-shows\/[^/]+$/, 'tv-detail'),
  tvOld: route('tvshows/:slug', /^\/tvshows\/[^/]+$/, 'tvshows-redirect'),
  search: route('search', /^\/search$/, 'search', ['/search']),
  directSearch: route('direct-search', /^\/direct-search$/, 'direct-search'),
  category: route('category/:type', /^\/category\/[^/]+$/, 'category'),
  genre: route('genre/:id', /^\/genre\/\d+$/, 'genre'),
  advancedSearch: route('advanced-search', /^\/advanced-search$/, 'advanced-search'),
  advancedSearchType: route('advanced-search/:type', /^\/advanced-search\/[^/]+$/, 'advanced-search', [
    '/advanced-search/movie',
    '/advanced-search/tv',
  ]),
  upcoming: route('upcoming-movies', /^\/upcoming-movies$/, 'upcoming', ['/upcoming-movies']),
  contact: route('contact', /^\/contact$/, 'contact', ['/contact']),
  privacy: route('privacy', /^\/privacy$/, 'privacy', ['/privacy']),
  terms: route('terms', /^\/terms$/, 'terms', ['/terms']),
  faq: route('faq', /^\/faq$/, 'faq', ['/faq']),
  myList: route('my-list', /^\/my-list$/, 'my-list'),
  newArrivals: route('new', /^\/new$/, 'new'),
  newOnProvider: route('new/:provider/:country', /^\/new\/[a-z0-9-]{1,100}\/[a-z]{2}$/, 'new-provider'),
} as const;

export type RouteName = keyof typeof SITE_ROUTES;

/** The screen of every address no route matches. */
export const NOT_FOUND_MODULE = 'client/app/routes/not-found.tsx';

const ALL_ROUTES: SiteRoute[] = Object.values(SITE_ROUTES);

/** Static pages listed in the sitemap besides the title and "new on" pages. */
export const SITEMAP_STATIC_PATHS: readonly string[] = ALL_ROUTES.flatMap((r) => r.sitemap ?? []);

/**
 * Path without query string; one trailing slash is tolerated like React Router does. A language prefix
 * (locales.ts: '/de/movies/x') names the same route as the English address: every route exists in every language.
 */
export function routeFor(path: string): SiteRoute | undefined {
  const plain = stripLocale(path);
  const clean = plain.length > 1 ? plain.replace(/\/$/, '') : plain;
  return ALL_ROUTES.find((r) => r.pattern.test(clean));
}
