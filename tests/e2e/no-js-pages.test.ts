// Every route is rendered on the server by the app's own components (client/entry-server.tsx): with JavaScript
// disabled (crawlers, link previews, a slow phone's first seconds) each page shows its one h1 and its real content,
// not a shell or skeletons: title cards on lists, genre, search, discover and upcoming; a title's where-to-watch
// panel; the static pages' text; My List's empty state; /new and a provider page's honest empty state (the bundled
// catalog's history starts empty; tests/e2e/my-list-changes.test.ts shows them with a recorded arrival); the 404
// page with status 404.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupSite, withPage } from './support/harness';

const h = setupSite();

async function open(page: Page, path: string, status = 200) {
  const res = await page.goto(h.server.url + path);
  expect(res?.status(), path).toBe(status);
  // Not a single script ran: what we see is the server's HTML.
  expect(await page.evaluate(() => document.documentElement.dataset.appVersion)).toBeUndefined();
  const h1 = page.locator('h1');
  expect(await h1.count(), `${path}: one h1`).toBe(1);
  expect(await h1.isVisible()).toBe(true);
  // Styled without script: the page's stylesheets are linked in its head.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
    'rgba(0, 0, 0, 0)',
  );
  // No loading state left in the page.
  expect(await page.locator('main [role="status"] .sf-spinner').count(), `${path}: no spinner`).toBe(0);
  return (await h1.innerText()).trim();
}

const cards = (page: Page) => page.locator('main [data-testid="title-card"]');

