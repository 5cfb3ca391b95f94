// Offline on a phone (issue #36 item 7): the 'Skip to content' link stays out of sight (and off the 'You are
// offline' banner) until it is focused; an unsaved title offline shows one friendly panel, not a second error under
// a bare heading; offline search shows one message.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from './support/browser';
import { screenshot as saveScreenshot } from './support/harness';
import { goOffline, goOnline, openControlled, setupOfflineHarness } from './offline-support';
import { newContext } from './support/browser';

const h = setupOfflineHarness();
const WAIT = { timeout: 30_000 };
const shot = (page: Page, name: string) =>
  saveScreenshot(page, name, { dir: 'test-results/first-hour', fullPage: false });

/** Boxes of the banner and the skip link, and whether they overlap. */
const skipAndBanner = (page: Page) =>
  page.evaluate(() => {
    const banner = document.querySelector('.sf-offline')!.getBoundingClientRect();
    const skip = document.querySelector('.sf-skip')!.getBoundingClientRect();
    const overlap =
      skip.width > 1 &&
      skip.height > 1 &&
      skip.left < banner.right &&
      skip.right > banner.left &&
      skip.top < banner.bottom &&
      skip.bottom > banner.top;
    return { bannerHeight: banner.height, skipWidth: skip.width, skipHeight: skip.height, overlap };
  });

describe('offline on a phone', () => {
  it('keeps the skip link off the banner; one panel for an unsaved title and for search', async () => {
    const context = await newContext(h.browser, { serviceWorkers: 'allow', viewport: VIEWPORTS.mobile });
    try {
      const page = await openControlled(context, h, '/movies/fight-club');
      await page.getByTestId('title-heading').waitFor(WAIT);
      await goOffline(context, h);
      try {
        await page.goto(h.server.url + '/movies/the-matrix');
        const notice = page.getByTestId('offline-route-notice');
        await notice.getByText('This title is not saved on this device').waitFor(WAIT);
        await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor(WAIT);
        // The page settles once its failed lookup is back (later than the notice on a loaded machine).
        await page.getByTestId('title-offline').waitFor({ state: 'attached', ...WAIT });
        // The banner wraps on a phone; the skip link is a 1 px clip until focused, over nothing.
        const before = await skipAndBanner(page);
        expect(before.bannerHeight).toBeGreaterThan(40);
        expect(before.overlap).toBe(false);
        expect(before.skipWidth).toBeLessThanOrEqual(1);
        // One panel: no error state, no alert, one h1 (for screen readers), nothing saying 'Movie' alone.
        expect(await page.getByTestId('error-state').count()).toBe(0);
        expect(await page.getByRole('alert').count()).toBe(0);
        expect(await page.locator('h1').count()).toBe(1);
        expect(await page.locator('h1').innerText()).toBe('Movie not available offline');
        expect(await page.locator('h1').isVisible()).toBe(true); // in the accessibility tree, clipped
        expect(await page.locator('h1').evaluate((e) => e.getBoundingClientRect().width)).toBeLessThanOrEqual(
          1,
        );
        await shot(page, 'offline-title-390');

        // Keyboard users still get the skip link: the first Tab shows it, at the top, over the banner on purpose.
        await page.keyboard.press('Tab');
        const focused = await skipAndBanner(page);
        expect(focused.skipWidth).toBeGreaterThan(40);
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');

        await page.goto(h.server.url + '/search?q=star');
        await notice.getByText('This page needs an internet connection').waitFor(WAIT);
        await page.locator('h1').filter({ hasText: 'Search results for "star"' }).waitFor(WAIT);
        // Once the failed request has settled (no skeleton): still one message.
        await expect.poll(() => page.getByLabel('Loading search results').count(), WAIT).toBe(0);
        expect(await page.getByTestId('error-state').count()).toBe(0);
        expect(await page.getByText('Failed to load search results').count()).toBe(0);
        expect(await page.getByTestId('offline-route-notice').count()).toBe(1);
        await shot(page, 'offline-search-390');
      } finally {
        await goOnline(context, h);
      }
    } finally {
      await context.close();
    }
  });
});
