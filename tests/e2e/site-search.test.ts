// /search and /direct-search in a real Chromium on the built server (issue 4).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousA11yViolations } from './support/axe';
import { hydrated, requestsFlushed } from './support/harness';
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

const h = setupSite();

const cards = '[data-testid=title-card]';
const field = 'main input[aria-label="Search movies and TV shows"]';

/**
 * Opens /search with the app's scripts held back (the server's page, not yet hydrated) and types "star" into its
 * field; resolves to what lets the scripts through.
 */
async function typedBeforeHydration(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(h.server.url + '/search', { waitUntil: 'commit' });
  await page.locator(field).fill('star');
  return release;
}

describe('/search', () => {
  it('starts with "Start searching", then its form pushes q into the address without reloading', async () => {
    await withPage(h, async (page) => {
      await page.goto(h.server.url + '/search');
      await page.locator('h1:text-is("Search")').waitFor();
      await page.getByText('Start searching').waitFor();
      // The hydrated form pushes the address; before that it is a plain GET form (the test below).
      await hydrated(page);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
      await page
        .getByRole('searchbox')
        .or(page.locator('main input[aria-label="Search movies and TV shows"]'))
        .first()
        .fill('star');
      await page.locator('main button[type=submit]').click();
      await page.waitForURL(/\/search\?q=star$/);
      await page.locator(cards).first().waitFor();
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
      await page.locator('h1:text-is(\'Search results for "star"\')').waitFor();
      expect(await page.title()).toBe('Search results for "star" | StreamFinder');
    });
  });

  it('keeps what was typed before the page hydrated, and a search sent before that is a plain GET', async () => {
    await withPage(h, async (page) => {
      const release = await typedBeforeHydration(page);
      // Sent now, the form is the browser's own: the server's page of the results.
      await page.locator('main button[type=submit]').click();
      await page.waitForURL(/\/search\?q=star$/, { waitUntil: 'commit' });
      await page.locator('h1:text-is(\'Search results for "star"\')').waitFor();
      release();
      await page.locator(cards).first().waitFor();
    });
    await withPage(h, async (page) => {
      const release = await typedBeforeHydration(page);
      release();
      await hydrated(page);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
      // Typed before hydration, searched after: what the field shows is searched, in the app.
      await expect.poll(() => page.locator(field).inputValue()).toBe('star');
      await page.locator('main button[type=submit]').click();
      await page.waitForURL(/\/search\?q=star$/);
      await page.locator(cards).first().waitFor();
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    });
  });

  it('shows 10 skeletons while loading, then results; TV results link to /tv-shows/', async () => {
    await withPage(h, async (page) => {
      await expectSkeletonsWhileLoading(page, h, /\/api\/search\/multi/, '/search?q=the', 10);
      await page.locator(cards).first().waitFor();
      const hrefs = await page
        .locator(cards)
        .evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs.every((u) => u.startsWith('/movies/') || u.startsWith('/tv-shows/'))).toBe(true);
      expect(hrefs.some((u) => u.startsWith('/tv-shows/'))).toBe(true);
      expect(await mainText(page)).not.toMatch(NO_JUNK);
    });
  });

  it('filters every result to Movies / TV Shows with one request to that type (docs/decisions.md #22)', async () => {
    await withPage(h, async (page) => {
      const calls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/search/')) calls.push(new URL(r.url()).pathname);
      });
      await page.goto(h.server.url + '/search?q=the');
      await page.locator(cards).first().waitFor();
      // The results came with the server's page (rendered with its answer): the browser asked for none.
      await requestsFlushed(page);
      expect(calls).toEqual([]);
      // The form, filters, count and results are static classes: loading them builds no Chakra system
      // (client/lib/theme.ts marks it) and inserts no style at run time.
      const styling = await page.evaluate(() => ({
        systemBuilt: performance.getEntriesByName('sf:chakra-system').length,
        inserted: [...document.styleSheets]
          .filter((s) => (s.ownerNode as Element | null)?.hasAttribute('data-emotion'))
          .reduce((n, s) => n + s.cssRules.length, 0),
      }));
      expect(styling).toEqual({ systemBuilt: 0, inserted: 0 });
      const hrefs = () =>
        page.locator(cards).evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
      // The filters answer once the page is hydrated (a tap before that reaches no handler).
      await hydrated(page);
      const only = async (prefix: string) => {
        const all = await hrefs();
        return all.length > 0 && all.every((u) => u.startsWith(prefix));
      };
      await page.getByRole('button', { name: 'Movies', exact: true }).click();
      await expect.poll(() => only('/movies/')).toBe(true);
      await page.getByRole('button', { name: 'TV Shows', exact: true }).click();
      await expect.poll(() => only('/tv-shows/')).toBe(true);
      expect(calls).toEqual(['/api/search/movie', '/api/search/tv']);
      expect(
        await page.getByRole('button', { name: 'TV Shows', exact: true }).getAttribute('aria-pressed'),
      ).toBe('true');
    });
  });

  it('has numbered pagination with an ellipsis and last page; page 2 loads new results', async () => {
    await withPage(h, async (page) => {
      await page.goto(h.server.url + '/search?q=a');
      await page.locator(cards).first().waitFor();
      const nav = page.locator('nav[aria-label="Search results pages"]');
      await nav.waitFor();
      expect(await nav.locator('[aria-current=page]').innerText()).toBe('1');
      expect(await nav.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
      expect(await nav.getByText('…').count()).toBe(1);
      const last = nav.getByRole('button', { name: /^Last page/ });
      expect(await last.count()).toBe(1);
      const first = await page.locator(cards).first().getAttribute('href');
      await nav.getByRole('button', { name: 'Page 2' }).click();
      await page.waitForFunction(
        (href) => document.querySelector('[data-testid=title-card]')?.getAttribute('href') !== href,
        first,
      );
      expect(await nav.locator('[aria-current=page]').innerText()).toBe('2');
    });
  });

  it('shows "No results found" for zero results and the error state with Try again', async () => {
    await withPage(h, async (page) => {
      await page.goto(h.server.url + '/search?q=zzqqxxnotatitle');
      await page.getByText('No results found').waitFor();
      let fail = true;
      await page.route(/\/api\/search\/multi/, (route) => (fail ? failWith(500)(route) : route.continue()));
      await gotoInApp(page, h.server.url, '/search?q=star');
      const alert = page.getByRole('alert');
      await alert.getByText('Failed to load search results').waitFor();
      await alert.getByText('An error occurred while searching. Please try again.').waitFor();
      fail = false;
      await alert.getByRole('button', { name: 'Try again' }).click();
      await page.locator(cards).first().waitFor();
    });
  });

  it('screenshots at 390 px and 1280 px, no serious axe violations', async () => {
    await screenshotsAndAxe(h, '/search?q=star', cards, 'site-search');
  });
});

