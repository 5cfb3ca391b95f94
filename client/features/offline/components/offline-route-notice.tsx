import { useT } from '../../../i18n/i18n-provider';
import { matchPath, useLocation } from 'react-router-dom';
import type { MediaType } from '../../../../api/src/contract';
import { routeFor, SITE_ROUTES, type RouteName, type SiteRoute } from '../../../../api/src/contract/routes';
import { useIsTitleSaved } from '../hooks';
import { useOnlineStatus } from '../../../lib/pwa';
import { AvailableOffline } from './available-offline';
import './offline.css';

type OfflineKind =
  /** Works offline (static text, the device's own list, the home page's saved shelf): no message. */
  | 'device'
  /** Needs the network: says so, with what is saved on the device. */
  | 'network'
  /** A title page: no notice when the title is saved on the device. */
  | { type: MediaType; param: 'slug' | 'id' };

/** What each route of the table (api/src/contract/routes.ts) can do offline; a new route must say. */
const OFFLINE: Record<RouteName, OfflineKind> = {
  home: 'device',
  movieById: { type: 'movie', param: 'id' },
  movie: { type: 'movie', param: 'slug' },
  tvById: { type: 'tv', param: 'id' },
  tv: { type: 'tv', param: 'slug' },
  tvOld: { type: 'tv', param: 'slug' },
  search: 'network',
  directSearch: 'network',
  category: 'network',
  genre: 'network',
  advancedSearch: 'network',
  advancedSearchType: 'network',
  upcoming: 'network',
  contact: 'device',
  privacy: 'device',
  terms: 'device',
  faq: 'device',
  myList: 'device',
  newArrivals: 'network',
  newOnProvider: 'network',
};

const ROUTE_NAMES = new Map<SiteRoute, RouteName>(
  (Object.keys(SITE_ROUTES) as RouteName[]).map((name) => [SITE_ROUTES[name], name]),
);

/** The route an address opens, by the route table's own matching (the 404 page's addresses: none). */
function offlineRoute(pathname: string) {
  const route = routeFor(pathname);
  const name = route && ROUTE_NAMES.get(route);
  if (!route || !name) return undefined;
  const kind = OFFLINE[name];
  if (typeof kind === 'string') return { kind, title: undefined };
  // The table's pattern accepts only digits for an id ('/movie/abc' is the 404 page's).
  const value = matchPath(`/${route.path}`, pathname)?.params[kind.param];
  if (!value) return undefined;
  const key = kind.param === 'id' ? Number(value) : value;
  return { kind: 'title' as const, title: { type: kind.type, key } };
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
  const t = useT();
  const { pathname, search } = useLocation();
  const route = offlineRoute(pathname);
  const title = route?.title;
  const saved = useIsTitleSaved(title?.type, title?.key);
  if (!route) return null;

  let message: string | null = null;
  if (pathname === '/') message = null;
  else if (title) {
    if (saved !== false) return null; // saved (or still checking): the page itself renders it
    message = t('offline.titleNotSaved');
  } else if (route.kind === 'network') {
    message = t('offline.needsNetwork');
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
