// A Workbox plugin for the service worker's /api routes (issue #12): when the worker's cache holds an answer
// with an ETag, the network request carries it as If-None-Match, and a 304 is answered with that cached copy.
// The browser's HTTP cache does the same for the page's own fetches; this covers answers the worker still has
// after the HTTP cache dropped them, so a revalidation costs headers instead of the whole body.
import type { WorkboxPlugin } from 'workbox-core/types';

type CacheOpener = (name: string) => Promise<Pick<Cache, 'match'>>;

export function etagRevalidation(
  cacheName: string,
  open: CacheOpener = (name) => caches.open(name),
): WorkboxPlugin {
  const cached = async (request: Request): Promise<Response | undefined> =>
    (await open(cacheName)).match(request, { ignoreVary: true });
  return {
    requestWillFetch: async ({ request, state }) => {
      if (request.method !== 'GET' || request.headers.has('if-none-match')) return request;
      const etag = (await cached(request))?.headers.get('etag');
      if (!etag) return request;
      const headers = new Headers(request.headers);
      headers.set('if-none-match', etag);
      // Kept in Workbox's per-request plugin state: fetchDidSucceed sees a clone of the request returned here
      // (StrategyHandler.fetch), never the same object, so only the state tells our 304s from a page's own.
      if (state) state.conditional = true;
      return new Request(request, { headers });
    },
    fetchDidSucceed: async ({ request, response, state }) => {
      if (response.status !== 304 || state?.conditional !== true) return response;
      // The request seen here already carries If-None-Match; the cache matches on the URL.
      return (await cached(new Request(request.url))) ?? response;
    },
  };
}
