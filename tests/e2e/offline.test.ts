// Offline-first in a real Chromium against the production build (issue 7, docs/decisions.md #17-#18): the service
// worker controls the page; with the network off AND the server stopped, reloads of /, of deep links and of
// a title viewed before render (with providers); an unvisited title says so and offers the saved shelf;
// the on-device search finds saved titles; a title saved only in IndexedDB still opens, answered by the worker's
// IndexedDB fallback (its X-StreamFinder-Offline header) with the worker's and the browser's HTTP caches cleared;
// the worker caches no per-visitor or no-store answer.
import { describe, expect, it } from 'vitest';
import {
  errorsOf,
  goOffline,
  goOnline,
  newOfflineContext,
  openControlled,
  screenshot,
  setupOfflineHarness,
} from './offline-support';
import { nextFrames } from './support/harness';
import type { Page } from 'playwright-core';

const h = setupOfflineHarness();

const SPINNER_FREE_MS = 8000;

/** How many titles the page has kept in IndexedDB. */
function savedTitles(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('streamfinder');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains('titles')) return resolve(0);
          const req = open.result.transaction('titles').objectStore('titles').count();
          req.onsuccess = () => resolve(req.result);
        };
      }),
  );
}

describe('offline-first', () => {
  it('is controlled by the service worker, and every route opens offline; a viewed title with its providers', async () => {
    const context = await newOfflineContext(h);
    try {
      const page = await openControlled(context, h, '/');
      const precached = await page.evaluate(async () => {
        const names = await caches.keys();
        const name = names.find((n) => n.includes('precache'));
        const keys = name ? await (await caches.open(name)).keys() : [];
        return keys.map((r) => new URL(r.url).pathname);
      });
      expect(precached).toContain('/index.html');
      expect(precached.some((p) => /^\/assets\/.+\.js$/.test(p))).toBe(true);

      // View a title while online (saved in IndexedDB and the worker's cache).
      await page.goto(h.server.url + '/movies/fight-club');
      await page.locator('[data-testid=title-heading]').filter({ hasText: 'Fight Club' }).waitFor();
      await page.locator('[data-testid=availability-panel] [data-testid=provider-tile]').first().waitFor();
      const onlineProviders = await page.locator('[data-testid=provider-tile]').count();
      expect(onlineProviders).toBeGreaterThan(0);
      // Kept on the device by the device worker moments after the page showed it (docs/decisions.md #18).
      await expect.poll(() => savedTitles(page), { timeout: 5000 }).toBeGreaterThan(0);

      await goOffline(context, h);
      try {
        // The home page (a reload of /): shell, offline indicator, saved shelf.
        await page.goto(h.server.url + '/');
        await page.reload();
        // The page is the one the worker kept; the app hydrates it after (client/app/start.tsx), so the load event
        // can come before the indicator shows.
        const offlineMark = page.getByRole('status').filter({ hasText: 'You are offline' });
        await offlineMark.waitFor();
        expect(await offlineMark.count()).toBe(1);
        await page.locator('[data-testid=available-offline]').getByText('Fight Club').waitFor();
        await screenshot(page, 'home-offline');

        // A previously viewed title, reloaded offline: details, genres and providers for the country.
        await page.goto(h.server.url + '/movies/fight-club');
        await page.locator('[data-testid=title-heading]').filter({ hasText: 'Fight Club' }).waitFor();
        await page.locator('[data-testid=genre-chips]').getByText('Drama').waitFor();
        await page.locator('[data-testid=provider-tile]').first().waitFor();
        expect(await page.locator('[data-testid=provider-tile]').count()).toBe(onlineProviders);
        expect(await page.locator('[data-testid=offline-route-notice]').count()).toBe(0);
        await screenshot(page, 'title-offline');

        // Deep links never visited: the shell opens; static pages work; network pages say so.
        await page.goto(h.server.url + '/faq');
        await page.locator('h1').waitFor();
        expect(await page.locator('[data-testid=offline-route-notice]').count()).toBe(0);
        await page.goto(h.server.url + '/category/tv?filter=top_rated');
        await page.getByText('This page needs an internet connection').waitFor();
        await page.locator('[data-testid=available-offline]').getByText('Fight Club').waitFor();
        await screenshot(page, 'deep-link-offline');
        expect(errorsOf(page)).toEqual([]);
      } finally {
        await goOnline(context, h);
      }
    } finally {
      await context.close();
    }
  });

  it('an unvisited title offline shows the offline message and the saved shelf, no endless spinner', async () => {
    const context = await newOfflineContext(h);
    await context.clock.install();
    try {
      const page = await openControlled(context, h, '/movies/fight-club');
      await page.locator('[data-testid=title-heading]').waitFor();
      await goOffline(context, h);
      try {
        await page.goto(h.server.url + '/movies/the-matrix');
        await page.getByText('This title is not saved on this device').waitFor();
        await page.locator('[data-testid=available-offline]').getByText('Fight Club').waitFor();
        // The notice comes from the device alone, often while the page's code still loads (its loader, then the
        // title's skeleton while the request fails): the page has settled once it says the title is offline.
        await page.locator('[data-testid=title-offline]').waitFor({ state: 'attached' });
        // Nothing still loading after the network failed (title skeleton or a busy region): it settles, and
        // stays settled once every timer the page had pending (retries, delays) has fired.
        // Each busy element named (tag, test id, class, label), so a failure says which one kept loading.
        const busy = () =>
          page.$$eval('[aria-busy=true]', (els) =>
            els.map((el) =>
              [
                el.tagName.toLowerCase(),
                el.getAttribute('data-testid'),
                el.className,
                el.getAttribute('aria-label') ?? el.textContent?.slice(0, 40),
              ].join(' | '),
            ),
          );
        await expect.poll(busy, { timeout: SPINNER_FREE_MS }).toEqual([]);
        await page.clock.fastForward(SPINNER_FREE_MS);
        await nextFrames(page);
        expect(await busy()).toEqual([]);
        await screenshot(page, 'unvisited-title-offline');
      } finally {
        await goOnline(context, h);
      }
    } finally {
      await context.close();
    }
  });

  it('offline search finds a saved title on the device', async () => {
    const context = await newOfflineContext(h);
    try {
      const page = await openControlled(context, h, '/movies/fight-club');
      await page.locator('[data-testid=title-heading]').waitFor();
      await page.goto(h.server.url + '/tv-shows/breaking-bad');
      await page.locator('[data-testid=title-heading]').waitFor();
      // The server's page shows the title before the app has started: it is kept on the device once the app has
      // hydrated it (within a second), and only then does the connection go in this test.
      await expect.poll(() => savedTitles(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
      await goOffline(context, h);
      try {
        await page.goto(h.server.url + '/search?q=fight');
        const shelf = page.locator('[data-testid=available-offline]');
        await shelf.getByText('Fight Club').waitFor();
        expect(await shelf.getByText('Breaking Bad').count()).toBe(0);
        const input = shelf.getByLabel('Search saved titles');
        expect(await input.inputValue()).toBe('fight');
        await input.fill('BREAKING');
        await shelf.getByText('Breaking Bad').waitFor();
        expect(await shelf.getByText('Fight Club').count()).toBe(0);
        await input.fill('zzzz');
        await shelf.getByText('No saved title matches').waitFor();
        await input.fill('club');
        await shelf.locator('[data-testid=title-card]').first().click();
        await page.locator('[data-testid=title-heading]').filter({ hasText: 'Fight Club' }).waitFor();
        await screenshot(page, 'title-from-offline-search');
      } finally {
        await goOnline(context, h);
      }
    } finally {
      await context.close();
    }
  });

  it('the worker caches no per-visitor or no-store answer: /api/watchlist, /api/geo, ratings (issue #35)', async () => {
    const context = await newOfflineContext(h);
    try {
      const page = await openControlled(context, h, '/');
      // Under the worker's control: the country detection, a title with the visitor's rating, and My List's read
      // of the server's list. The app asks /api/geo only when it renders a page itself (the offline shell, with
      // no country saved): the server's pages come with the country. The page asks it here directly, through
      // the same worker routes.
      const seen = (path: RegExp) =>
        page.waitForResponse((r) => path.test(new URL(r.url()).pathname) && r.status() === 200);
      const geo = seen(/^\/api\/geo$/);
      await page.evaluate(() => fetch('/api/geo').then((r) => r.text()));
      await geo;
      await page.goto(h.server.url + '/movies/fight-club');
      await page.locator('[data-testid=title-heading]').filter({ hasText: 'Fight Club' }).waitFor();
      const list = seen(/^\/api\/watchlist$/);
      await page.goto(h.server.url + '/my-list');
      await list;
      const cached = await page.evaluate(async () => {
        const entries: { cache: string; path: string; cacheControl: string | null }[] = [];
        for (const name of await caches.keys()) {
          if (name.includes('precache')) continue;
          const cache = await caches.open(name);
          for (const request of await cache.keys()) {
            const response = await cache.match(request);
            entries.push({
              cache: name,
              path: new URL(request.url).pathname,
              cacheControl: response?.headers.get('cache-control') ?? null,
            });
          }
        }
        return entries;
      });
      // What should be cached is (the check below is not vacuous): the server's rendering of the title page ...
      expect(cached.some((e) => e.cache.startsWith('sf-pages-') && e.path === '/movies/fight-club')).toBe(
        true,
      );
      // ... and nothing per-visitor, nothing the server marked no-store or private.
      expect(cached.filter((e) => /^\/api\/(watchlist|geo|ratings)(\/|$)/.test(e.path))).toEqual([]);
      expect(cached.filter((e) => /no-store|private/i.test(e.cacheControl ?? ''))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a title saved only in IndexedDB (no HTTP cache) still opens offline', async () => {
    const context = await newOfflineContext(h);
    try {
      const page = await openControlled(context, h, '/movies/fight-club');
      await page.locator('[data-testid=title-heading]').waitFor();
      // The page saves the title it was rendered with (within a second, once the browser is idle).
      await expect.poll(() => savedTitles(page), { timeout: 15_000 }).toBeGreaterThan(0);
      // Forget the worker's API cache and its copies of the server's pages AND the browser's HTTP cache (which
      // answers the worker's fetch of a public, max-age'd title even offline): only the page's IndexedDB copy
      // remains, and the worker's shell renders the page in the browser from it.
      await page.evaluate(async () => {
        for (const name of await caches.keys())
          if (name === 'sf-api-data' || name.startsWith('sf-pages-')) await caches.delete(name);
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await goOffline(context, h);
      try {
        // The title's /api answers as the page received them: from the worker, built from IndexedDB.
        const answers: { status: number; fromWorker: boolean; offline?: string }[] = [];
        page.on('response', (r) => {
          if (!/^\/api\/movie\/550$/.test(new URL(r.url()).pathname)) return;
          answers.push({
            status: r.status(),
            fromWorker: r.fromServiceWorker(),
            offline: r.headers()['x-streamfinder-offline'],
          });
        });
        await page.reload();
        await page.locator('[data-testid=title-heading]').filter({ hasText: 'Fight Club' }).waitFor();
        await page.locator('[data-testid=provider-tile]').first().waitFor();
        // Not the page's own IndexedDB read after a failed fetch (it would render the same title): the worker's
        // fallback answered, and nothing else did.
        await expect
          .poll(() => answers.length, { timeout: 5000, message: 'answers to GET /api/movie/550' })
          .toBeGreaterThan(0);
        expect(answers).toEqual(answers.map(() => ({ status: 200, fromWorker: true, offline: 'saved' })));
      } finally {
        await goOnline(context, h);
      }
    } finally {
      await context.close();
    }
  });
});
