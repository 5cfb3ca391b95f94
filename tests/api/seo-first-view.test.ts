// The first screen of a title page in the HTML the server sends (issue #10): painted before any script, read by
// visitors without JavaScript, and the title data the app's first render starts from.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error jsdom ships no type declarations (no @types/jsdom here): used through a minimal shape below.
import { JSDOM as UntypedJSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MovieDetails, TvDetails } from '../../api/src/contract';
import { longDate, runtimeText, titleFirstView } from '../../api/src/seo/title-first-view';
import { createTestApp, type TestApp } from './support/test-app';

interface El {
  textContent: string | null;
  getAttribute(name: string): string | null;
  querySelector(selector: string): El | null;
  querySelectorAll(selector: string): ArrayLike<El>;
}
const JSDOM = UntypedJSDOM as new (html: string) => { window: { document: El } };
const parse = (html: string) => new JSDOM(html).window.document;
const texts = (root: El, selector: string) =>
  Array.from(root.querySelectorAll(selector)).map((e) => e.textContent?.trim());

const IMG = 'https://image.tmdb.org/t/p';

describe('title first view (pure)', () => {
  const base: MovieDetails = {
    id: 1,
    title: 'A <b>"Bold"</b> & Co',
    overview: 'Fish </script><script>alert(1)</script>',
    release_date: '2001-02-03',
    runtime: 125,
    vote_average: 7.3,
    poster_path: '/p.jpg',
    backdrop_path: '/b.jpg',
    genres: [{ id: 18, name: 'Drama & <Stuff>' }],
  } as MovieDetails;

  it('escapes every value and keeps the app markup (h1, badge, date, runtime, chips, overview)', () => {
    const html = titleFirstView({ type: 'movie', details: base, imageBaseUrl: IMG });
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<script>');
    const doc = parse(`<main>${html}</main>`);
    expect(texts(doc, 'h1')).toEqual(['A <b>"Bold"</b> & Co']);
    expect(doc.querySelector('.sf-badge')?.getAttribute('aria-label')).toBe('TMDB rating 3.6 out of 5');
    expect(texts(doc, '.sf-tp-meta > span:not(.sf-badge)')).toEqual(['February 3, 2001', '2h 5m']);
    expect(doc.querySelector('.sf-tp-genre')?.getAttribute('href')).toBe('/genre/18?type=movie');
    expect(texts(doc, '.sf-tp-genre')).toEqual(['Drama & <Stuff>']);
    expect(texts(doc, '.sf-tp-overview')).toEqual(['Fish </script><script>alert(1)</script>']);
    expect(doc.querySelector('.sf-tp-backdrop__img')?.getAttribute('src')).toBe(`${IMG}/w1280/b.jpg`);
    expect(doc.querySelector('.sf-poster__img')?.getAttribute('src')).toBe(`${IMG}/w500/p.jpg`);
    expect(doc.querySelector('.sf-poster__img')?.getAttribute('alt')).toBe('A <b>"Bold"</b> & Co poster');
    // No offers in this country: the one-line answer ('Not streaming in ...', issue #36) still keeps its room.
    expect(doc.querySelector('.sf-tp-slot-quick')).not.toBeNull();
    expect(doc.querySelector('.sf-tp.sf-tp--bare')).toBeNull();
  });

  it('leaves out what is missing, never printing undefined or null', () => {
    const bare = { id: 2, name: '  ', poster_path: null, backdrop_path: null } as unknown as TvDetails;
    const html = titleFirstView({ type: 'tv', details: bare, imageBaseUrl: IMG });
    const doc = parse(`<main>${html}</main>`);
    expect(texts(doc, 'h1')).toEqual(['Untitled']);
    expect(doc.querySelector('.sf-badge')).toBeNull();
    expect(doc.querySelector('.sf-tp-genres')).toBeNull();
    expect(doc.querySelector('.sf-tp-overview')).toBeNull();
    expect(doc.querySelector('.sf-tp-backdrop__fallback')).not.toBeNull();
    // No backdrop: the short header of a bare title page, as the app draws it (no tall empty box, issue #36).
    expect(doc.querySelector('.sf-tp.sf-tp--bare')).not.toBeNull();
    expect(texts(doc, '.sf-placeholder p')).toEqual(['No poster']);
    expect(doc.querySelector('main')?.textContent).not.toMatch(/undefined|null|NaN/);
  });

  it('formats dates and runtimes like the app', () => {
    expect(longDate('1999-10-15')).toBe('October 15, 1999');
    expect(longDate('2011-04-17')).toBe('April 17, 2011');
    expect(longDate('1999-13-45')).toBeNull();
    expect(longDate('')).toBeNull();
    expect(runtimeText(139)).toBe('2h 19m');
    expect(runtimeText(45)).toBe('45m');
    expect(runtimeText(120)).toBe('2h');
    expect(runtimeText(0)).toBeNull();
  });
});

