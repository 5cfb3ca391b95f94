// Offline in German (issue #46): a visitor who chose Deutsch and viewed a title on /de/ opens the app from the
// home screen offline (its start_url '/' opens the remembered language's home, client/app/start.tsx), opens that
// title there in German, rates it offline, and the rating reaches the server once back online (counted at the
// network on the browser context, from the page and from the service worker).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import de from '../../client/i18n/messages/de.json';
import {
  countRatingPosts,
  goOffline,
  goOnline,
  newOfflineContext,
  openControlled,
  replayOutboxEverywhere,
  screenshot,
  serverRating,
  sessionIdOf,
  setupOfflineHarness,
} from './offline-support';
import { hydrated } from './support/harness';

const h = setupOfflineHarness();
const WAIT = { timeout: 30_000 };
const FIGHT_CLUB = 550;
const stars = (page: Page) => page.locator('[data-testid=title-rating] [role=radio]');
const status = (page: Page) => page.locator('[data-testid=title-rating] [data-testid=rating-status]');
/** A German message's text before its first placeholder. */
const lead = (message: string) => message.split('{')[0];

describe('offline in German', () => {
  it('a title viewed on /de/ opens offline in German from the home screen, and its rating syncs', async () => {
    const context = await newOfflineContext(h);
    const posts = countRatingPosts(context);
    try {
      let page = await openControlled(context, h, '/');
      // The visitor picks Deutsch in the footer's switcher: the device remembers it.
      await page.getByTestId('language-de').click();
      await page.waitForURL(/\/de\/$/, WAIT);
      await page.goto(h.server.url + '/de/movies/fight-club');
      await stars(page).first().waitFor(WAIT);
      await page.close();

      await goOffline(context, h);
      try {
        // The home screen's start: '/', offline.
        page = await context.newPage();
        await page.goto(h.server.url + '/');
        await page.waitForURL(/\/de\/$/, WAIT);
        await page.locator('h1').filter({ hasText: de['home.h1'] }).waitFor(WAIT);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');

        await page.goto(h.server.url + '/de/movies/fight-club');
        await page.locator('h1').filter({ hasText: 'Fight Club' }).waitFor(WAIT);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
        await page
          .getByTestId('availability-panel')
          .locator('h2')
          .filter({ hasText: lead(de['title.streamingOptionsIn']) })
          .waitFor(WAIT);
        await page.getByRole('status').filter({ hasText: de['offline.title'] }).first().waitFor(WAIT);
        // The stars are in the page the worker kept from the server: a click before hydration reaches no handler.
        await hydrated(page);
        await stars(page).nth(3).click();
        await expect.poll(() => status(page).innerText(), WAIT).toBe(de['rating.queued']);
        await page.locator('[data-testid=title-rating]').scrollIntoViewIfNeeded();
        await screenshot(page, 'de-title-rated-offline');
        expect(posts.deliveries().get(FIGHT_CLUB)).toBeUndefined();
      } finally {
        await goOnline(context, h);
      }

      // Back online: the rating reaches the server, once.
      await expect.poll(() => posts.deliveries().get(FIGHT_CLUB), WAIT).toBe(1);
      await replayOutboxEverywhere(context, page);
      expect(posts.deliveries().get(FIGHT_CLUB)).toBe(1);
      // The visitor's id, read from the page that rated (CI read it from the first page before its app had
      // started: an empty id, and a 400 from the server).
      const session = await sessionIdOf(page);
      expect(session).toMatch(/^[0-9a-f-]{36}$/);
      expect((await serverRating(h, 'movie', FIGHT_CLUB, session)).rating).toBe(4);
    } finally {
      await context.close();
    }
  });
});
