// Which /api answers the service worker may keep (client/sw.ts, docs/decisions.md #17-#18), apart so they are
// unit-tested. Two guards, so a per-visitor answer is never stored in a cache every page of the origin reads
// (issue #35):
// - the routes: per-visitor, write-like and health paths are not the worker's at all (the browser fetches them
//   as if there were no worker); /api/watchlist (the visitor's list) and /api/geo (the visitor's country) were
//   cached by the network-first route until issue #35;
// - the answers: whatever the path, an answer the server marks `no-store` or `private` is not written to a cache
//   (`refuseUncacheable`, a Workbox cacheWillUpdate), so a new per-visitor route is safe by default.
import type { WorkboxPlugin } from 'workbox-core/types';

/** Genres, countries, providers lists and the home page's lists: small, shared, fine a little stale. */
export const LIST_PATH =
  /^\/api\/(genres\/|countries$|providers(\/|$)|trending\/|movie\/(popular|top_rated|now_playing|upcoming)$|tv\/(popular|top_rated|on_the_air|airing_today)$)/;
/** Never the worker's: per-visitor (ratings, My List, the detected country), write-like answers, and health. */
export const UNCACHED_PATH = /^\/api\/(ratings|watchlist|geo|events|health)(\/|$)/;

interface RouteMatch {
  url: URL;
  request: Request;
  sameOrigin: boolean;
}

const apiGet = ({ url, request, sameOrigin }: RouteMatch) =>
  sameOrigin && request.method === 'GET' && url.pathname.startsWith('/api/');

/** The stale-while-revalidate route's requests. */
export const isListRequest = (m: RouteMatch) => apiGet(m) && LIST_PATH.test(m.url.pathname);

/** The network-first route's requests: every other /api GET the worker may keep. */
export const isDataRequest = (m: RouteMatch) => apiGet(m) && !UNCACHED_PATH.test(m.url.pathname);

/** True when the answer's Cache-Control forbids keeping it (no-store) or keeping it for others (private). */
export function forbidsStorage(response: Response): boolean {
  const directives = (response.headers.get('cache-control') ?? '')
    .toLowerCase()
    .split(',')
    .map((d) => d.trim().split('=')[0]);
  return directives.includes('no-store') || directives.includes('private');
}

/** A Workbox plugin: an answer marked no-store or private is handed to the page but never cached. */
export const refuseUncacheable: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (forbidsStorage(response) ? null : response),
};
