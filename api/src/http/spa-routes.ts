// The site's route table as the server sees it (api/src/contract/routes.ts, shared with the client's router):
// a known route renders with 200, anything else the 404 page with 404.
import { routeFor } from '../contract/routes';

/** Path without query string; one trailing slash is tolerated like React Router does. */
export function isKnownRoute(path: string): boolean {
  return routeFor(path) !== undefined;
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
