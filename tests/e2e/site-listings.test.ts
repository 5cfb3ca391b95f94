// /category/{movie|tv} and /genre/{id} in a real Chromium on the built server (issue 4).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousA11yViolations } from './support/axe';
import {
  emptyPage,
  expectSkeletonsWhileLoading,
  failWith,
  gotoInApp,
  mainText,
  NO_JUNK,
  screenshotsAndAxe,
  withPage,
  setupSite,
} from './site-support';
import { openHeld } from './support/tabs';

const h = setupSite();

const cards = '[data-testid=title-card]';
const h1 = (page: Page) => page.locator('h1').innerText();

describe('/category', () => {
  it('shows 18 skeletons, then Popular Movies with 20 cards; filters switch lists; paging is bounded', async () => {
    await withPage(h, async (page) => {
      await expectSkeletonsWhileLoading(page, h, /\/api\/movie\/popular/, '/category/movie', 18);
      await page.locator(cards).first().waitFor();
      expect(await h1(page)).toBe('Popular Movies');
      expect(await page.locator(cards).count()).toBe(20);
      expect(await mainText(page)).not.toMatch(NO_JUNK);
      const filters = page.locator('[role=group][aria-label=Filter] a');
      expect(await filters.allInnerTexts()).toEqual(['Popular', 'Top Rated', 'Now Playing']);

      const nav = page.locator('nav[aria-label=Pagination]');
      expect(await nav.getByRole('button', { name: /Previous/ }).isDisabled()).toBe(true);
      const first = await page.locator(cards).first().getAttribute('href');
      await nav.getByRole('button', { name: /Next/ }).click();
      await nav.getByText(/^Page 2 of \d+$/).waitFor();
      await page.waitForFunction(
        (href) => document.querySelector('[data-testid=title-card]')?.getAttribute('href') !== href,
        first,
      );

      await page.getByRole('link', { name: 'Top Rated' }).click();
      await page.waitForURL(/filter=top_rated/);
      await page.locator('h1:text-is("Top Rated Movies")').waitFor();
      // Changing the filter resets to page 1.
      await nav.getByText(/^Page 1 of \d+$/).waitFor();
      await page.getByRole('link', { name: 'Now Playing' }).click();
      await page.locator('h1:text-is("Now Playing Movies")').waitFor();
      await page.locator(cards).first().waitFor();
    });
  });

  it('offers no Now Playing for TV (falls back to popular) and lists TV links', async () => {
    await withPage(h, async (page) => {
      await page.goto(h.server.url + '/category/tv?filter=now_playing');
      await page.locator('h1:text-is("Popular TV Shows")').waitFor();
      expect(await page.locator('[role=group][aria-label=Filter] a').allInnerTexts()).toEqual([
        'Popular',
        'Top Rated',
      ]);
      await page.locator(cards).first().waitFor();
      expect(await page.locator(cards).first().getAttribute('href')).toMatch(/^\/tv-shows\//);
    });
  });

  it('shows the error text with Try again, and the empty text', async () => {
    await withPage(h, async (page) => {
      let fail = true;
      await page.route(/\/api\/movie\/top_rated/, (route) =>
        fail ? failWith(500)(route) : route.continue(),
      );
      await gotoInApp(page, h.server.url, '/category/movie?filter=top_rated');
      const alert = page.getByRole('alert');
      await alert.getByText('Failed to load content').waitFor();
      await alert.getByText('There was an error loading this content. Please try again later.').waitFor();
      fail = false;
      await alert.getByRole('button', { name: 'Try again' }).click();
      await page.locator(cards).first().waitFor();
      await page.route(/\/api\/movie\/popular/, emptyPage());
      await gotoInApp(page, h.server.url, '/category/movie');
      await page.getByText('No content found').waitFor();
      await page.getByText("We couldn't find any movies matching your criteria.").waitFor();
    });
  });

  it("Next tapped before the page's scripts have run goes to page 2 once they have", async () => {
    await withPage(h, async (_page, context) => {
      const { page, release } = await openHeld(context, h.server.url + '/category/movie');
      await page.locator('nav[aria-label=Pagination]').getByRole('button', { name: /Next/ }).click();
      release();
      await page
        .getByText(/^Page 2 of \d+$/)
        .first()
        .waitFor();
      // Once the app runs, the button is its own: the next tap goes on at once.
      await page.locator('nav[aria-label=Pagination]').getByRole('button', { name: /Next/ }).click();
      await page
        .getByText(/^Page 3 of \d+$/)
        .first()
        .waitFor();
    });
  });

  it('reloads for a new country and returns to page 1', async () => {
    await withPage(h, async (page) => {
      const regions: string[] = [];
      page.on('request', (r) => {
        const u = new URL(r.url());
        if (u.pathname === '/api/movie/popular')
          regions.push(`${u.searchParams.get('region')}:${u.searchParams.get('page')}`);
      });
      await page.goto(h.server.url + '/category/movie');
      await page.locator(cards).first().waitFor();
      await page.locator('nav[aria-label=Pagination]').getByRole('button', { name: /Next/ }).click();
      await page
        .getByText(/^Page 2 of \d+$/)
        .first()
        .waitFor();
      await page.locator('header [data-testid=country-select]').selectOption('GB');
      await page
        .getByText(/^Page 1 of \d+$/)
        .first()
        .waitFor();
      await page.locator(cards).first().waitFor();
      // Page 1 for US came with the server's page (rendered with its answers): the browser asks for page 2,
      // then page 1 again for the new country.
      expect(regions).toEqual(['US:2', 'GB:1']);
    });
  });

  it('screenshots a listing at 390 px and 1280 px; no serious axe violations', async () => {
    await screenshotsAndAxe(h, '/category/movie', cards, 'site-listing');
  });
});

describe('/genre', () => {
  it('shows the genre name, 18 skeletons, results, and the Movies / TV Shows toggle', async () => {
    await withPage(h, async (page) => {
      await expectSkeletonsWhileLoading(page, h, /\/api\/discover\/movie/, '/genre/28?type=movie', 18);
      await page.locator('h1:text-is("Action Movies")').waitFor();
      await page.locator(cards).first().waitFor();
      expect(await page.title()).toContain('Action Movies');
      await page.getByRole('group', { name: 'Type' }).getByRole('link', { name: 'TV Shows' }).click();
      await page.waitForURL(/\/genre\/28\?type=tv$/);
      await page.locator('main h1').filter({ hasText: 'TV Shows' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });

  it('falls back to movie for an unknown type; TV genres list TV shows', async () => {
    await withPage(h, async (page) => {
      await page.goto(h.server.url + '/genre/35?type=anime');
      await page.locator('h1:text-is("Comedy Movies")').waitFor();
      await page.goto(h.server.url + '/genre/18?type=tv');
      await page.locator('h1:text-is("Drama TV Shows")').waitFor();
      await page.locator(cards).first().waitFor();
      expect(await page.locator(cards).first().getAttribute('href')).toMatch(/^\/tv-shows\//);
    });
  });

  it('shows the genre error text and the empty text', async () => {
    await withPage(h, async (page) => {
      await page.route(/\/api\/discover\/movie/, failWith(500));
      await gotoInApp(page, h.server.url, '/genre/28?type=movie');
      await page.getByText('There was an error loading this genre. Please try again later.').waitFor();
      await page.getByRole('button', { name: 'Try again' }).waitFor();
      await page.unroute(/\/api\/discover\/movie/);
      await page.route(/\/api\/discover\/movie/, emptyPage());
      await gotoInApp(page, h.server.url, '/genre/28?type=movie');
      await page.getByText('No content found').waitFor();
    });
  });
});
