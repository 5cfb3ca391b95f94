// Server-rendered heads for title pages, fetched like a crawler (no JavaScript), plus sitemap.xml and robots.txt.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
// @ts-expect-error jsdom ships no type declarations (no @types/jsdom here): typed through MiniDocument below.
import { JSDOM as UntypedJSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

const SITE = 'https://streamfinder.example';

interface MiniElement {
  nodeName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): ArrayLike<MiniElement>;
  getElementsByTagNameNS(ns: string, name: string): ArrayLike<MiniElement>;
}
interface MiniDocument {
  title: string;
  documentElement: MiniElement;
  querySelector(selector: string): MiniElement | null;
  querySelectorAll(selector: string): ArrayLike<MiniElement>;
  getElementsByTagName(name: string): ArrayLike<MiniElement>;
}
interface MiniWindow {
  document: MiniDocument;
  DOMParser: new () => { parseFromString(text: string, type: string): MiniDocument };
}
const JSDOM = UntypedJSDOM as new (html: string) => { window: MiniWindow };

function parseHtml(html: string): MiniDocument {
  return new JSDOM(html).window.document;
}

function jsonLdOf(doc: MiniDocument): Record<string, unknown> {
  const script = doc.querySelector('script[type="application/ld+json"]');
  expect(script, 'JSON-LD script').not.toBeNull();
  return JSON.parse(script?.textContent ?? '') as Record<string, unknown>;
}

describe('server-side SEO', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'sf-seo-client-'));
    copyFileSync('index.html', join(clientDir, 'index.html'));
    t = await createTestApp('sqlite', { CLIENT_DIR: clientDir, SITE_URL: SITE });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('puts title, description, canonical, Open Graph, Twitter and JSON-LD into /movies/fight-club', async () => {
    const res = await t.app.inject({ url: '/movies/fight-club', headers: { 'cf-ipcountry': 'US' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const doc = parseHtml(res.body);
    const title = 'Where to Watch Fight Club Full Movie Streaming Online For Free In HD Quality';
    expect(doc.title).toBe(title);
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${SITE}/movies/fight-club`,
    );
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(title);
    expect(doc.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      `${SITE}/movies/fight-club`,
    );
    expect(doc.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(
      /^https:\/\/image\.tmdb\.org\/t\/p\/w780\/.+\.jpg$/,
    );
    expect(doc.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe(
      'summary_large_image',
    );
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('Fight Club');
    expect(doc.querySelector('#root')).not.toBeNull();

    const ld = jsonLdOf(doc);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Movie',
      name: 'Fight Club',
      duration: 'PT139M',
    });
    const offers = (ld.offers as Array<{ name: string; category: string }>) ?? [];
    for (const category of ['subscription', 'rent', 'purchase']) {
      expect(
        offers.some((o) => o.category === category),
        category,
      ).toBe(true);
    }
    expect(offers.some((o) => o.name.startsWith('Rent on '))).toBe(true);
    expect(ld.aggregateRating).toMatchObject({ bestRating: 5, worstRating: 1 });
    expect((ld.review as { author: { name: string } }).author.name).toBe('Anonymous User');

    const raw = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '';
    const hash = createHash('sha256').update(raw).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it('uses our ratings average once visitors have rated', async () => {
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/ratings',
      payload: {
        content_id: 550,
        content_type: 'movie',
        rating: 3,
        session_id: '0b6a5d0e-6f6d-4a8e-9a51-2d7f9d1b0c11',
      },
    });
    expect(post.statusCode).toBe(200);
    const ld = jsonLdOf(parseHtml((await t.app.inject({ url: '/movies/fight-club' })).body));
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 3, ratingCount: 1 });
  });

  it('describes a series with TVSeries, seasons and episodes', async () => {
    const res = await t.app.inject({ url: '/tv-shows/game-of-thrones' });
    expect(res.statusCode).toBe(200);
    const doc = parseHtml(res.body);
    expect(doc.title).toBe(
      'Where to Watch Game of Thrones Full TV Show Streaming Online For Free In HD Quality',
    );
    expect(jsonLdOf(doc)).toMatchObject({ '@type': 'TVSeries', name: 'Game of Thrones', numberOfSeasons: 8 });
  });

  it.each([
    ['/movies/550-fight-club', '/movies/fight-club'],
    ['/tvshows/game-of-thrones', '/tv-shows/game-of-thrones'],
    // The old address in another language moves within that language (issue #46).
    ['/de/tvshows/game-of-thrones', '/de/tv-shows/game-of-thrones'],
    ['/ko/tvshows/game-of-thrones?x=1', '/ko/tv-shows/game-of-thrones?x=1'],
    ['/movies/m3gan-2-0', '/movies/m3gan-20'],
  ])('redirects %s to %s with 301', async (from, to) => {
    const res = await t.app.inject({ url: from });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it('answers an unknown slug with the shell and status 404', async () => {
    const res = await t.app.inject({ url: '/movies/no-such-title-anywhere-xyz' });
    expect(res.statusCode).toBe(404);
    const doc = parseHtml(res.body);
    expect(doc.querySelector('#root')).not.toBeNull();
    expect(doc.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('lists every title and the static pages in a valid sitemap.xml', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = new JSDOM('').window.DOMParser;
    const doc = new xml().parseFromString(res.body, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.nodeName).toBe('urlset');
    const locs = Array.from(doc.getElementsByTagName('loc'), (l) => l.textContent);
    expect(locs).toContain(`${SITE}/movies/fight-club`);
    expect(locs).toContain(`${SITE}/tv-shows/game-of-thrones`);
    for (const p of [
      '/',
      '/search',
      '/advanced-search/movie',
      '/advanced-search/tv',
      '/upcoming-movies',
      '/faq',
      '/new',
    ]) {
      expect(locs).toContain(`${SITE}${p}`);
    }
    const health = (await t.app.inject({ url: '/api/health' })).json<{
      titles: { movie: number; tv: number };
    }>();
    // 9 static pages and /new (no provider page while the availability history is empty, issue #37).
    expect(locs.length).toBe(10 + health.titles.movie + health.titles.tv);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('names every page in every language as its alternates (issue #46)', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    // The entries, read as text (the whole file through a DOM parser takes minutes here).
    const entry = (loc: string) =>
      res.body.split('\n').find((line) => line.includes(`<loc>${loc}</loc>`)) ?? '';
    const links = (line: string) =>
      [...line.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
        m[1],
        m[2],
      ]);
    const expected = (path: string) => [
      ['en', `${SITE}${path}`],
      ['de', `${SITE}/de${path}`],
      ['fr', `${SITE}/fr${path}`],
      ['es', `${SITE}/es${path}`],
      ['it', `${SITE}/it${path}`],
      ['ko', `${SITE}/ko${path}`],
      ['x-default', `${SITE}${path}`],
    ];
    expect(links(entry(`${SITE}/movies/fight-club`))).toEqual(expected('/movies/fight-club'));
    expect(links(entry(`${SITE}/faq`))).toEqual(expected('/faq'));
    expect(links(entry(`${SITE}/`))).toEqual(expected('/'));
  });

  it('serves robots.txt pointing to the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /api/');
  });
});
