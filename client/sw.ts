/// <reference lib="webworker" />
// StreamFinder's service worker (docs/decisions.md #9, #17, #19). It owns:
// - the precached app shell (index.html, every JS/CSS chunk, icons): any route opens offline, and an open page
//   keeps finding its own version's lazy chunks until the visitor accepts an update;
// - navigations: the server's rendering of the page (network first, 2 s at most, with navigation preload), else
//   the last rendering of that address this version cached, else the precached shell, which renders the page in
//   the browser from the caches and IndexedDB (never /api, /sitemap.xml or /robots.txt);
// - runtime caches: the small /api lists stale-while-revalidate (instant, refreshed behind), other /api GETs
//   network-first with a 3 s timeout (fresh when possible, the last answer offline, else a title or slug the
//   page saved in IndexedDB), TMDB images cache-first
//   (opaque allowed, capped and expiring); /api requests carry the cached answer's ETag (If-None-Match) and a
//   304 is answered from the cache (lib/etag-revalidation.ts); per-visitor paths (ratings, My List, geo) are
//   not the worker's, and no answer marked no-store or private is cached (lib/sw-routes.ts, issue #35);
// - the ratings outbox flush on Background Sync (it reads the same Dexie database as the page);
// - availability alerts (issue #37): push -> notification, click -> the title (lib/push-alerts-sw.ts);
// - files shared to the installed app (issue #38, the manifest's share_target): the POST is answered here,
//   without the network: the file is kept in Cache Storage and the browser sent to My List's import with a
//   one-time id (lib/share-target-sw.ts);
// - updates: a new version waits until the page asks (SKIP_WAITING from the update toast); outdated precaches
//   are deleted on activation.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { etagRevalidation } from './lib/etag-revalidation';
import { savedApiResponse } from './lib/offline-store';
import { flushOutbox, OUTBOX_SYNC_TAG } from './lib/outbox-core';
import { APP_VERSION } from './lib/app-version';
import { isDataRequest, isListRequest, refuseUncacheable } from './lib/sw-routes';
import { listenForAlerts } from './lib/push-alerts-sw';
import { listenForShares } from './lib/share-target-sw';

declare let self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

const DAY = 24 * 60 * 60;
export const CACHE_NAMES = {
  lists: 'sf-api-lists',
  data: 'sf-api-data',
  images: 'sf-tmdb-images',
} as const;

cleanupOutdatedCaches();
// No directoryIndex: Workbox would answer '/' with the precached '/index.html' (the bare shell) before the
// navigation route below could give it the server's page.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

function okOnly200() {
  return new CacheableResponsePlugin({ statuses: [200] });
}

// ---- navigations: the server's page ----

/**
 * Pages as the server rendered them, for this version of the app only: a page names its version's scripts, which
 * an update deletes from the precache (activate below deletes the older pages caches).
 */
const PAGES_CACHE = `sf-pages-${APP_VERSION}`;
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 2,
  plugins: [
    okOnly200(),
    refuseUncacheable,
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
  ],
});
const shell = createHandlerBoundToURL('/index.html');

registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        const page = await pages.handle(options);
        if (page) return page;
      } catch {
        // No network and no rendering of this address cached: the shell below renders it in the browser.
      }
      return shell(options);
    },
    { denylist: [/^\/api(\/|$)/, /^\/sitemap[^/]*\.xml$/, /^\/robots\.txt$/] },
  ),
);

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The navigation's request starts while the worker boots (the server's page comes sooner).
      await self.registration.navigationPreload?.enable().catch(() => undefined);
      for (const name of await caches.keys())
        if (name.startsWith('sf-pages-') && name !== PAGES_CACHE) await caches.delete(name);
    })(),
  );
});

// ---- /api GETs ----

const okOnly = okOnly200();

registerRoute(
  isListRequest,
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.lists,
    plugins: [
      okOnly,
      refuseUncacheable,
      etagRevalidation(CACHE_NAMES.lists),
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  isDataRequest,
  new NetworkFirst({
    cacheName: CACHE_NAMES.data,
    networkTimeoutSeconds: 3,
    plugins: [
      okOnly,
      refuseUncacheable,
      etagRevalidation(CACHE_NAMES.data),
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
      // No network and nothing cached: a title the page saved in IndexedDB (e.g. before this worker ran).
      { handlerDidError: async ({ request }) => savedApiResponse(new URL(request.url)) },
    ],
  }),
);

// ---- TMDB images ----

registerRoute(
  ({ url }) => url.origin === 'https://image.tmdb.org',
  new CacheFirst({
    cacheName: CACHE_NAMES.images,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// ---- ratings outbox ----

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    flushOutbox().then((result) => {
      // Entries left by a transient failure: reject so the browser schedules another sync.
      if (result.remaining > 0 && !sync.lastChance)
        throw new Error(`${result.remaining} rating(s) still queued`);
    }),
  );
});

// ---- availability alerts (issue #37) ----

listenForAlerts(self);

// ---- files shared to the app (issue #38) ----

listenForShares();
