// Helpers of the tests with two tabs of one browser context (tests/e2e/another-tab.test.ts, cross-tab.test.ts):
// a tab whose app has not started yet (also the pages typed into or tapped before their scripts run: search-typing,
// my-list, site-pages, discover, site-listings), and My services picked in a tab.
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Opens `url` with the app's entry script held back: the server's page is there, not hydrated. */
export async function openHeld(
  context: BrowserContext,
  url: string,
): Promise<{ page: Page; release: () => void }> {
  const page = await context.newPage();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const entryRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    requested();
    await held;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  await entryRequested;
  await page.locator('h1').first().waitFor();
  return { page, release };
}

/** Toggles `name` in the My services dialog of a hydrated page that has its trigger (My List, a title). */
export async function pickService(page: Page, name: string, chosen = true) {
  await page.getByTestId('my-services-open').click();
  const option = page.getByTestId('my-service-option').filter({ hasText: name }).first();
  await option.click();
  await expect.poll(() => option.getAttribute('aria-pressed')).toBe(String(chosen));
  await page.getByRole('button', { name: 'Done' }).click();
}
