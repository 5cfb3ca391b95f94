import { useEffect, useRef } from 'react';
import { matchPath, useLocation, useNavigationType } from 'react-router-dom';
import { routeFor, SITE_ROUTES } from '../../../api/src/contract/routes';

/** The id addresses of titles (the route table's) and the slug address each one's legacy form goes to. */
const LEGACY = [
  { route: SITE_ROUTES.movieById, to: SITE_ROUTES.movie },
  { route: SITE_ROUTES.tvById, to: SITE_ROUTES.tv },
];

/** /movie/{digits}/{slug} -> /movies/{slug}; /tv/{digits}/{slug} -> /tv-shows/{slug}; else null. */
export function legacyRedirectTarget(path: string | null | undefined): string | null {
  const pathname = (path ?? '').split(/[?#]/)[0] ?? '';
  const route = routeFor(pathname);
  const legacy = LEGACY.find((l) => l.route === route);
  if (!legacy) return null;
  const slug = matchPath(`/${legacy.route.path}`, pathname)?.params.title;
  if (!slug || !/[a-z]/i.test(slug)) return null;
  return `/${legacy.to.path.replace(':slug', slug)}`;
}

/**
 * Legacy /movie/{digits}/{slug} and /tv/{digits}/{slug} addresses that end on the 404 page (the title page
 * replaces an unknown id with /404) are sent to /movies/{slug} or /tv-shows/{slug} by a full page load
 * (docs/spec.md §2, 404 page). Watches the location so no other screen has to pass the old address along.
 */
export function LegacyRedirect() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (pathname === '/404' && navigationType === 'REPLACE') {
      const target = legacyRedirectTarget(previous.current);
      if (target) window.location.replace(target);
    }
    previous.current = pathname;
  }, [pathname, navigationType]);
  return null;
}
