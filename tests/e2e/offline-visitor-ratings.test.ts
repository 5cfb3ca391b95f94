// Issue #45 item 10: offline, a title remembers its visitors' ratings. A title another visitor rated shows
// "Visitors 5.0/5 · 1 rating" online; reopened offline (the server stopped, the network off) it showed "no visitor
// ratings yet", TMDB's figure, because the rating average was the one answer of the title page the device did
// not keep. Checked twice offline: a reload (the worker's copy of the server's page) and a page the browser
// renders itself from the device (the worker's copies of pages and /api answers forgotten).
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  goOffline,
  goOnline,
  newOfflineContext,
  openControlled,
  screenshot,
  setupOfflineHarness,
} from './offline-support';

const h = setupOfflineHarness();

const FIGHT_CLUB = 550;
const average = (page: Page) => page.locator('[data-testid=title-rating] [data-testid=average-rating]');

/** The device's copy of the title's rating average (Dexie `lists`, lib/offline-store.ts), or null. */
function savedAverage(page: Page, id: number): Promise<unknown> {
  return page.evaluate(
    (key) =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open('streamfinder');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains('lists')) return resolve(null);
          const req = open.result.transaction('lists').objectStore('lists').get(key);
          req.onsuccess = () => resolve((req.result as { value?: unknown } | undefined)?.value ?? null);
          req.onerror = () => resolve(null);
        };
      }),
    `q:${JSON.stringify(['rating', 'average', 'movie', id])}`,
  );
}

describe('offline visitor ratings', () => {
  it("a title rated by another visitor shows the visitors' average and count offline", async () => {
    // Another visitor's rating, through the API as their browser sends it.
    const seeded = await fetch(`${h.server.url}/api/ratings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        content_id: FIGHT_CLUB,
        content_type: 'movie',
        rating: 5,
        session_id: randomUUID(),
        rated_at: new Date().toISOString(),
      }),
    });
    expect(seeded.status).toBe(200);

    const context = await newOfflineContext(h);
    try {
      const page = await openControlled(context, h, '/movies/fight-club');
      await page.locator('[data-testid=title-heading]').filter({ hasText: 'Fight Club' }).waitFor();
      await expect.poll(() => average(page).innerText()).toBe('Visitors 5.0/5 · 1 rating');
      // The device keeps what the page showed, moments after (docs/decisions.md #18): the average included.
      await expect
        .poll(() => savedAverage(page, FIGHT_CLUB), {
          timeout: 15_000,
          message: "the title's rating average kept on the device",
        })
        .toEqual({ averageRating: 5, totalCount: 1 });

      await goOffline(context, h);
      try {
        // A reload offline: the worker's copy of the server's page, hydrated with the network gone.
        await page.reload();
        await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor();
        await page.locator('[data-testid=title-heading]').filter({ hasText: 'Fight Club' }).waitFor();
        await expect
          .poll(() => average(page).innerText(), { timeout: 10_000 })
          .toBe('Visitors 5.0/5 · 1 rating');

        // The page rendered in the browser from the device alone: the worker's copies forgotten.
        await page.evaluate(async () => {
          for (const name of await caches.keys())
            if (name === 'sf-api-data' || name.startsWith('sf-pages-')) await caches.delete(name);
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        const fresh = await context.newPage();
        await fresh.goto(h.server.url + '/movies/fight-club');
        await fresh.locator('[data-testid=title-heading]').filter({ hasText: 'Fight Club' }).waitFor();
        await expect
          .poll(() => average(fresh).innerText(), { timeout: 10_000 })
          .toBe('Visitors 5.0/5 · 1 rating');
        await average(fresh).scrollIntoViewIfNeeded();
        await screenshot(fresh, 'visitor-ratings-offline');
      } finally {
        await goOnline(context, h);
      }
    } finally {
      await context.close();
    }
  });
});
