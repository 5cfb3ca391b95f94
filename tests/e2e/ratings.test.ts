// Star rating on a title page in a real Chromium against the built server: the server's stored value after
// each click (rate 4, click 4 again = cleared), the average updating, and keyboard operation.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, siteContext, setupSite } from './support/harness';

// A server of its own: these ratings change the visitors' averages other files read on the shared one.
const h = setupSite({ ownServer: true });

async function storedRating(type: 'movie' | 'series', id: number, sessionId: string): Promise<number | null> {
  const res = await fetch(`${h.server.url}/api/ratings/${type}/${id}?sessionId=${sessionId}`);
  if (res.status === 204) return null; // no rating from this session
  expect(res.status).toBe(200);
  const body = (await res.json()) as { rating: { rating: number } };
  return body.rating.rating;
}

async function openRatingPage(
  url: string,
): Promise<{ page: Page; sessionId: string; close: () => Promise<void> }> {
  const context = await siteContext(h.browser, 'US');
  const page = await context.newPage();
  await page.goto(`${h.server.url}${url}`);
  await page.getByTestId('title-rating').waitFor({ timeout: 30_000 });
  // The block is in the server's HTML; the device's session id is read (or made) when the page hydrates.
  await hydrated(page);
  const sessionId = await page.evaluate(() => localStorage.getItem('thestreamfinder_session_id'));
  expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
  return { page, sessionId: sessionId!, close: () => context.close() };
}

const star = (page: Page, n: number) => page.getByRole('radio', { name: `Rate ${n} out of 5 stars` });
const status = (page: Page) => page.getByTestId('rating-status');
const average = (page: Page) => page.getByTestId('average-rating');

async function waitForText(page: Page, testId: string, text: string) {
  await page.waitForFunction(
    ([id, t]) => document.querySelector(`[data-testid=${id}]`)?.textContent?.includes(t) ?? false,
    [testId, text] as const,
    { timeout: 15_000 },
  );
}

describe('rating a movie', () => {
  it('stores 4, then clears it when 4 is clicked again; the average follows', async () => {
    const { page, sessionId, close } = await openRatingPage('/movies/fight-club');
    try {
      expect(await page.getByRole('heading', { name: 'Rate This Movie' }).count()).toBe(1);
      // No stored ratings yet: the TMDB fallback (vote_average 8.438 / 2).
      await waitForText(page, 'average-rating', 'TMDB 4.2/5 · no visitor ratings yet');
      expect(await storedRating('movie', 550, sessionId)).toBeNull();

      await star(page, 4).click();
      await waitForText(page, 'rating-status', 'Rating saved!');
      expect(await star(page, 4).getAttribute('aria-checked')).toBe('true');
      expect(await storedRating('movie', 550, sessionId)).toBe(4);
      await waitForText(page, 'average-rating', 'Visitors 4.0/5 · 1 rating');

      await star(page, 4).click();
      await page.waitForFunction(
        () => document.querySelector('[data-testid=star-rating]')?.getAttribute('data-value') === '0',
      );
      await waitForText(page, 'rating-status', 'Rating saved!');
      expect(await storedRating('movie', 550, sessionId)).toBeNull();
      expect(await page.locator('[role=radio][aria-checked=true]').count()).toBe(0);
      await waitForText(page, 'average-rating', 'no visitor ratings yet');
      expect(await status(page).innerText()).toBe('Rating saved!');
    } finally {
      await close();
    }
  });

  it('keeps the stored rating across a reload and works with the keyboard on a TV page', async () => {
    const { page, sessionId, close } = await openRatingPage('/tv-shows/game-of-thrones');
    try {
      expect(await page.getByRole('heading', { name: 'Rate This Show' }).count()).toBe(1);
      await star(page, 1).focus();
      await page.keyboard.press('ArrowRight');
      await waitForText(page, 'rating-status', 'Rating saved!');
      await expect.poll(() => storedRating('series', 1399, sessionId), { timeout: 10_000 }).toBe(1);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => storedRating('series', 1399, sessionId), { timeout: 10_000 }).toBe(2);
      expect(await star(page, 2).evaluate((el) => el === document.activeElement)).toBe(true);
      await page.reload();
      await page.getByTestId('title-rating').waitFor();
      await page.waitForFunction(
        () => document.querySelector('[data-testid=star-rating]')?.getAttribute('data-value') === '2',
      );
      // The average arrives on its own request, possibly after the stored rating.
      await waitForText(page, 'average-rating', 'Visitors 2.0/5 · 1 rating');
      expect(await average(page).innerText()).not.toContain('TMDB');
    } finally {
      await close();
    }
  });
});
