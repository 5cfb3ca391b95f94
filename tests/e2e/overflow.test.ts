// No screen is wider than the screen (issue #45, class of item 2): every route of the route table
// (api/src/contract/routes.ts, with real slugs for its parameters) and its main states (a title on My List with
// alerts offered, the import dialog's three steps, the discover filter sheet, the My services dialog, the mobile
// menu, the search modal) at 360, 390, 768, 1024, 1280 and 1440 px (at 1024 the header's country field reached
// x = 1,061). It fails naming each element that reaches past the viewport (and is not inside a scroller or
// clipper that holds it) or whose text is clipped (scrollWidth past clientWidth in an element that hides its
// overflow, or cuts it with an ellipsis). One browser, one server, and a page reused across the widths
// (setViewportSize).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SITE_ROUTES, type RouteName } from '../../api/src/contract/routes';
import { animationsSettled, hydrated, nextFrames, setupSite, siteContext } from './support/harness';

// A server of its own: the import sends its ratings, which change the visitors' averages other files read.
const h = setupSite({ ownServer: true });
const WIDTHS = [360, 390, 768, 1024, 1280, 1440] as const;
const HEIGHT = 800;

/** A real address for each route (the parameter routes with slugs and ids of the embedded catalog). */
const ADDRESSES: Record<RouteName, string> = {
  home: '/',
  movieById: '/movie/550',
  movie: '/movies/fight-club',
  tvById: '/tv/70523',
  tv: '/tv-shows/dark',
  tvOld: '/tvshows/dark',
  search: '/search?q=the',
  directSearch: '/direct-search?q=inception',
  category: '/category/movie',
  genre: '/genre/28',
  advancedSearch: '/advanced-search',
  advancedSearchType: '/advanced-search/tv',
  upcoming: '/upcoming-movies',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  faq: '/faq',
  myList: '/my-list',
  newArrivals: '/new',
  newOnProvider: '/new/netflix/us',
};

/** What reaches past the viewport or clips its text, as 'element: why' lines. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const found: string[] = [];
    const name = (el: Element) => {
      const id = el.getAttribute('data-testid') ?? el.getAttribute('data-part') ?? el.className.toString();
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${id ? `[${String(id).slice(0, 50)}]` : ''} "${text}"`;
    };
    if (document.documentElement.scrollWidth > vw)
      found.push(`document: scrollWidth ${document.documentElement.scrollWidth} > ${vw}`);
    // An ancestor that hides or scrolls its overflow holds what reaches past it (a carousel, a scroller).
    const held = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX !== 'visible' || s.contain.includes('paint')) return true;
      }
      return false;
    };
    const hidden = (el: Element, s: CSSStyleDeclaration, r: DOMRect) =>
      s.visibility === 'hidden' ||
      s.display === 'contents' ||
      r.width <= 1 ||
      r.height <= 1 ||
      (s.position === 'absolute' && s.clip === 'rect(0px, 0px, 0px, 0px)') ||
      el.closest('[aria-hidden=true][data-part=positioner], [hidden], [inert]') !== null;
    for (const el of document.body.querySelectorAll('*')) {
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      if (hidden(el, s, r)) continue;
      if ((r.left < -0.5 || r.right > vw + 0.5) && !held(el))
        found.push(`${name(el)}: spans x=${Math.round(r.left)}-${Math.round(r.right)} of ${vw}`);
      const clips = s.overflowX === 'hidden' || s.overflowX === 'clip' || s.textOverflow === 'ellipsis';
      if (clips && el.scrollWidth > el.clientWidth + 1 && (el.textContent ?? '').trim())
        found.push(`${name(el)}: text clipped (${el.scrollWidth} > ${el.clientWidth})`);
    }
    return found;
  });
}

/** Checks the page at each width, in place; returns the findings as 'width: ...' lines. */
async function atEveryWidth(
  page: Page,
  state: string,
  widths: readonly number[] = WIDTHS,
): Promise<string[]> {
  const out: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: HEIGHT });
    await nextFrames(page);
    await animationsSettled(page);
    out.push(...(await overflowing(page)).map((f) => `${state} @${width}: ${f}`));
  }
  return out;
}

async function open(page: Page, path: string) {
  const res = await page.goto(h.server.url + path);
  expect(res?.status(), path).toBe(200);
  await hydrated(page);
  await page.waitForFunction(() => !document.querySelector('[aria-busy=true]'), null, { timeout: 30_000 });
}

