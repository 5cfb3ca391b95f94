// Issue #45 (item 5 and the class "an unknown thing is a 404 page, an outage is a retry"): every route of the
// route table with a parameter answers an unknown value with the 404 page, status 404 from the server and the
// same page after an in-app navigation, never "Try again"; "Try again" shows only when the server could not
// answer (the API aborted). A route with a parameter added to api/src/contract/routes.ts without an example
// here fails the first test.
import { describe, expect, it } from 'vitest';
import { SITE_ROUTES, type RouteName } from '../../api/src/contract/routes';
import { failWith, gotoInApp, setupSite, withPage } from './site-support';

const h = setupSite();

/** Unknown values per parameter route (legacy redirect routes excepted: they only forward to another route). */
const UNKNOWN: Partial<Record<RouteName, string[]>> = {
  movieById: ['/movie/99999999', '/movie/99999999/no-such-movie'],
  movie: ['/movies/no-such-movie-zz'],
  tvById: ['/tv/99999999'],
  tv: ['/tv-shows/no-such-show-zz'],
  category: ['/category/bogus'],
  genre: ['/genre/99999?type=movie'],
  advancedSearchType: ['/advanced-search/bogus'],
  newOnProvider: ['/new/bogus-service/us', '/new/netflix/zz'],
};
const LEGACY: RouteName[] = ['tvOld'];

const NOT_FOUND_H1 = /^(404 - Page Not Found|Movie not found|TV Show not found)$/;

describe('an unknown parameter is the 404 page', () => {
  it('every parameter route of the table has an unknown example here', () => {
    const withParams = (Object.keys(SITE_ROUTES) as RouteName[]).filter((n) =>
      SITE_ROUTES[n].path.includes(':'),
    );
    expect(withParams.filter((n) => !UNKNOWN[n] && !LEGACY.includes(n))).toEqual([]);
  });

  const cases = Object.values(UNKNOWN).flat();

  it.each(cases)('%s: the server answers 404 with the 404 page, no "Try again"', async (path) => {
    const res = await fetch(h.server.url + path);
    const html = await res.text();
    expect(res.status, path).toBe(404);
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
    expect(h1, path).toMatch(NOT_FOUND_H1);
    expect(html, path).not.toContain('Try again');
  });

  it.each(cases)('%s: an in-app navigation shows the 404 page, no "Try again"', async (path) => {
    await withPage(h, async (page) => {
      await gotoInApp(page, h.server.url, path);
      await page.locator('h1', { hasText: NOT_FOUND_H1 }).waitFor({ timeout: 15_000 });
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    });
  });

  it('an outage is a retry: /new/netflix/us with the API failing offers "Try again", not the 404 page', async () => {
    await withPage(h, async (page) => {
      await page.route('**/api/new/**', failWith(503));
      await gotoInApp(page, h.server.url, '/new/netflix/us');
      await page.getByRole('button', { name: 'Try again' }).waitFor({ timeout: 15_000 });
      expect(await page.locator('h1', { hasText: NOT_FOUND_H1 }).count()).toBe(0);
    });
  });
});
