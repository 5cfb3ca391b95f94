// Home-screen launches get the server's page (issue #34): with the service worker in control, a navigation is
// answered with the server's rendering of that address (its markup and the data it hydrates from), never the
// precached app shell while the network answers. '/' once got the shell: Workbox's precache route maps '/' to its
// '/index.html' (directoryIndex) before the worker's navigation route saw it.
import { describe, expect, it } from 'vitest';
import { setupSite, withPage } from './support/harness';

const h = setupSite();

describe('navigations with the service worker in control', () => {
  it("answer /, a title page, search and a static page with the server's page", async () => {
    await withPage(
      h,
      async (page) => {
        await page.goto(h.server.url + '/faq');
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
          timeout: 30_000,
        });
        for (const path of ['/', '/movies/fight-club', '/search?q=star', '/faq']) {
          const res = await page.goto(h.server.url + path);
          expect(res?.fromServiceWorker(), path).toBe(true);
          const html = (await res?.text()) ?? '';
          // The server's page: its data for hydration and a rendered h1 in #root (the shell has neither).
          expect(html, path).toContain('<script type="application/json" id="sf-state">');
          expect(html, path).toMatch(/<div id="root"><[^!]/);
          expect(html, path).toMatch(/<h1[^>]*>[^<]+/);
        }
      },
      { options: { serviceWorkers: 'allow' } },
    );
  });
});
