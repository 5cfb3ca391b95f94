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
  // Requests this plugin made conditional: only their 304s are ours to answer from the cache.
  const ours = new WeakSet<Request>();
  const cached = async (request: Request): Promise<Response | undefined> =>
    (await open(cacheName)).match(request, { ignoreVary: true });
  return {
    requestWillFetch: async ({ request }) => {
      if (request.method !== 'GET' || request.headers.has('if-none-match')) return request;
      const etag = (await cached(request))?.headers.get('etag');
      if (!etag) return request;
      const headers = new Headers(request.headers);
      headers.set('if-none-match', etag);
      const conditional = new Request(request, { headers });
      ours.add(conditional);
      return conditional;
    },
    fetchDidSucceed: async ({ request, response }) => {
      if (response.status !== 304 || !ours.has(request)) return response;
      // The request seen here already carries If-None-Match; the cache matches on the URL.
      return (await cached(new Request(request.url))) ?? response;
    },
  };
}
