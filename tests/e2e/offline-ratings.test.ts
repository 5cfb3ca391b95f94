// The ratings outbox in a real Chromium (issue 7, docs/decisions.md #8-#9): ratings made offline survive closing the
// page, are marked 'Waiting to sync', coalesce to one request with the newest value, stay queued on 5xx, are
// replayed by the service worker's Background Sync (CDP ServiceWorker.dispatchSyncEvent) and by the page when
// Background Sync is missing; a 4xx rejection is removed and reported. "Once" is counted at the network, from
// the page and the worker, over the whole flow, after each replayer ran once more to its end (issue #35): the
// database's unique key would make a duplicate delivery invisible in the stored values.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  countRatingPosts,
  goOffline,
  goOnline,
  newOfflineContext,
  openControlled,
  outboxRows,
  replayOutboxEverywhere,
  screenshot,
  serverRating,
  sessionIdOf,
  setupOfflineHarness,
} from './offline-support';

const h = setupOfflineHarness();

const FIGHT_CLUB = 550;
const status = (page: Page) => page.locator('[data-testid=title-rating] [data-testid=rating-status]');
const star = (page: Page, n: number) => page.locator('[data-testid=title-rating] [role=radio]').nth(n - 1);

async function openTitle(context: BrowserContext): Promise<Page> {
  const page = await openControlled(context, h, '/movies/fight-club');
  await page.locator('[data-testid=title-rating] [role=radio]').first().waitFor();
  return page;
}

/** Clicks a star and waits until the rating UI settled on 'Waiting to sync'. */
async function rateOffline(page: Page, n: number): Promise<void> {
  await star(page, n).click();
  await expect.poll(() => status(page).innerText(), { timeout: 10_000 }).toBe('Waiting to sync');
}

