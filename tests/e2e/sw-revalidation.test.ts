// Coming back to a title with the service worker in control (issue #12's ETag revalidation): the worker sends
// its cached answer's ETag as If-None-Match and must answer the 304 with that cached copy. Its plugin once
// recognised its own requests by object identity, which Workbox does not keep (it hands fetchDidSucceed a clone),
// so the page got the bare 304 and showed "We couldn't load this movie" on most return visits.
import { describe, expect, it } from 'vitest';
import { setupSite, withPage } from './support/harness';

const h = setupSite();

describe('a return visit through the service worker', () => {
  it('shows the title again, every time, never a 304 from an /api answer', async () => {
    await withPage(
      h,
      async (page) => {
        const statuses: string[] = [];
        page.on('response', (r) => {
          const { pathname } = new URL(r.url());
          if (pathname.startsWith('/api/') && r.status() === 304) statuses.push(`${r.status()} ${pathname}`);
        });
        await page.goto(h.server.url + '/movies/fight-club');
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
          timeout: 30_000,
        });
        for (let visit = 1; visit <= 3; visit++) {
          await page.goto(h.server.url + '/');
          await page.getByTestId('title-card').first().waitFor();
          await page.goto(h.server.url + '/movies/fight-club');
          await expect
            .poll(() => page.locator('[data-testid=title-page] h1').textContent(), { timeout: 10_000 })
            .toBe('Fight Club');
          // The page's queries settle: the slug lookup and details come back through the worker.
          await page.waitForLoadState('networkidle');
          expect(await page.getByText("We couldn't load this movie").count(), `visit ${visit}`).toBe(0);
        }
        expect(statuses).toEqual([]);
      },
      { options: { serviceWorkers: 'allow' } },
    );
  });
});
