import { matchPath, useLocation } from 'react-router-dom';
import type { MediaType } from '../../../../api/src/contract';
import { useIsTitleSaved } from '../hooks';
import { useOnlineStatus } from '../../../lib/pwa';
import { AvailableOffline } from './available-offline';
import './offline.css';

/** Pages that work without the network: no notice there. */
const STATIC_PATHS = ['/contact', '/privacy', '/terms', '/faq', '/404'];
const NETWORK_PATHS = [
  '/search',
  '/direct-search',
  '/category/:type',
  '/genre/:id',
  '/advanced-search',
  '/advanced-search/:type',
  '/upcoming-movies',
];
const TITLE_PATHS: { pattern: string; type: MediaType; param: 'slug' | 'id' }[] = [
  { pattern: '/movies/:slug', type: 'movie', param: 'slug' },
  { pattern: '/movie/:id/:title?', type: 'movie', param: 'id' },
  { pattern: '/tv-shows/:slug', type: 'tv', param: 'slug' },
  { pattern: '/tvshows/:slug', type: 'tv', param: 'slug' },
  { pattern: '/tv/:id/:title?', type: 'tv', param: 'id' },
];

function titleRoute(pathname: string) {
  for (const route of TITLE_PATHS) {
    const match = matchPath(route.pattern, pathname);
    const value = match?.params[route.param];
    if (!value) continue;
    // '/movie/abc' is not a title address (the page sends it to /404); Number('abc') would be NaN, which
    // IndexedDB rejects as a key.
    if (route.param === 'id')
      return /^\d+$/.test(value) ? { type: route.type, key: Number(value) } : undefined;
    return { type: route.type, key: value };
  }
  return undefined;
}

// Static classes (offline.css): the notice is loaded after the first paint on every page and must not bring the
// Chakra system with it (issue #10).

/**
 * While offline, above the page: what this page can't do without the network and what is saved on the
 * device ('Available offline'). Home shows the saved shelf; a title saved on the device needs no notice.
 * Online it renders nothing and reads nothing: the device's saved titles are looked up only once the connection
 * is gone (a live query on every page load was ~20 ms of a title page's start at 1x CPU here, issue #10).
 */
export function OfflineRouteNotice() {
  return useOnlineStatus() ? null : <OfflineNotice />;
}

function OfflineNotice() {
  const { pathname, search } = useLocation();
  const title = titleRoute(pathname);
  const saved = useIsTitleSaved(title?.type, title?.key);
  if (STATIC_PATHS.includes(pathname)) return null;

  let message: string | null = null;
  if (pathname === '/') message = null;
  else if (title) {
    if (saved !== false) return null; // saved (or still checking): the page itself renders it
    message = 'This title is not saved on this device. It will open when you are back online.';
  } else if (NETWORK_PATHS.some((p) => matchPath(p, pathname))) {
    message = 'This page needs an internet connection. Here is what you can open offline.';
  } else return null;

  const q = new URLSearchParams(search).get('q') ?? '';
  return (
    <div className="sf-container sf-offline-notice" data-testid="offline-route-notice">
      <div className="sf-offline-notice__box">
        {message && <p className="sf-offline-notice__message">{message}</p>}
        <AvailableOffline key={pathname} initialSearch={q} />
      </div>
    </div>
  );
}