describe('ratings outbox', () => {
  it('rated offline, closed, reopened offline (still waiting), online: one request, the newest value', async () => {
    const context = await newOfflineContext(h);
    // Every rating POST the server answers over the whole flow, from the page and from the worker.
    const posts = countRatingPosts(context);
    try {
      let page = await openTitle(context);
      const session = await sessionIdOf(page);
      await goOffline(context, h);
      for (const n of [5, 2, 4, 1, 3]) await rateOffline(page, n);
      expect(await outboxRows(page)).toEqual([
        expect.objectContaining({ content_id: FIGHT_CLUB, rating: 3 }),
      ]);
      await page.locator('[data-testid=title-rating]').scrollIntoViewIfNeeded();
      await screenshot(page, 'rating-waiting-to-sync');
      await page.close();

      page = await context.newPage();
      await page.goto(h.server.url + '/movies/fight-club');
      await expect.poll(() => status(page).innerText(), { timeout: 15_000 }).toBe('Waiting to sync');
      expect(await star(page, 3).getAttribute('aria-checked')).toBe('true');
      // The rating UI tried each change first; all failed offline, none reached the server.
      expect(posts.answered).toEqual([]);

      // Online with the page open and the worker running: both replayers (the page's 'online' flush and the
      // worker's Background Sync) may deliver.
      await goOnline(context, h);
      await page.getByText('Rating saved!').first().waitFor({ timeout: 20_000 });
      await expect.poll(() => outboxRows(page), { timeout: 10_000 }).toEqual([]);
      expect(await status(page).innerText()).not.toBe('Waiting to sync');
      await screenshot(page, 'rating-synced');
      const stored = await serverRating(h, 'movie', FIGHT_CLUB, session);
      expect(stored).toMatchObject({ status: 200, rating: 3, totalCount: 1 });
      // Each replayer runs once more to its end: a delivered entry still queued anywhere would go out again.
      await replayOutboxEverywhere(context, page);
      expect(posts.answered).toEqual([{ contentId: FIGHT_CLUB, status: 200, byWorker: expect.any(Boolean) }]);
    } finally {
      await context.close();
    }
  });

  it('a POST answered 500 stays queued and is delivered later', async () => {
    const context = await newOfflineContext(h);
    // The page flushes on focus at most every 2 s: its clock jumps over that gap instead of waiting it out.
    await context.clock.install();
    try {
      const page = await openTitle(context);
      const session = await sessionIdOf(page);
      let failures = 0;
      await context.route('**/api/ratings', async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        failures++;
        return route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500}' });
      });
      await star(page, 4).click();
      await expect.poll(() => status(page).innerText(), { timeout: 10_000 }).toBe('Waiting to sync');
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await page.clock.fastForward(2500);
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect.poll(() => failures, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      expect(await outboxRows(page)).toEqual([expect.objectContaining({ rating: 4 })]);
      expect((await serverRating(h, 'movie', FIGHT_CLUB, session)).rating).toBeNull();

      await context.unrouteAll();
      // A focus that arrives while the previous (failing) flush is still running is folded into it, so each
      // poll moves the page's clock past the 2 s gap and focuses again until the entry is delivered.
      await expect
        .poll(
          async () => {
            await page.clock.fastForward(2100);
            await page.evaluate(() => window.dispatchEvent(new Event('focus')));
            return outboxRows(page);
          },
          { timeout: 15_000 },
        )
        .toEqual([]);
      await page.getByText('Rating saved!').first().waitFor();
      expect((await serverRating(h, 'movie', FIGHT_CLUB, session)).rating).toBe(4);
    } finally {
      await context.close();
    }
  });

  it('Background Sync replays the outbox from the service worker with no page open', async () => {
    const context = await newOfflineContext(h);
    const posts = countRatingPosts(context);
    try {
      const page = await openTitle(context);
      const session = await sessionIdOf(page);
      const cdp = await context.newCDPSession(page);
      const registrations = new Map<string, string>();
      cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
        for (const r of e.registrations) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
      });
      await cdp.send('ServiceWorker.enable');
      await goOffline(context, h);
      await rateOffline(page, 2);
      // Leave the app: no page is left to flush; only the worker can deliver.
      await page.goto('about:blank');
      await goOnline(context, h);
      const registrationId = registrations.get(`${h.server.url}/`);
      expect(registrationId).toBeTruthy();
      await cdp.send('ServiceWorker.dispatchSyncEvent', {
        origin: h.server.url,
        registrationId: registrationId!,
        tag: 'ratings-outbox',
        lastChance: false,
      });
      await expect
        .poll(async () => (await serverRating(h, 'movie', FIGHT_CLUB, session)).rating, { timeout: 20_000 })
        .toBe(2);
      await page.goto(h.server.url + '/movies/fight-club');
      await expect.poll(() => outboxRows(page), { timeout: 10_000 }).toEqual([]);
      // The page's start flush, its 'online' flush and the worker's sync, each to its end: nothing more is sent.
      await replayOutboxEverywhere(context, page);
      // Delivered once, and by the worker (the page was gone): the count sees the worker's requests.
      expect(posts.answered).toEqual([{ contentId: FIGHT_CLUB, status: 200, byWorker: true }]);
    } finally {
      await context.close();
    }
  });

  it('without Background Sync the page delivers on online; a 4xx rejection is removed and reported', async () => {
    const context = await newOfflineContext(h);
    // A browser without Background Sync (Firefox, Safari): registration.sync does not exist.
    await context.addInitScript(() => {
      Object.defineProperty(ServiceWorkerRegistration.prototype, 'sync', { get: () => undefined });
    });
    try {
      const page = await openTitle(context);
      const session = await sessionIdOf(page);
      expect(
        await page.evaluate(
          async () =>
            ((await navigator.serviceWorker.ready) as unknown as { sync?: unknown }).sync === undefined,
        ),
      ).toBe(true);
      await goOffline(context, h);
      await rateOffline(page, 5);
      await goOnline(context, h);
      await page.getByText('Rating saved!').first().waitFor({ timeout: 20_000 });
      expect((await serverRating(h, 'movie', FIGHT_CLUB, session)).rating).toBe(5);

      // A queued rating the server refuses (4xx): removed from the outbox, the visitor is told.
      await goOffline(context, h);
      await rateOffline(page, 1);
      await context.route('**/api/ratings', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 422, contentType: 'application/json', body: '{"statusCode":422}' })
          : route.continue(),
      );
      await goOnline(context, h);
      await page.getByText('A rating could not be saved').waitFor({ timeout: 20_000 });
      await expect.poll(() => outboxRows(page), { timeout: 10_000 }).toEqual([]);
      await page.locator('[data-testid=title-rating]').scrollIntoViewIfNeeded();
      await screenshot(page, 'rating-rejected');
      expect((await serverRating(h, 'movie', FIGHT_CLUB, session)).rating).toBe(5);
    } finally {
      await context.close();
    }
  });
});
