// The server links the code and stylesheets of the screen an address opens into its HTML (issue #10, #34,
// api/src/http/route-assets.ts): the preload scanner fetches them with the entry instead of after it, and the app
// adds no <link> of its own for them while it starts (each costs a phone a few milliseconds in the first long
// task, and a stylesheet landing after the app has drawn restyles the whole page).
import { describe, expect, it } from 'vitest';
import { setupSite, withPage } from './support/harness';

const h = setupSite();

const PAGES: Array<{ path: string; chunk: string; ready: string }> = [
  { path: '/', chunk: 'home', ready: '[data-testid=title-card]' },
  { path: '/movies/fight-club', chunk: 'movie-detail', ready: '[data-testid=title-page] h1' },
  { path: '/search?q=star', chunk: 'search', ready: '[data-testid=title-card]' },
  { path: '/advanced-search/movie', chunk: 'advanced-search', ready: '[data-testid=result-count]' },
  { path: '/tv-shows/game-of-thrones', chunk: 'tv-detail', ready: '[data-testid=title-page] h1' },
];

describe("a landing page's own chunks and stylesheets", () => {
  for (const { path, chunk, ready } of PAGES) {
    it(`${path}: linked in the HTML, not added by the app`, async () => {
      await withPage(
        h,
        async (page) => {
          type Linked = { rel: string; path: string };
          await page.addInitScript(() => {
            document.addEventListener('DOMContentLoaded', () => {
              // What the server's HTML links, in document order (the page rendered on the server,
              // api/src/http/page-renderer.ts).
              (window as unknown as { __parsed: Linked[] }).__parsed = [
                ...document.querySelectorAll<HTMLLinkElement>(
                  'link[rel=modulepreload], link[rel=stylesheet]',
                ),
              ].map((l) => ({ rel: l.rel, path: new URL(l.href, location.href).pathname }));
            });
          });
          await page.goto(h.server.url + path);
          await page.locator(ready).first().waitFor();
          const { linked, added } = await page.evaluate(() => {
            const linked = (window as unknown as { __parsed: Linked[] }).__parsed;
            const now = [
              ...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload], link[rel=stylesheet]'),
            ].map((l) => `${l.rel} ${new URL(l.href).pathname}`);
            return {
              linked,
              added: now.filter((entry) => !linked.some((l) => entry.endsWith(` ${l.path}`))),
            };
          });
          const parsed = linked.map((l) => l.path);
          const order = linked.map((l) => l.rel);
          expect(parsed.some((p) => p.startsWith(`/assets/${chunk}-`) && p.endsWith('.js'))).toBe(true);
          expect(added.filter((entry) => entry.startsWith('stylesheet'))).toEqual([]);
          // Every stylesheet before the first script (vite.config.ts stylesheetFirst): on HTTP/1.1 a stylesheet
          // named after twenty scripts waits for a free connection, and the first paint with it.
          expect(order.lastIndexOf('stylesheet')).toBeLessThan(order.indexOf('modulepreload'));
          // The toaster (~25 KB gzip with Ark's toast machine) loads with the first toast or at idle, never with
          // a first screen (components/notify.ts).
          expect(parsed.filter((p) => /\/assets\/(toaster|dismissable-layer)-/.test(p))).toEqual([]);
          expect(added.filter((entry) => entry.includes(`/assets/${chunk}-`))).toEqual([]);
        },
        { width: 'mobile' },
      );
    });
  }
});
