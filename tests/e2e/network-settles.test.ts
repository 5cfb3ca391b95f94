// Every request a page makes while it loads comes to an end, the page view included (issue #10). Lighthouse
// waits for the network to go quiet before it measures; a request the browser never reports as finished (a
// page view whose answer was never read) kept every run waiting until its 45 s limit and marked the report
// "The page loaded too slowly to finish within the time limit".
import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { setupSite, withPage } from './support/harness';

const h = setupSite();

describe('the network settles after a page loads', () => {
  it('the home page: every request, the page view too, finishes or fails', async () => {
    await withPage(
      h,
      async (page) => {
        const pending = new Set<Request>();
        let pageView: Request | undefined;
        page.on('request', (r) => {
          pending.add(r);
          if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/events') pageView = r;
        });
        page.on('requestfinished', (r) => pending.delete(r));
        page.on('requestfailed', (r) => pending.delete(r));
        await page.goto(h.server.url + '/');
        // The page view goes out once the browser is idle after the page has loaded (at most 2 s later).
        await expect.poll(() => pageView !== undefined, { timeout: 10_000 }).toBe(true);
        await expect
          .poll(() => [...pending].map((r) => `${r.method()} ${r.url()}`), { timeout: 10_000 })
          .toEqual([]);
        expect(await pageView!.response().then((r) => r?.status())).toBe(202);
      },
      { width: 'mobile' },
    );
  });

  it("a title page's scripts download once the document is parsed and a frame has been drawn", async () => {
    // The server's first screen needs no script; a download that ends before the largest paint counts as
    // needed for it in Lighthouse's simulation of a slow network (scripts/paint-first.mjs). The starter sets the
    // modulepreloads' addresses after the first frame following DOMContentLoaded (before, they started while the
    // HTML was being parsed). "first-paint" itself is the frame's presentation time, which can come later.
    await withPage(
      h,
      async (page) => {
        await page.addInitScript(() => {
          document.addEventListener('DOMContentLoaded', () =>
            requestAnimationFrame(() => {
              (window as unknown as { __frame: number }).__frame = performance.now();
            }),
          );
        });
        await page.goto(h.server.url + '/movies/fight-club');
        await expect
          .poll(() => page.evaluate(() => document.documentElement.dataset.appVersion ?? ''))
          .not.toBe('');
        const { frame, parsed, scripts } = await page.evaluate(() => ({
          frame: (window as unknown as { __frame?: number }).__frame ?? NaN,
          parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
            .domContentLoadedEventEnd,
          scripts: performance
            .getEntriesByType('resource')
            .filter((e) => new URL(e.name).pathname.startsWith('/assets/') && e.name.endsWith('.js'))
            .map((e) => ({ name: e.name, startTime: e.startTime })),
        }));
        expect(Number.isFinite(frame)).toBe(true);
        expect(frame).toBeGreaterThanOrEqual(parsed);
        expect(scripts.length).toBeGreaterThan(5);
        for (const script of scripts) expect(script.startTime, script.name).toBeGreaterThanOrEqual(frame);
      },
      { width: 'mobile' },
    );
  });
});
