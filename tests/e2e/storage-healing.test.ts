// Stored data can never break the site (issue 11): a wrong-shaped persisted entry for every persisted query
// key, garbage rows in every Dexie table the pages read and an IndexedDB left by another build (higher
// version, missing stores) are planted, then the site is loaded: it renders, fetches fresh data, and the
// persisted cache is rewritten with the right shapes. Also: the site works with storage blocked.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupSite, siteContext } from './support/harness';

const h = setupSite();
const WAIT = { timeout: 30_000 };
const CACHE_KEY = 'streamfinder_query_cache';

const WRONG: Array<[unknown[], unknown]> = [
  [['countries'], { results: [{ iso_3166_1: 'US' }] }],
  [['genres', 'movie'], [{ id: 28, name: 'Action' }]],
  [['providers', 'movie', 'US'], [{ provider_id: 8 }]],
  [['trending', 'movie', 'day', 'US'], { page: 1, results: 'oops', total_pages: 1 }],
  [['trending', 'tv', 'week', 'US'], null],
  [['list', 'movie', 'popular', 'US', 1], { results: [{ nope: true }] }],
  [['now-playing', 'US', 1], { page: 1, results: [], total_pages: 1 }],
  [['upcoming', 'US', 1], 'garbage'],
  [['health'], { reference_date: 20250329 }],
];

function persistedClient(buster: string) {
  const now = Date.now();
  return JSON.stringify({
    buster,
    timestamp: now,
    clientState: {
      mutations: [],
      queries: WRONG.map(([queryKey, data]) => ({
        queryKey,
        queryHash: JSON.stringify(queryKey),
        state: { data, status: 'success', dataUpdatedAt: now, error: null, fetchStatus: 'idle' },
      })),
    },
  });
}

/** Replaces the site's IndexedDB by one of a later, different build, with garbage rows. */
async function plantCorruptDatabase(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const del = indexedDB.deleteDatabase('streamfinder');
        del.onerror = () => reject(del.error);
        del.onsuccess = () => {
          const open = indexedDB.open('streamfinder', 990);
          open.onupgradeneeded = () => {
            const db = open.result;
            db.createObjectStore('lists', { keyPath: 'key' }).put({ key: 'q:["countries"]', value: 'oops' });
            const titles = db.createObjectStore('titles', { keyPath: ['type', 'id', 'region'] });
            titles.put({ type: 'movie', id: 550, region: 'US', slug: 'fight-club', details: 'oops' });
            db.createObjectStore('recent', { keyPath: ['type', 'id'] }).put({
              type: 'movie',
              id: 1,
              title: 42,
            });
          };
          open.onsuccess = () => {
            open.result.close();
            resolve();
          };
          open.onerror = () => reject(open.error);
        };
      }),
  );
}

async function expectHome(page: Page) {
  await page.locator('main h1').filter({ hasText: 'Find where to watch' }).waitFor(WAIT);
  await page.locator('main a[href^="/movies/"]').first().waitFor(WAIT);
  await page.locator('main a[href^="/genre/"]').first().waitFor(WAIT);
  expect(await page.getByTestId('page-error').count()).toBe(0);
}

describe('stored data that does not match', () => {
  it('renders and heals with a wrong-shaped entry for every persisted key and a corrupted IndexedDB', async () => {
    const context = await siteContext(h.browser, 'US');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(h.server.url + '/');
      await expectHome(page);
      const buster = await page.evaluate(() => document.documentElement.dataset.appVersion ?? '');
      // Leave the app (it closes its database), plant the bad data on the same origin, come back.
      await page.goto(h.server.url + '/robots.txt');
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key, value),
        [CACHE_KEY, persistedClient(buster)],
      );
      await plantCorruptDatabase(page);

      await page.goto(h.server.url + '/');
      await expectHome(page);
      expect(await page.getByTestId('country-select').first().inputValue()).toBe('US');
      // The title page reads the garbage titles row only offline; online it renders from the API.
      await page.goto(h.server.url + '/movies/fight-club');
      await page.locator('main h1').filter({ hasText: 'Fight Club' }).waitFor(WAIT);
      await page.goto(h.server.url + '/upcoming-movies');
      await page.locator('main h1').filter({ hasText: 'Upcoming Movies' }).waitFor(WAIT);
      await page.goto(h.server.url + '/');
      await expectHome(page);

      // Healed: the persisted cache now holds the wire shapes under the same keys.
      await expect
        .poll(
          () =>
            page.evaluate((key) => {
              const stored = JSON.parse(localStorage.getItem(key) ?? '{}');
              const queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> =
                stored.clientState?.queries ?? [];
              const find = (k: string) => queries.find((q) => JSON.stringify(q.queryKey) === k)?.state.data;
              const genres = find('["genres","movie"]') as { genres?: unknown[] } | undefined;
              const countries = find('["countries"]');
              const popular = find('["list","movie","popular","US",1]') as
                { results?: unknown[] } | undefined;
              return (
                Array.isArray(genres?.genres) &&
                Array.isArray(countries) &&
                Array.isArray(popular?.results) &&
                popular.results.length > 0
              );
            }, CACHE_KEY),
          WAIT,
        )
        .toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);

  it('works with storage blocked (localStorage and IndexedDB throw)', async () => {
    const context = await siteContext(h.browser, null);
    await context.addInitScript(() => {
      const blocked = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { get: blocked });
      Object.defineProperty(window, 'indexedDB', { get: blocked });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(h.server.url + '/');
      await expectHome(page);
      await page.locator('header nav[aria-label=Main]').getByRole('link', { name: 'Upcoming' }).click();
      await page.locator('main h1').filter({ hasText: 'Upcoming Movies' }).waitFor(WAIT);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
