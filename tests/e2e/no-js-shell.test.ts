// The first paint needs no script (issue #10): with JavaScript disabled, the page the server renders (issue #34,
// docs/architecture.md "One render path") shows the app's frame (header with the logo and the main links, the
// page's main landmark), styled by the stylesheets linked in its head; the home page its heading and search
// field; a title page its first screen at phone width; search and advanced search their heading in the box the
// hydrated app keeps it in. Every route's h1 and content without script: no-js-pages.test.ts.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupSite, withPage } from './support/harness';

const h = setupSite();

async function expectShell(page: Page) {
  // Not a single script ran: the app never mounted, what we see is the HTML.
  expect(await page.evaluate(() => document.documentElement.dataset.appVersion)).toBeUndefined();
  const logo = page.locator('header a[aria-label="StreamFinder home"]');
  expect(await logo.isVisible()).toBe(true);
  expect(await logo.innerText()).toContain('StreamFinder');
  const box = await logo.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(30);
  // Styled without script (the stylesheets linked in the head, Chakra's theme CSS): the dark background.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(17, 17, 17)');
  expect(await page.locator('head link[rel=stylesheet][data-sf-system]').count()).toBe(1);
  expect(await page.locator('main').isVisible()).toBe(true);
  const mainBox = await page.locator('main').boundingBox();
  expect(mainBox?.height ?? 0).toBeGreaterThan(300);
}

describe("the server's page without JavaScript", () => {
  it('the home page shows the header, its heading, lead text and search field', async () => {
    await withPage(
      h,
      async (page) => {
        const res = await page.goto(h.server.url + '/');
        expect(res?.status()).toBe(200);
        await expectShell(page);
        const h1 = page.locator('h1');
        expect(await h1.count()).toBe(1);
        expect(await h1.innerText()).toBe('Find where to watch movies and TV shows');
        expect(await h1.isVisible()).toBe(true);
        // A plain search form without script: typing and Enter opens the results page the server renders.
        const search = page.locator('main form[role="search"][action="/search"] input[name="q"]');
        expect(await search.isVisible()).toBe(true);
        expect(await search.getAttribute('placeholder')).toContain('Search for movies and TV shows');
        await search.fill('fight club');
        await Promise.all([page.waitForURL(/\/search\?q=fight\+club$/), search.press('Enter')]);
        expect(await page.locator('h1').innerText()).toBe('Search results for "fight club"');
        expect(await page.locator('main a[href="/movies/fight-club"]').count()).toBeGreaterThan(0);
      },
      { width: 'mobile', options: { javaScriptEnabled: false } },
    );
  });

  it('a title page shows the header, the main links at desktop width and its server-side head', async () => {
    await withPage(
      h,
      async (page) => {
        const res = await page.goto(h.server.url + '/movies/fight-club');
        expect(res?.status()).toBe(200);
        await expectShell(page);
        expect(await page.title()).toContain('Fight Club');
        const nav = page.locator('header nav[aria-label="Main"]');
        expect(await nav.isVisible()).toBe(true);
        expect(await nav.locator('a').allInnerTexts()).toEqual([
          'Home',
          'Movies',
          'TV Shows',
          'Discover',
          'Upcoming',
          'My List',
        ]);
      },
      { width: 'desktop', options: { javaScriptEnabled: false } },
    );
  });
  it("a title page shows the title's first screen: heading, rating, date, genres, overview, poster box", async () => {
    await withPage(
      h,
      async (page) => {
        const res = await page.goto(h.server.url + '/tv-shows/game-of-thrones');
        expect(res?.status()).toBe(200);
        await expectShell(page);
        const h1 = page.locator('h1');
        expect(await h1.count()).toBe(1);
        expect(await h1.innerText()).toBe('Game of Thrones');
        expect(await h1.isVisible()).toBe(true);
        const main = page.locator('main');
        // The title's own rating (the similar titles below, rendered too now, have theirs on their cards).
        const first = main.locator('[data-testid=title-page] .sf-tp-grid');
        expect(await first.getByRole('img', { name: /^TMDB rating \d\.\d out of 5$/ }).count()).toBe(1);
        expect(await main.innerText()).toContain('April 17, 2011');
        expect(await main.innerText()).toContain('8 Seasons');
        expect(await main.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
        const genre = main.getByRole('list', { name: 'Genres' }).getByRole('link').first();
        expect(await genre.getAttribute('href')).toMatch(/^\/genre\/\d+\?type=tv$/);
        const overview = main.getByRole('region', { name: 'Overview' });
        expect(await overview.isVisible()).toBe(true);
        expect((await overview.innerText()).length).toBeGreaterThan(40);
        // The poster keeps its 2:3 box at phone width (112 px column), whatever the image does.
        const poster = await main.locator('.sf-tp-poster').boundingBox();
        expect(poster?.width).toBe(112);
        expect(poster?.height).toBe(168);
        expect(await page.locator('body').innerText()).not.toMatch(/\bundefined\b|\bnull\b|NaN/);
      },
      { width: 'mobile', options: { javaScriptEnabled: false } },
    );
  });

  for (const [path, heading] of [
    ['/search?q=star', 'Search results for "star"'],
    ['/advanced-search/movie', 'Browse Movies'],
  ] as const) {
    it(`${path} shows its heading in the HTML, in the box the hydrated app keeps it in`, async () => {
      const headingBox = async (javaScriptEnabled: boolean) =>
        withPage(
          h,
          async (page) => {
            const res = await page.goto(h.server.url + path);
            expect(res?.status()).toBe(200);
            if (!javaScriptEnabled) await expectShell(page);
            const h1 = page.locator('#root main h1');
            await h1.first().waitFor();
            if (javaScriptEnabled) await page.locator('[data-testid=title-card]').first().waitFor();
            expect(await h1.count()).toBe(1);
            expect(await h1.innerText()).toBe(heading);
            return h1.boundingBox();
          },
          { width: 'mobile', options: { javaScriptEnabled } },
        );
      const shell = await headingBox(false);
      const app = await headingBox(true);
      expect(shell).not.toBeNull();
      expect(app).toEqual(shell);
    });
  }
});