describe('no screen is wider than the screen', () => {
  it('every route at 360, 390, 768, 1024, 1280 and 1440 px', async () => {
    const context = await siteContext(h.browser, 'US', { viewport: { width: WIDTHS[0], height: HEIGHT } });
    try {
      const page = await context.newPage();
      const found: string[] = [];
      // Each address is one its route accepts (the server's pattern), so every route is visited.
      for (const [route, path] of Object.entries(ADDRESSES))
        expect(SITE_ROUTES[route as RouteName].pattern.test(path.split('?')[0]), path).toBe(true);
      for (const [route, path] of Object.entries(ADDRESSES)) {
        await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
        await open(page, path);
        found.push(...(await atEveryWidth(page, `${route} ${path}`)));
      }
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a title on My List with alerts offered, and its hint without services', async () => {
    const context = await siteContext(h.browser, 'DE', { viewport: { width: WIDTHS[0], height: HEIGHT } });
    try {
      const page = await context.newPage();
      const found: string[] = [];
      await open(page, '/tv-shows/dark');
      await page.getByTestId('title-save').click();
      await page.getByTestId('alerts-opt-in').waitFor();
      found.push(...(await atEveryWidth(page, 'alerts hint')));
      await page.evaluate(() =>
        localStorage.setItem('streamfinder_my_services', JSON.stringify({ DE: [8] })),
      );
      await open(page, '/tv-shows/dark');
      await page.getByRole('button', { name: 'Alert me when it streams on my services' }).waitFor();
      found.push(...(await atEveryWidth(page, 'alerts offered')));
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the import dialog's steps, the My services dialog, the filter sheet, the menu and the search modal", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sf-overflow-'));
    const file = join(dir, 'ratings.csv');
    writeFileSync(
      file,
      [
        'Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors',
        'tt0103776,8,2024-01-01,Batman Returns,Batman Returns,https://www.imdb.com/title/tt0103776/,Movie,6.9,,1992,,,1992-01-01,',
        'tt0000000,6,2024-01-03,A Title Nobody Ever Made With A Very Long Name Indeed,,,Movie,6.7,,1982,,,1982-01-01,',
      ].join('\n'),
    );
    const context = await siteContext(h.browser, 'US', { viewport: { width: WIDTHS[0], height: HEIGHT } });
    try {
      const page = await context.newPage();
      const found: string[] = [];
      await open(page, '/my-list');
      await page.getByTestId('import-open').click();
      await page.getByTestId('import-dialog').waitFor();
      found.push(...(await atEveryWidth(page, 'import: pick')));
      await page.getByTestId('import-file').setInputFiles(file);
      await page.getByTestId('import-preview').waitFor({ timeout: 60_000 });
      found.push(...(await atEveryWidth(page, 'import: preview')));
      await page.getByTestId('import-confirm').click();
      await page.getByTestId('import-summary').waitFor({ timeout: 60_000 });
      found.push(...(await atEveryWidth(page, 'import: saved')));
      await page.getByRole('button', { name: 'Done' }).click();
      await page.getByTestId('import-dialog').waitFor({ state: 'hidden' });

      await page.getByTestId('my-services-open').first().click();
      await page.getByTestId('my-service-option').first().waitFor({ timeout: 30_000 });
      found.push(...(await atEveryWidth(page, 'my services dialog')));
      await page.keyboard.press('Escape');
      await page.getByTestId('my-services-dialog').waitFor({ state: 'hidden' });

      // Below md: the filter sheet and the menu.
      for (const width of [360, 390]) {
        await page.setViewportSize({ width, height: HEIGHT });
        await open(page, '/advanced-search');
        await page.getByRole('button', { name: 'Show Filters' }).click();
        await page.getByTestId('filter-sheet').waitFor();
        found.push(...(await atEveryWidth(page, 'filter sheet', [width])));
        await page.keyboard.press('Escape');
        await page.getByTestId('filter-sheet').waitFor({ state: 'hidden' });
        await page.getByRole('button', { name: /menu/i }).first().click();
        await page.getByTestId('mobile-menu').waitFor();
        found.push(...(await atEveryWidth(page, 'mobile menu', [width])));
        await page.keyboard.press('Escape');
        await page.getByTestId('mobile-menu').waitFor({ state: 'hidden' });
      }

      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
      await open(page, '/');
      await page.getByTestId('search-launcher').click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.type('the godfather');
      await page.getByRole('option').first().waitFor({ timeout: 30_000 });
      found.push(...(await atEveryWidth(page, 'search modal')));
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
