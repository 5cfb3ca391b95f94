// A choice made in another tab reaches this page, also when it was made before this page's app started (issue
// 44): the page's entry script is held until the other tab has saved, so no storage event can reach it; the
// page must read the stored choice when it subscribes. Then a later choice reaches the running page.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, setupSite, siteContext } from './support/harness';

const h = setupSite();

/** Opens `path` with the app's entry script held back: the server's page is there, not hydrated. */
async function openHeld(context: BrowserContext, path: string): Promise<{ page: Page; release: () => void }> {
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
  await page.goto(h.server.url + path, { waitUntil: 'commit' });
  await entryRequested;
  await page.locator('h1').first().waitFor();
  return { page, release };
}

async function pickService(page: Page, name: string) {
  await page.getByTestId('my-services-open').click();
  const option = page.getByTestId('my-service-option').filter({ hasText: name }).first();
  await option.click();
  await expect.poll(() => option.getAttribute('aria-pressed')).toBe('true');
  await page.getByRole('button', { name: 'Done' }).click();
}

const countrySelect = (page: Page) => page.locator('header [data-testid=country-select]');

describe('a choice made in another tab', () => {
  it('My services picked before the home page hydrated: its "Popular on your services" row appears', async () => {
    const c = await siteContext(h.browser, 'US');
    try {
      const { page: home, release } = await openHeld(c, '/');
      expect(await home.getByRole('heading', { name: 'Popular on your services' }).count()).toBe(0);

      const other = await c.newPage();
      await other.goto(h.server.url + '/my-list');
      await hydrated(other);
      await pickService(other, 'Netflix');
      expect(await other.evaluate(() => localStorage.getItem('streamfinder_my_services'))).toBe('{"US":[8]}');

      release();
      await hydrated(home);
      const row = home.locator('section', {
        has: home.getByRole('heading', { name: 'Popular on your services' }),
      });
      await row.getByTestId('title-card').first().waitFor();
      const n = await row.locator('.sf-card-wrap').count();
      expect(n).toBeGreaterThan(0);
      await expect.poll(() => row.getByTestId('on-your-service').count()).toBe(n);
    } finally {
      await c.close();
    }
  });

  it('a country picked before the page hydrated, and one picked after, both reach it', async () => {
    const c = await siteContext(h.browser, 'US');
    try {
      const { page: home, release } = await openHeld(c, '/');
      // The server rendered the page for US: no Korean row.
      expect(await home.locator('main h2:text-is("Popular Korean TV Shows")').count()).toBe(0);

      const other = await c.newPage();
      await other.goto(h.server.url + '/faq');
      await hydrated(other);
      await countrySelect(other).selectOption('KR');
      expect(await other.evaluate(() => localStorage.getItem('selectedCountry'))).toBe('KR');

      release();
      await hydrated(home);
      await home.locator('main h2:text-is("Popular Korean TV Shows")').waitFor();
      await expect.poll(() => countrySelect(home).inputValue()).toBe('KR');

      // The page is running now: the next choice arrives as the other tab's storage event.
      await countrySelect(other).selectOption('JP');
      await home.locator('main h2:text-is("Popular Japanese TV Shows")').waitFor();
      await expect.poll(() => countrySelect(home).inputValue()).toBe('JP');
    } finally {
      await c.close();
    }
  });
});
