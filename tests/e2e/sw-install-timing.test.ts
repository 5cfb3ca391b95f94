// When the service worker installs on a first visit (issue #10): its install downloads and stores every file of
// the app (~110 requests), and it used to start right after the first frame, among the first page's renders and
// reads. The server's page comes with its data; the worker registers once the page has loaded and the browser is
// idle (client/lib/idle.ts), after any read the page made itself.
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
        const { registeredAt, readsStarted, loaded } = await page.evaluate(() => ({
          registeredAt: (window as unknown as { swRegisteredAt: number }).swRegisteredAt,
          loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
          // The reads (GET) of the page; /api/events is the page view it sends, not a read.
          readsStarted: performance
            .getEntriesByType('resource')
            .filter((e) => /\/api\/(?!events)/.test(e.name))
            .map((e) => e.startTime),
        }));

        // The home page's rows come with the server's page (docs/architecture.md "One render path"): the page
        // reads nothing itself, and the worker is asked for once the page has loaded.
        expect(loaded).toBeGreaterThan(0);
        expect(registeredAt).toBeGreaterThan(loaded);
        expect(readsStarted.filter((start) => start < registeredAt)).toEqual([]);
        // The install's own downloads follow, and the worker then controls the page.
        expect(firstWorkerRequest).not.toBe('');
        expect(await page.getByTestId('title-card').count()).toBeGreaterThan(0);
      },
      { options: { serviceWorkers: 'allow' }, width: 'mobile' },
    );
  });
});
