// The client's route table (spec section 2, client/app/router.tsx) as the server sees it: a deep link to a
// known route gets the shell with 200, anything else the shell with 404 (the client shows its 404 page).
const KNOWN_ROUTES: RegExp[] = [
  /^\/$/,
  /^\/movie\/\d+(\/[^/]+)?$/,
  /^\/movies\/[^/]+$/,
  /^\/tv\/\d+(\/[^/]+)?$/,
  /^\/tv-shows\/[^/]+$/,
  /^\/tvshows\/[^/]+$/,
  /^\/search$/,
  /^\/direct-search$/,
  /^\/category\/[^/]+$/,
  /^\/genre\/\d+$/,
  /^\/advanced-search(\/[^/]+)?$/,
  /^\/upcoming-movies$/,
  /^\/(contact|privacy|terms|faq)$/,
];

/** Path without query string; one trailing slash is tolerated like React Router does. */
export function isKnownRoute(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/$/, '') : path;
  return KNOWN_ROUTES.some((re) => re.test(clean));
}

/** Static pages listed in the sitemap besides the title pages. */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/search',
  '/advanced-search/movie',
  '/advanced-search/tv',
  '/upcoming-movies',
  '/contact',
  '/privacy',
  '/terms',
  '/faq',
];