describe('title pages from the server', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'sf-first-view-'));
    copyFileSync('index.html', join(clientDir, 'index.html'));
    t = await createTestApp('sqlite', { CLIENT_DIR: clientDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("sends Fight Club's first screen inside main and its data for the app", async () => {
    const res = await t.app.inject({ url: '/movies/fight-club', headers: { 'cf-ipcountry': 'US' } });
    expect(res.statusCode).toBe(200);
    const doc = parse(res.body);
    const main = doc.querySelector('#root main');
    expect(main).not.toBeNull();
    expect(texts(doc, 'h1')).toEqual(['Fight Club']);
    expect(texts(main!, '.sf-tp-meta > span:not(.sf-badge)')).toEqual(['October 15, 1999', '2h 19m']);
    expect(main!.querySelector('.sf-badge')?.getAttribute('aria-label')).toBe('TMDB rating 4.2 out of 5');
    expect(texts(main!, '.sf-tp-genre')).toEqual(['Drama', 'Thriller']);
    expect(main!.querySelector('.sf-tp-overview')?.textContent).toContain('insomniac');
    expect(main!.querySelector('.sf-tp-slot-quick')).not.toBeNull();
    expect(main!.querySelector('.sf-skel-card')).toBeNull();

    const boot = JSON.parse(doc.querySelector('#sf-title-boot')?.textContent ?? 'null') as {
      type: string;
      slug: string;
      path: string;
      region: string;
      details: MovieDetails;
      countries: unknown;
    };
    expect(boot).toMatchObject({
      type: 'movie',
      slug: 'fight-club',
      path: '/movies/fight-club',
      region: 'US',
    });
    // The same answer the app would fetch for this country.
    const api = await t.app.inject({ url: '/api/movie/550?region=US' });
    expect(boot.details).toEqual(JSON.parse(api.body));
    // And the country list, as GET /api/countries answers it.
    const countries = await t.app.inject({ url: '/api/countries' });
    expect(boot.countries).toEqual(JSON.parse(countries.body));
    expect((boot.countries as unknown[]).length).toBeGreaterThan(100);
  });

  it('sends a series with its seasons', async () => {
    const res = await t.app.inject({ url: '/tv-shows/game-of-thrones' });
    const doc = parse(res.body);
    expect(texts(doc, 'h1')).toEqual(['Game of Thrones']);
    expect(texts(doc, '.sf-tp-meta > span:not(.sf-badge)')).toEqual(['April 17, 2011', '8 Seasons']);
    expect(doc.querySelector('.sf-tp-genre')?.getAttribute('href')).toMatch(/^\/genre\/\d+\?type=tv$/);
  });

  it('keeps the generic shell, without title data, for an unknown slug', async () => {
    const res = await t.app.inject({ url: '/movies/no-such-title-anywhere-xyz' });
    expect(res.statusCode).toBe(404);
    const doc = parse(res.body);
    expect(doc.querySelector('[data-first-view]')).toBeNull();
    expect(doc.querySelector('#sf-title-boot')).toBeNull();
    expect(doc.querySelector('h1')).toBeNull();
  });
});
