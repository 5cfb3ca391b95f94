import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const LEGACY = /^\/(movie|tv)\/(\d+)\/([^/]+)\/?$/;

/** /movie/{digits}/{slug} -> /movies/{slug}; /tv/{digits}/{slug} -> /tv-shows/{slug}; else null. */
export function legacyRedirectTarget(path: string | null | undefined): string | null {
  const m = LEGACY.exec((path ?? '').split(/[?#]/)[0] ?? '');
  if (!m) return null;
  const slug = m[3]!;
  if (!/[a-z]/i.test(slug)) return null;
  return `${m[1] === 'movie' ? '/movies' : '/tv-shows'}/${slug}`;
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
