// Offline-first in a real Chromium against the production build (issue 7, docs/decisions.md #17-#18): the service
// worker controls the page; with the network off AND the server stopped, reloads of /, of deep links and of
// a title viewed before render (with providers); an unvisited title says so and offers the saved shelf;
// the on-device search finds saved titles; a title saved only in IndexedDB still opens.
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

const h = setupOfflineHarness();

const SPINNER_FREE_MS = 8000;

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

      await goOffline(context, h);
      try {
        // The home page (a reload of /): shell, offline indicator, saved shelf.
        await page.goto(h.server.url + '/');
        await page.reload();
        // The app starts after the first paint (scripts/paint-first.mjs), so the load event can come before it.
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
        // Nothing still loading after the network failed (title skeleton or a busy region): it settles, and
        // stays settled once every timer the page had pending (retries, delays) has fired.
        const busy = () => page.locator('[aria-busy=true]').count();
        await expect.poll(busy, { timeout: SPINNER_FREE_MS }).toBe(0);
        await page.clock.fastForward(SPINNER_FREE_MS);
        await nextFrames(page);
        expect(await busy()).toBe(0);
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

  it('a title saved only in IndexedDB (no HTTP cache) still opens offline', async () => {
    const context = await newOfflineContext(h);
    try {
      const page = await openControlled(context, h, '/movies/fight-club');
      await page.locator('[data-testid=title-heading]').waitFor();
      const saved = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('streamfinder');
            open.onsuccess = () => {
              const req = open.result.transaction('titles').objectStore('titles').count();
              req.onsuccess = () => resolve(req.result);
            };
          }),
      );
      expect(saved).toBeGreaterThan(0);
      // Forget the worker's API cache: only the page's IndexedDB copy remains.
      await page.evaluate(() => caches.delete('sf-api-data'));
      await goOffline(context, h);
      try {
        await page.reload();
        await page.locator('[data-testid=title-heading]').filter({ hasText: 'Fight Club' }).waitFor();
        await page.locator('[data-testid=provider-tile]').first().waitFor();
      } finally {
        await goOnline(context, h);
      }
    } finally {
      await context.close();
    }
  });
});
