// The site's route table (docs/spec.md §2), one entry a route: its React Router path (client/app/router.tsx pairs
// each with its screen) and the pattern the server checks a deep link against (api/src/http/spa-routes.ts: a
// known route gets the shell with 200, anything else with 404). A runtime module of the contract, pure and
// dependency-free, shared by client and server like slug.ts.

export interface SiteRoute {
  /** React Router path, relative to the layout route ('' is the index). */
  path: string;
  /** What the server accepts for it (stricter where the client reads digits). */
  pattern: RegExp;
}

const route = (path: string, pattern: RegExp): SiteRoute => ({ path, pattern });

export const SITE_ROUTES = {
  home: route('', /^\/$/),
  movieById: route('movie/:id/:title?', /^\/movie\/\d+(\/[^/]+)?$/),
  movie: route('movies/:slug', /^\/movies\/[^/]+$/),
  tvById: route('tv/:id/:title?', /^\/tv\/\d+(\/[^/]+)?$/),
  tv: route('tv-shows/:slug', /^\/tv-shows\/[^/]+$/),
  tvOld: route('tvshows/:slug', /^\/tvshows\/[^/]+$/),
  search: route('search', /^\/search$/),
  directSearch: route('direct-search', /^\/direct-search$/),
  category: route('category/:type', /^\/category\/[^/]+$/),
  genre: route('genre/:id', /^\/genre\/\d+$/),
  advancedSearch: route('advanced-search', /^\/advanced-search$/),
  advancedSearchType: route('advanced-search/:type', /^\/advanced-search\/[^/]+$/),
  upcoming: route('upcoming-movies', /^\/upcoming-movies$/),
  contact: route('contact', /^\/contact$/),
  privacy: route('privacy', /^\/privacy$/),
  terms: route('terms', /^\/terms$/),
  faq: route('faq', /^\/faq$/),
  myList: route('my-list', /^\/my-list$/),
  newArrivals: route('new', /^\/new$/),
  newOnProvider: route('new/:provider/:country', /^\/new\/[a-z0-9-]{1,100}\/[a-z]{2}$/),
} as const;

export type RouteName = keyof typeof SITE_ROUTES;
