// A choice made in another tab reaches this page, also when it was made before this page's app started (issue
// 44): the page's entry script is held until the other tab has saved, so no storage event can reach it; the
// page must read the stored choice when it subscribes. Then a later choice reaches the running page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, setupSite, siteContext } from './support/harness';
import { openHeld, pickService } from './support/tabs';

const h = setupSite();

const countrySelect = (page: Page) => page.locator('header [data-testid=country-select]');

describe('a choice made in another tab', () => {
  it('My services picked before the home page hydrated: its "Popular on your services" row appears', async () => {
    const c = await siteContext(h.browser, 'US');
    try {
      const { page: home, release } = await openHeld(c, h.server.url + '/');
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
      const { page: home, release } = await openHeld(c, h.server.url + '/');
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
