// When the service worker installs on a first visit (issue #10): its install downloads and stores every file of
// the app (~110 requests), and it used to start right after the first frame, among the first page's renders and
// reads. It now registers once the page has settled: loaded, no read in flight for 2 s, the browser idle.
import { describe, expect, it } from 'vitest';
import { setupSite, withPage } from './support/harness';

const h = setupSite();

describe('the service worker on a first visit', () => {
  it('registers only after the page has finished its reads, and then takes control', async () => {
    await withPage(
      h,
      async (page, context) => {
        // The page's own clock: when the app asks for the worker, and when each of its reads ended.
        await page.addInitScript(() => {
          const register = ServiceWorkerContainer.prototype.register;
          ServiceWorkerContainer.prototype.register = function (...args) {
            (window as unknown as { swRegisteredAt: number }).swRegisteredAt ??= performance.now();
            return register.apply(this, args);
          };
        });
        let firstWorkerRequest = '';
        context.on('request', (r) => {
          if (r.serviceWorker() && !firstWorkerRequest) firstWorkerRequest = r.url();
        });

        await page.goto(h.server.url + '/');
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
          timeout: 30_000,
        });
        const { registeredAt, readsEnded, loaded } = await page.evaluate(() => ({
          registeredAt: (window as unknown as { swRegisteredAt: number }).swRegisteredAt,
          loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
          // The reads (GET) of the page; /api/events is the page view it sends, not a read.
          readsEnded: performance
            .getEntriesByType('resource')
            .filter((e) => /\/api\/(?!events)/.test(e.name))
            .map((e) => (e as PerformanceResourceTiming).responseEnd),
        }));

        // The home page's rows come with the server's page (docs/architecture.md "One render path"): the worker
        // is asked for once the page has loaded, and 2 s of quiet after the last read the page made itself, if
        // any (10 ms less for the browser's coarse clock).
        expect(loaded).toBeGreaterThan(0);
        expect(registeredAt).toBeGreaterThan(loaded);
        if (readsEnded.length > 0) expect(registeredAt).toBeGreaterThan(Math.max(...readsEnded) + 1990);
        // The install's own downloads follow, and the worker then controls the page.
        expect(firstWorkerRequest).not.toBe('');
        expect(await page.getByTestId('title-card').count()).toBeGreaterThan(0);
      },
      { options: { serviceWorkers: 'allow' }, width: 'mobile' },
    );
  });
});
