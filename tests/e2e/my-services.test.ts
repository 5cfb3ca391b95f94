// My services site-wide in a real Chromium (issue #14): picking a service in the My services dialog puts the
// "On your service" badge on cards of titles that stream there — titles this device never saved or opened —
// and not on others; the home row "Popular on your services" follows the choice; the open advanced search
// re-filters when services are picked.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, setupSite, siteContext } from './support/harness';

const h = setupSite();

const PULP_FICTION = '/movies/pulp-fiction'; // streams on Netflix (8) in the US
const THE_GODFATHER = '/movies/the-godfather'; // streams in the US, on another subscription

/** The wrapper of the card linking to `href` (its badge and save button are siblings of the link). */
const cardFor = (page: Page, href: string): Locator =>
  page.locator('.sf-card-wrap', { has: page.locator(`a[data-testid=title-card][href^="${href}"]`) }).first();

async function pickService(page: Page, name: string) {
  // The trigger is in the server's HTML: a click before the page has hydrated reaches no handler.
  await hydrated(page);
  await page.getByTestId('my-services-open').click();
  const option = page.getByTestId('my-service-option').filter({ hasText: name }).first();
  await option.waitFor({ timeout: 30_000 });
  await option.click();
  await expect.poll(() => option.getAttribute('aria-pressed')).toBe('true');
  await page.getByRole('button', { name: 'Done' }).click();
}

describe('My services site-wide', () => {
  it('puts the badge on search cards of titles streaming on a picked service, and only there', async () => {
    const c = await siteContext(h.browser, 'US');
    try {
      const page = await c.newPage();
      await page.goto(h.server.url + '/search?q=pulp fiction');
      const pulp = cardFor(page, PULP_FICTION);
      await pulp.waitFor({ timeout: 30_000 });
      expect(await pulp.getByTestId('on-your-service').count()).toBe(0);

      await page.goto(h.server.url + '/my-list');
      await hydrated(page);
      // The dialog lists movie and TV services (HBO Max streams only series in this catalog's US offers) and
      // searches within them.
      await page.getByTestId('my-services-open').click();
      const options = page.getByTestId('my-service-option');
      await options.filter({ hasText: 'HBO Max' }).first().waitFor({ timeout: 30_000 });
      await page.getByLabel('Search services').fill('netf');
      // Each option shows the logo (here its letter stand-in: logos are blocked in tests) and the name.
      await expect
        .poll(async () => (await options.allInnerTexts()).map((t) => t.split('\n').pop()))
        .toEqual(['Netflix']);
      await page.getByLabel('Search services').fill('');
      await page.getByRole('button', { name: 'Done' }).click();
      await pickService(page, 'Netflix');
      expect(await page.evaluate(() => localStorage.getItem('streamfinder_my_services'))).toBe('{"US":[8]}');

      await page.goto(h.server.url + '/search?q=pulp fiction');
      await cardFor(page, PULP_FICTION).getByTestId('on-your-service').waitFor({ timeout: 30_000 });
      expect(await cardFor(page, PULP_FICTION).getByTestId('on-your-service').innerText()).toBe(
        'On your service',
      );
      // In-app navigation (the page keeps the answer for US + Netflix that gave Pulp Fiction its badge).
      await page.evaluate(() => {
        history.pushState({}, '', '/search?q=the godfather');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      const godfather = cardFor(page, THE_GODFATHER);
      await godfather.waitFor({ timeout: 30_000 });
      expect(await godfather.getByTestId('on-your-service').count()).toBe(0);
      // Nothing was saved or opened on this device: the badges came from the server's answer.
      expect(await page.getByTestId('my-list-nav-count').count()).toBe(0);
      expect(
        await page.evaluate(
          () =>
            new Promise<number>((resolve, reject) => {
              const open = indexedDB.open('streamfinder');
              open.onerror = () => reject(open.error);
              open.onsuccess = () => {
                const db = open.result;
                const tx = db.transaction(['titles', 'myList'], 'readonly');
                let n = 0;
                const titles = tx.objectStore('titles').count();
                const list = tx.objectStore('myList').count();
                tx.oncomplete = () => resolve(n);
                titles.onsuccess = () => (n += titles.result);
                list.onsuccess = () => (n += list.result);
              };
            }),
        ),
      ).toBe(0);
    } finally {
      await c.close();
    }
  });

  it('shows "Popular on your services" on the home page with badges, following the choice made in another tab', async () => {
    const c = await siteContext(h.browser, 'US');
    try {
      const home = await c.newPage();
      await home.goto(h.server.url + '/');
      await home.getByRole('heading', { name: 'Popular Movies' }).waitFor({ timeout: 30_000 });
      expect(await home.getByRole('heading', { name: 'Popular on your services' }).count()).toBe(0);

      const other = await c.newPage();
      await other.goto(h.server.url + '/my-list');
      await pickService(other, 'Netflix');

      const row = home.locator('section', {
        has: home.getByRole('heading', { name: 'Popular on your services' }),
      });
      await row.getByTestId('title-card').first().waitFor({ timeout: 30_000 });
      // The carousel renders every card at once (components/carousel.tsx), those out of view too.
      await row.scrollIntoViewIfNeeded();
      const cards = row.locator('.sf-card-wrap');
      const n = await cards.count();
      expect(n).toBeGreaterThan(0);
      // Every title of that row streams on Netflix, so every card carries the badge.
      await expect.poll(() => row.getByTestId('on-your-service').count(), { timeout: 15_000 }).toBe(n);

      // Clearing the choice removes the row.
      await other.getByTestId('my-services-open').click();
      await other.getByTestId('my-service-option').filter({ hasText: 'Netflix' }).first().click();
      await other.getByRole('button', { name: 'Done' }).click();
      await expect
        .poll(() => home.getByRole('heading', { name: 'Popular on your services' }).count())
        .toBe(0);
    } finally {
      await c.close();
    }
  });

  it('re-filters the open advanced search when services are picked in the dialog', async () => {
    const c = await siteContext(h.browser, 'US');
    try {
      const page = await c.newPage();
      await page.goto(h.server.url + '/advanced-search/movie');
      const results = page.getByRole('list', { name: 'Results' });
      await results.getByTestId('title-card').first().waitFor({ timeout: 30_000 });
      const total = async () => (await page.getByTestId('result-count').innerText()).trim();
      const before = await total();
      expect(new URL(page.url()).search).toBe('');

      await pickService(page, 'Netflix');
      await page.waitForURL(/with_watch_providers=8&watch_region=US/);
      await expect.poll(total, { timeout: 15_000 }).not.toBe(before);
      await page.getByRole('button', { name: 'Netflix', exact: true }).first().waitFor();
      // The results are now the titles on Netflix: each card's badge says so.
      await expect
        .poll(async () => {
          const cards = await results.locator('.sf-card-wrap').count();
          return cards > 0 && (await results.getByTestId('on-your-service').count()) === cards;
        })
        .toBe(true);

      // Unpicking it drops the filter again.
      await page.getByTestId('my-services-open').click();
      await page.getByTestId('my-service-option').filter({ hasText: 'Netflix' }).first().click();
      await page.getByRole('button', { name: 'Done' }).click();
      await page.waitForURL((u) => !u.search.includes('with_watch_providers'));
      await expect.poll(total, { timeout: 15_000 }).toBe(before);
    } finally {
      await c.close();
    }
  });
});
