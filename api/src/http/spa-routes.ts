// The site's route table as the server sees it (api/src/contract/routes.ts, shared with client/app/router.tsx):
// a deep link to a known route gets the shell with 200, anything else the shell with 404 (the client shows its
// 404 page).
import { SITE_ROUTES } from '../contract/routes';

const KNOWN_ROUTES: RegExp[] = Object.values(SITE_ROUTES).map((r) => r.pattern);

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