describe('every route without JavaScript', () => {
  it('lists, genre, search, discover and upcoming show their titles', async () => {
    await withPage(
      h,
      async (page) => {
        const pages: Array<[string, RegExp]> = [
          ['/', /Find where to watch movies and TV shows/],
          ['/category/movie', /Popular Movies/],
          ['/category/tv', /Popular TV Shows/],
          ['/genre/28?type=movie', /Action/],
          ['/search?q=star', /Search results for "star"/],
          ['/advanced-search/movie', /Browse Movies/],
          ['/advanced-search/tv', /Browse TV Shows/],
          ['/upcoming-movies', /Upcoming/],
        ];
        for (const [path, heading] of pages) {
          expect(await open(page, path)).toMatch(heading);
          expect(await cards(page).count(), `${path}: title cards`).toBeGreaterThanOrEqual(5);
          const first = cards(page).first();
          expect(await first.getAttribute('href')).toMatch(/^\/(movies|tv-shows)\//);
          expect((await first.innerText()).trim().length).toBeGreaterThan(0);
        }
        // The home page's search works as a plain form or link without script.
        await open(page, '/');
        expect(
          await page.locator('main a[href^="/search"], main form[action="/search"]').count(),
        ).toBeGreaterThan(0);
      },
      { width: 'mobile', options: { javaScriptEnabled: false } },
    );
  });

  it("the home page's search form keeps the page's language", async () => {
    await withPage(
      h,
      async (page) => {
        await open(page, '/de/');
        await page.getByTestId('search-launcher').fill('star');
        await Promise.all([
          page.waitForURL(/\/search\?/),
          page.getByTestId('search-launcher').press('Enter'),
        ]);
        expect(new URL(page.url()).pathname).toBe('/de/search');
        expect(new URL(page.url()).searchParams.get('q')).toBe('star');
        expect(await page.locator('html').getAttribute('lang')).toBe('de');
        expect(await cards(page).count()).toBeGreaterThanOrEqual(5);
      },
      { width: 'mobile', options: { javaScriptEnabled: false } },
    );
  });

  it("another page's header search opens and searches without script, in the page's language", async () => {
    await withPage(
      h,
      async (page) => {
        await open(page, '/fr/movies/fight-club');
        // The toggle opens its panel (a popover) and the browser focuses the field: keys typed at once land there.
        await page.getByTestId('search-toggle').click();
        await page.keyboard.type('star');
        const field = page.getByTestId('header-search-panel').getByRole('searchbox');
        expect(await field.inputValue()).toBe('star');
        await Promise.all([page.waitForURL(/\/search\?/), field.press('Enter')]);
        expect(new URL(page.url()).pathname).toBe('/fr/search');
        expect(new URL(page.url()).searchParams.get('q')).toBe('star');
        expect(await cards(page).count()).toBeGreaterThanOrEqual(5);
      },
      { width: 'mobile', options: { javaScriptEnabled: false } },
    );
  });

  it("both title types show the title, its overview and where to watch it in the visitor's country", async () => {
    await withPage(
      h,
      async (page) => {
        for (const [path, name] of [
          ['/movies/fight-club', 'Fight Club'],
          ['/tv-shows/game-of-thrones', 'Game of Thrones'],
        ]) {
          expect(await open(page, path)).toBe(name);
          expect(await page.title()).toContain(name);
          expect(await page.locator('[data-testid="title-overview"]').isVisible()).toBe(true);
          const panel = page.locator('[data-testid="availability-panel"]');
          expect(await panel.count(), `${path}: where to watch`).toBe(1);
          expect((await panel.innerText()).length).toBeGreaterThan(20);
          // JSON-LD for crawlers, from the server's head.
          expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
        }
      },
      { width: 'desktop', options: { javaScriptEnabled: false } },
    );
  });

  it('static pages, My List and the 404 page show their text', async () => {
    await withPage(
      h,
      async (page) => {
        expect(await open(page, '/faq')).toBe('Frequently Asked Questions');
        expect(await page.locator('main').innerText()).toContain('What is StreamFinder?');
        expect(await open(page, '/contact')).toBe('Contact Us');
        expect(await page.locator('main').innerText()).toMatch(/@/);
        expect(await open(page, '/privacy')).toMatch(/Privacy/);
        expect(await open(page, '/terms')).toMatch(/Terms/);
        expect(await open(page, '/my-list')).toBe('My List');
        expect(await page.locator('main').innerText()).toContain('Your list is empty');
        expect(await open(page, '/no-such-page', 404)).toBe('404 - Page Not Found');
        expect(await open(page, '/movies/no-such-title-anywhere', 404)).toBeTruthy();
      },
      { width: 'mobile', options: { javaScriptEnabled: false } },
    );
  });

  it('/new and a provider page show their empty state of a history that starts empty, and are in the sitemap', async () => {
    await withPage(
      h,
      async (page) => {
        expect(await open(page, '/new')).toBe('New on streaming in United States of America');
        expect(await page.locator('main').innerText()).toContain(
          'No changes recorded yet in United States of America',
        );
        expect(await open(page, '/new/netflix/us')).toBe('New on Netflix in United States of America');
        expect(await page.locator('main').innerText()).toContain(
          'No changes recorded yet in United States of America',
        );
        // /new is always listed; a provider page only with an arrival in the last 30 days (none recorded here).
        const sitemap = await (await fetch(`${h.server.url}/sitemap.xml`)).text();
        expect(sitemap).toMatch(/<loc>[^<]*\/new<\/loc>/);
        expect(sitemap).not.toMatch(/\/new\/netflix\/us/);
      },
      { width: 'mobile', options: { javaScriptEnabled: false } },
    );
  });

  it("a hostile query is shown as text, never as markup, and the page's data cannot end its script", async () => {
    await withPage(
      h,
      async (page) => {
        const q = '</script><script>window.__x=1</script><b>bold</b>';
        expect(await open(page, `/search?q=${encodeURIComponent(q)}`)).toBe(`Search results for "${q}"`);
        expect(await page.locator('main b').count()).toBe(0);
        expect(await page.evaluate(() => (window as unknown as { __x?: number }).__x)).toBeUndefined();
      },
      { width: 'mobile', options: { javaScriptEnabled: false } },
    );
  });
});
