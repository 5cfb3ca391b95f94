// Cumulative layout shift while each of the seven measured pages loads (issue #10): a PerformanceObserver
// (buffered, so shifts before it ran count too) is installed before any page script; the page is left to
// load its data and settle; the largest session window of shifts (the CLS definition: gaps under 1 s,
// windows up to 5 s) must stay at or below 0.05, at phone width with a 4x slower CPU and at desktop width.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { setupSite, trackNetwork, withPage } from './support/harness';

const h = setupSite();
const MAX_CLS = 0.05;

interface ShiftWindow {
  __cls: { value: number; sources: string[] };
}

async function observeShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as ShiftWindow;
    w.__cls = { value: 0, sources: [] };
    let current = 0;
    let first = 0;
    let last = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }
      >) {
        if (entry.hadRecentInput) continue;
        if (current && entry.startTime - last < 1000 && entry.startTime - first < 5000)
          current += entry.value;
        else {
          current = entry.value;
          first = entry.startTime;
        }
        last = entry.startTime;
        w.__cls.value = Math.max(w.__cls.value, current);
        for (const s of entry.sources ?? []) {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          w.__cls.sources.push(
            `${entry.value.toFixed(4)} ${el?.tagName ?? '?'}.${String(el?.className ?? '').slice(0, 60)}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const PAGES: Array<{ path: string; ready: string }> = [
  { path: '/', ready: 'section:has(h2:text-is("Upcoming Movies")) [data-testid=title-card]' },
  { path: '/movies/fight-club', ready: '[data-testid=title-page] h1' },
  { path: '/search?q=star', ready: '[data-testid=title-card]' },
  { path: '/advanced-search/movie', ready: '[data-testid=result-count]' },
  { path: '/tv-shows/game-of-thrones', ready: '[data-testid=title-page] h1' },
  { path: '/genre/28?type=movie', ready: '[data-testid=title-card]' },
  { path: '/category/tv?filter=top_rated', ready: '[data-testid=title-card]' },
];

/**
 * How far (px, the largest move of a top-left corner) what is already there moves when only the first `keep`
 * children of `container` are: those children, or with none the container itself. A phone that paints the page
 * half parsed shows that frame first. The children are put back after.
 */
function movedWhileHalfParsed(container: Locator, keep: number): Promise<number> {
  return container.evaluate((el, keep) => {
    const kept = keep ? [...el.children].slice(0, keep) : [el];
    const corners = () => kept.map((e) => e.getBoundingClientRect()).map((r) => [r.left, r.top]);
    const before = corners();
    const rest = [...el.children].slice(keep);
    for (const e of rest) e.remove();
    const half = corners();
    el.append(...rest);
    return Math.round(
      Math.max(...half.flatMap(([x, y], i) => [Math.abs(x - before[i][0]), Math.abs(y - before[i][1])])),
    );
  }, keep);
}

describe("the header's tools", () => {
  // Their width is set in CSS (client/app/layout/layout.css), so a header painted half parsed does not move
  // as its buttons arrive; the set width must still be what the buttons take, at every width, with or without
  // the search toggle (not on home).
  it('are exactly as wide as their buttons at 360, 800, 1024 and 1280 px, on home and off', async () => {
    await withPage(h, async (page) => {
      for (const path of ['/', '/faq']) {
        for (const width of [360, 800, 1024, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(h.server.url + path);
          await page.locator('.sf-header__tools').waitFor();
          const fit = await page.evaluate(() => {
            const tools = document.querySelector('.sf-header__tools')!.getBoundingClientRect();
            const shown = [...document.querySelectorAll('.sf-header__tools > *')]
              .map((e) => e.getBoundingClientRect())
              .filter((r) => r.width > 0);
            return {
              left: Math.round(shown[0].left - tools.left),
              right: Math.round(tools.right - shown[shown.length - 1].right),
              buttons: shown.length,
            };
          });
          expect(fit, `${path} at ${width} px`).toEqual({ left: 0, right: 0, buttons: fit.buttons });
          // Half parsed (only the first button there yet), the first button already stands where it ends.
          const moved = await movedWhileHalfParsed(page.locator('.sf-header__tools'), 1);
          expect(moved, `${path} at ${width} px: the first button moved`).toBe(0);
        }
      }
    });
  });
});

describe("a title's provider stack", () => {
  // A slow phone may paint the quick answer's stack before its logos are parsed: it has their height already.
  it('stands where it ends before its logos are there', async () => {
    await withPage(h, async (page) => {
      await page.goto(h.server.url + '/movies/fight-club');
      const stack = page.locator('[data-testid=quick-providers] [data-testid=provider-stack]');
      await stack.waitFor();
      expect(await movedWhileHalfParsed(stack, 0), 'the stack moved as its logos arrived').toBe(0);
    });
  });
});

describe('layout shift while a page loads', () => {
  for (const width of ['mobile', 'desktop'] as const) {
    for (const { path, ready } of PAGES) {
      const chakraFree = width === 'mobile' ? ', no Chakra code' : '';
      it(`${path} at ${width} width: CLS <= ${MAX_CLS}${chakraFree}`, async () => {
        await withPage(
          h,
          async (page) => {
            await observeShifts(page);
            // A phone's slower CPU (4x, as Lighthouse mobile) changes what arrives before the first paint:
            // shifts that only show then (data landing after the skeleton) are caught here.
            if (width === 'mobile') {
              const cdp = await page.context().newCDPSession(page);
              await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
            }
            const network = trackNetwork(page);
            await page.goto(h.server.url + path);
            await page.locator(ready).first().waitFor();
            await network.quiet();
            // Late shifts (images failing to load, fonts, lazy parts) are part of loading.
            await page.waitForTimeout(1500);
            const cls = await page.evaluate(() => (window as unknown as ShiftWindow).__cls);
            expect(cls.value, `shifts: ${cls.sources.join('; ')}`).toBeLessThanOrEqual(MAX_CLS);
            // At phone width nothing a page shows while it loads, nor what loads after its first paint (the
            // toaster, the offline notice), is a Chakra component: Chakra's code (client/lib/theme.ts marks its
            // evaluation) loads only when the visitor reaches for a dialog, menu or the filter panel.
            if (width === 'mobile') {
              const themeLoaded = await page.evaluate(
                () => performance.getEntriesByName('sf:chakra-theme').length,
              );
              expect(themeLoaded, "Chakra's code loaded with the page").toBe(0);
              // Nor Dexie, outside title pages (whose rating block reads the device once idle): the offline
              // notice, which reads the device, loads only when the connection goes (issue #34: evaluating
              // it at idle was a 39 ms task at 1x CPU). Checked once the idle parts (the update toast) loaded.
              if (!path.includes('/movies/') && !path.includes('/tv-shows/')) {
                const scripts = () =>
                  page.evaluate(() =>
                    performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
                  );
                await expect
                  .poll(async () => (await scripts()).some((p) => /\/update-toast-[\w-]+\.js$/.test(p)), {
                    timeout: 10_000,
                  })
                  .toBe(true);
                expect((await scripts()).filter((p) => /\/(dexie|offline-route-notice)-/.test(p))).toEqual(
                  [],
                );
              }
            }
          },
          { width },
        );
      });
    }
  }
});
