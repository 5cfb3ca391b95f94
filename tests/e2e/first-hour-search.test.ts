// The search page's Movies / TV filter over ALL results, with filter and page in the address (issue #36 item 2,
// docs/decisions.md #22): a reload and Back keep them, cards say Movie or TV, and zero results offer next steps.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MultiResult, Paged } from '../../api/src/contract';
import { getJson, hydrated, screenshot, setupSite, withPage } from './support/harness';

const h = setupSite();
const WAIT = { timeout: 15_000 };
const SHOTS = { dir: 'test-results/first-hour' };

const nameOf = (r: MultiResult) => ('title' in r && r.title ? r.title : 'name' in r ? r.name : '') ?? '';

async function cards(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: /^Results for/ })
    .locator('[data-testid=title-card] .sf-card__title')
    .allInnerTexts();
}

const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe('search page filter and paging', () => {
  it('Movies filters every result (search/movie), and filter and page survive reload and Back', async () => {
    const movies1 = await getJson<Paged<MultiResult>>(
      h.server,
      '/api/search/movie?query=star&page=1&region=US',
    );
    const movies2 = await getJson<Paged<MultiResult>>(
      h.server,
      '/api/search/movie?query=star&page=2&region=US',
    );
    expect(movies1.total_pages).toBeGreaterThan(1);
    await withPage(h, async (page) => {
      await page.goto(`${h.server.url}/search?q=star`);
      await page
        .getByTestId('search-count')
        .filter({ hasText: /results/ })
        .waitFor(WAIT);
      // The filters answer once the page is hydrated (a tap before that reaches no handler).
      await hydrated(page);
      await page.getByRole('button', { name: 'Movies', exact: true }).click();
      await page.waitForURL(/type=movie/);
      expect(params(page)).toEqual({ q: 'star', type: 'movie' });
      await expect.poll(() => cards(page), WAIT).toEqual(movies1.results.map(nameOf));
      // Every card says Movie; the count is the films' count over all pages.
      const badges = await page.getByTestId('type-badge').allTextContents();
      expect(new Set(badges)).toEqual(new Set(['Movie']));
      await expect
        .poll(() => page.getByTestId('search-count').innerText(), WAIT)
        .toBe(`${movies1.total_results} movies · page 1 of ${movies1.total_pages}`);
      await screenshot(page, 'search-movies-1280', SHOTS);

      await page
        .getByRole('navigation', { name: 'Search results pages' })
        .getByRole('button', { name: 'Page 2', exact: true })
        .click();
      await page.waitForURL(/page=2/);
      expect(params(page)).toEqual({ q: 'star', type: 'movie', page: '2' });
      await expect.poll(() => cards(page), WAIT).toEqual(movies2.results.map(nameOf));

      await page.reload();
      await expect.poll(() => cards(page), WAIT).toEqual(movies2.results.map(nameOf));
      expect(
        await page.getByRole('button', { name: 'Movies', exact: true }).getAttribute('aria-pressed'),
      ).toBe('true');

      await page.goBack();
      await page.waitForURL((u) => !u.searchParams.has('page'));
      await expect.poll(() => cards(page), WAIT).toEqual(movies1.results.map(nameOf));
      await page.goBack();
      await page.waitForURL((u) => !u.searchParams.has('type'));
      expect(await page.getByRole('button', { name: 'All', exact: true }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      const all = await getJson<Paged<MultiResult>>(
        h.server,
        '/api/search/multi?query=star&page=1&region=US',
      );
      await expect.poll(() => page.getByTestId('type-badge').count(), WAIT).toBeGreaterThan(0);
      const kinds = await page.getByTestId('type-badge').allTextContents();
      expect(kinds.every((k) => k === 'Movie' || k === 'TV')).toBe(true);
      expect(kinds.filter((k) => k === 'TV').length).toBe(
        all.results.filter((r) => r.media_type === 'tv').length,
      );
    });
  });

  it('TV Shows asks for TV over all results; at 390 px too', async () => {
    const tv = await getJson<Paged<MultiResult>>(h.server, '/api/search/tv?query=star&page=1&region=US');
    await withPage(
      h,
      async (page) => {
        await page.goto(`${h.server.url}/search?q=star&type=tv`);
        await expect.poll(() => cards(page), WAIT).toEqual(tv.results.map(nameOf));
        expect(new Set(await page.getByTestId('type-badge').allTextContents())).toEqual(new Set(['TV']));
        await screenshot(page, 'search-tv-390', { ...SHOTS, fullPage: false });
      },
      { width: 'mobile' },
    );
  });

  it('zero results offer what to try next', async () => {
    await withPage(h, async (page) => {
      await page.goto(`${h.server.url}/search?q=qqxxzzvv&type=movie`);
      const next = page.getByTestId('search-next-steps');
      await next.waitFor(WAIT);
      expect(await page.getByRole('heading', { name: 'No results found' }).count()).toBe(1);
      expect(await next.innerText()).toContain('Check the spelling');
      await next.getByRole('link', { name: 'Search movies and TV shows' }).click();
      await page.waitForURL((u) => u.searchParams.get('q') === 'qqxxzzvv' && !u.searchParams.has('type'));
      expect(
        await next.getByRole('link', { name: 'Discover by genre and rating' }).getAttribute('href'),
      ).toBe('/advanced-search/movie');
      await screenshot(page, 'search-zero-1280', SHOTS);
    });
    await withPage(
      h,
      async (page) => {
        await page.goto(`${h.server.url}/search?q=qqxxzzvv`);
        await page.getByTestId('search-next-steps').waitFor(WAIT);
        await screenshot(page, 'search-zero-390', SHOTS);
      },
      { width: 'mobile' },
    );
  });
});