describe('/direct-search', () => {
  it('shows 12 skeletons, then results with Previous/Next paging', async () => {
    await withPage(h, async (page) => {
      await expectSkeletonsWhileLoading(page, h, /\/api\/search\/multi/, '/direct-search?q=a', 12);
      await page.locator(cards).first().waitFor();
      await page.locator('h1:text-is(\'Results for "a"\')').waitFor();
      const nav = page.locator('nav[aria-label="Search results pages"]');
      expect(await nav.getByRole('button', { name: /Previous/ }).isDisabled()).toBe(true);
      await nav.getByRole('button', { name: /Next/ }).click();
      await nav.getByText(/^Page 2 of \d+$/).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });

  it('shows the start, empty and error states with the spec texts', async () => {
    await withPage(h, async (page) => {
      await page.goto(h.server.url + '/direct-search');
      await page.getByText('Start searching').waitFor();
      await page.route(/\/api\/search\/multi/, emptyPage());
      await gotoInApp(page, h.server.url, '/direct-search?q=nothing');
      await page.getByText('No results found').waitFor();
      await page.unroute(/\/api\/search\/multi/);
      await page.route(/\/api\/search\/multi/, failWith(503));
      await gotoInApp(page, h.server.url, '/direct-search?q=star');
      await page.getByText('Failed to load search results').waitFor();
      await page.getByText('Search request failed with status 503').waitFor();
      await page.getByRole('button', { name: 'Try again' }).waitFor();
      // No answer at all (the network failed): the spec's text, not the browser's own message.
      await page.unroute(/\/api\/search\/multi/);
      await page.route(/\/api\/search\/multi/, (route) => route.abort('internetdisconnected'));
      await gotoInApp(page, h.server.url, '/direct-search?q=club');
      await page.getByText('Failed to load search results').waitFor();
      await page.getByText('There was an error processing your search. Please try again later.').waitFor();
    });
  });
});
