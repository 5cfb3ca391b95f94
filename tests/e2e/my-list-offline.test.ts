// My List offline in a real Chromium (issue #14): with the context offline AND the server stopped, a title is
// removed and another added; the page is closed and /my-list reopened offline (still there, changes waiting);
// back online, the outbox delivers and the server holds the same list.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { WatchlistResponse } from '../../api/src/contract';
import {
  goOffline,
  goOnline,
  newOfflineContext,
  openControlled,
  screenshot,
  sessionIdOf,
  setupOfflineHarness,
} from './offline-support';

const h = setupOfflineHarness();

async function serverList(session: string): Promise<WatchlistResponse> {
  const res = await fetch(`${h.server.url}/api/watchlist?sessionId=${session}`);
  return (await res.json()) as WatchlistResponse;
}

async function toggle(page: Page, expected: 'Added to My List' | 'Removed from My List') {
  const button = page.getByTestId('title-save');
  await button.waitFor({ timeout: 30_000 });
  await button.click();
  await page.getByText(expected).first().waitFor();
}

const listedIds = (page: Page) =>
  page
    .locator('[data-testid=my-list-item]')
    .evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.id)).sort());

/** Moves every saved availability of the device's My List `hours` back (raw IndexedDB, as Dexie stores it). */
const ageAvailability = (page: Page, hours: number) =>
  page.evaluate(
    (ms) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('streamfinder');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('myList', 'readwrite');
          const store = tx.objectStore('myList');
          const all = store.getAll();
          all.onsuccess = () => {
            for (const row of all.result as Array<{ availability?: Record<string, { savedAt: number }> }>) {
              for (const a of Object.values(row.availability ?? {})) a.savedAt = Date.now() - ms;
              store.put(row);
            }
          };
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    hours * 3_600_000,
  );

describe('My List offline', () => {
  it('adds and removes offline, survives closing, and syncs to the server when back online', async () => {
    const context = await newOfflineContext(h);
    try {
      let page = await openControlled(context, h, '/movies/pulp-fiction');
      await page.getByTestId('title-save').waitFor({ timeout: 30_000 });
      await page.goto(h.server.url + '/movies/the-godfather');
      await toggle(page, 'Added to My List');
      const session = await sessionIdOf(page);
      await expect.poll(async () => (await serverList(session)).results.map((r) => r.id)).toEqual([238]);

      await goOffline(context, h);
      await toggle(page, 'Removed from My List');
      await page.goto(h.server.url + '/movies/pulp-fiction'); // the service worker's shell + saved details
      await toggle(page, 'Added to My List');
      await page.goto(h.server.url + '/my-list');
      await page.getByTestId('my-list-item').first().waitFor({ timeout: 20_000 });
      expect(await listedIds(page)).toEqual([680]);
      expect(await page.getByTestId('my-list-pending').innerText()).toMatch(/2 changes waiting to sync/);
      await screenshot(page, 'my-list-offline');
      await page.close();

      page = await context.newPage();
      await page.goto(h.server.url + '/my-list');
      await page.getByTestId('my-list-item').first().waitFor({ timeout: 20_000 });
      expect(await listedIds(page)).toEqual([680]);
      expect(await page.getByTestId('my-list-providers').count()).toBeGreaterThan(0); // offers kept offline
      expect(await page.getByTestId('my-list-stale').count()).toBe(0);

      // Offers saved more than 12 hours ago: reopened offline, the page says how old they are.
      await ageAvailability(page, 13);
      await page.reload();
      await page.getByTestId('my-list-item').first().waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('my-list-stale').innerText()).toBe(
        'Availability was last checked 13 hours ago and may have changed.',
      );
      await screenshot(page, 'my-list-offline-stale');

      await goOnline(context, h);
      await expect
        .poll(async () => (await serverList(session)).results.map((r) => r.id), { timeout: 20_000 })
        .toEqual([680]);
      expect((await serverList(session)).removed.map((r) => r.id)).toEqual([238]);
      await expect.poll(() => page.getByTestId('my-list-pending').count(), { timeout: 10_000 }).toBe(0);
      expect(await listedIds(page)).toEqual([680]);
      // Back online, the list's refresh brings fresh offers and the note goes.
      await page.reload();
      await page.getByTestId('my-list-item').first().waitFor({ timeout: 20_000 });
      await expect.poll(() => page.getByTestId('my-list-stale').count(), { timeout: 15_000 }).toBe(0);
    } finally {
      await context.close();
    }
  });
});
