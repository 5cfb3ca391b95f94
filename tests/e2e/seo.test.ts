// The built server as crawlers and browsers see it: server-rendered heads on title pages without JavaScript,
// compressed and cached assets, and a real Chromium loading pages under our CSP without a single violation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { newContext } from './support/browser';
import { fileBrowser, startTemplateServer, stopSite, trackNetwork } from './support/harness';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser | undefined; // the worker's, reached by the first test that needs it

beforeAll(async () => {
  server = await startTemplateServer();
});

afterAll(async () => stopSite({ server, browser }));

const attr = (html: string, re: RegExp) => re.exec(html)?.[1];

describe('title pages without JavaScript', () => {
  it('finds title, canonical, og:title and parseable JSON-LD in /movies/fight-club', async () => {
    const res = await fetch(`${server.url}/movies/fight-club`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    const html = await res.text();
    const title = 'Where to Watch Fight Club Full Movie Streaming Online For Free In HD Quality';
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe(title);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${server.url}/movies/fight-club`);
    expect(attr(html, /<meta property="og:title" content="([^"]*)"/)).toBe(title);
    const json = attr(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/) ?? '';
    expect(JSON.parse(json)).toMatchObject({ '@type': 'Movie', name: 'Fight Club' });
    // The page is the app's own rendering (docs/architecture.md "One render path"): its h1 and where to watch
    // in the HTML, the answers it was rendered with for the browser to hydrate, and the app's entry as a module
    // script (deferred: it never holds the first paint), fetched after the page's stylesheets (low priority, as
    // is every modulepreload).
    expect(html).toMatch(/<h1[^>]*>Fight Club<\/h1>/);
    expect(html).toContain('data-testid="availability-panel"');
    const state = attr(html, /<script type="application\/json" id="sf-state">([\s\S]*?)<\/script>/) ?? '';
    expect(JSON.parse(state)).toMatchObject({ country: 'US' });
    expect(
      attr(html, /<script type="module" fetchpriority="low" crossorigin src="(\/assets\/index-[^"]+\.js)">/),
    ).toBeTruthy();
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(5);
    expect(preloads.filter((l) => !l.includes('fetchpriority="low"'))).toEqual([]);
  });

  it('redirects an id-prefixed slug and answers an unknown one with 404', async () => {
    const moved = await fetch(`${server.url}/movies/550-fight-club`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/movies/fight-club');
    expect((await fetch(`${server.url}/movies/not-a-title-at-all-zz`)).status).toBe(404);
  });

  it('caches hashed assets for a year and revalidates the shell and service worker', async () => {
    const shell = await fetch(`${server.url}/`);
    // A page: revalidated by browsers on every use (its ETag answers 304), kept by a shared cache for a minute.
    expect(shell.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate, s-maxage=60');
    const asset = attr(await shell.text(), /src="(\/assets\/[^"]+\.js)"/);
    const js = await fetch(`${server.url}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(js.headers.get('content-encoding')).toBe('gzip');
    expect((await fetch(`${server.url}/sw.js`)).headers.get('cache-control')).toBe('no-cache');
  });
});

describe('in Chromium under the CSP', () => {
  it.each(['/', '/movies/fight-club', '/tv-shows/game-of-thrones', '/faq'])(
    'loads %s with no CSP violation',
    async (path) => {
      browser ??= await fileBrowser();
      const context = await newContext(browser);
      const page = await context.newPage();
      const violations: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          (window as unknown as { __csp: string[] }).__csp ??= [];
          (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      const network = trackNetwork(page);
      const res = await page.goto(`${server.url}${path}`);
      expect(res?.status()).toBe(200);
      await page.waitForSelector('main h1', { timeout: 30_000 });
      // Everything the page loads has been requested (a blocked one reports its violation by then).
      await network.quiet();
      const fromPage = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
      expect([...violations, ...fromPage]).toEqual([]);
      await context.close();
    },
  );
});
