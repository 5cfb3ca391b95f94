// Hydration at a phone's pace (issue #43): the browser hydrates the server's page without drawing any of it again,
// on every route, and what is below a first screen (the footer's links, a carousel's cards after the first three,
// the home page's lower rows, a title page's facts, rating, summary and 'You May Also Like') is hydrated after the
// first screen (client/components/hydrate-later.tsx): once the browser is idle, or at the visitor's first touch.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SITE_ROUTES } from '../../api/src/contract/routes';
import { hydrated, setupSite, withPage } from './support/harness';
import { ROUTE_SAMPLES } from './support/route-samples';

const h = setupSite();

/** One address of each route of the table (support/route-samples.ts). */
const SAMPLES = ROUTE_SAMPLES;

/** What React logs when a page's HTML and its first render in the browser differ (client/app/start.tsx too). */
const HYDRATION_ERROR =
  /hydrat|did not match|Minified React error #(418|419|421|422|423|425)|server rendered (HTML|text)/i;

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && HYDRATION_ERROR.test(m.text()))
      errors.push(m.text().slice(0, 300));
  });
  page.on('pageerror', (e) => HYDRATION_ERROR.test(e.message) && errors.push(e.message.slice(0, 300)));
  return errors;
}

/**
 * Elements of `selector` React has not taken over (no fiber on the node): the parts still waiting to hydrate.
 * React's own resource hints (the <link rel=preload> of a high-priority image, which it hoists) are not hydrated.
 */
function unhydrated(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (sel) =>
      [...document.querySelectorAll(sel)].filter(
        (el) => el.localName !== 'link' && !Object.keys(el).some((k) => k.startsWith('__reactFiber$')),
      ).length,
    selector,
  );
}

/** Waits until every element of the page React rendered is hydrated. */
async function allHydrated(page: Page): Promise<void> {
  await expect.poll(() => unhydrated(page, '#root *'), { timeout: 15_000 }).toBe(0);
}

describe('hydration', () => {
  it('on every route, hydration logs no React hydration error', async () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(SITE_ROUTES).sort());
    await withPage(
      h,
      async (page) => {
        const errors = collectErrors(page);
        for (const path of [...Object.values(SAMPLES), '/no-such-page']) {
          await page.goto(h.server.url + path);
          await hydrated(page);
          // Everything, the parts below the first screen too, is hydrated once the browser is idle.
          await allHydrated(page);
          expect(errors, path).toEqual([]);
        }
      },
      { width: 'mobile' },
    );
  });

  it("what is below a first screen hydrates after it, or at the visitor's first touch", async () => {
    await withPage(
      h,
      async (page) => {
        const errors = collectErrors(page);
        // The browser is never idle here (requestIdleCallback keeps its callbacks): only a touch opens the gate.
        await page.addInitScript(() => {
          const held: Array<() => void> = [];
          Object.assign(window, {
            __idle: held,
            requestIdleCallback: (fn: () => void) => held.push(fn),
            cancelIdleCallback: () => {},
          });
        });
        const cases: Array<{ path: string; later: string[]; now: string[] }> = [
          {
            path: '/',
            later: [
              'footer .sf-footer__link',
              '[data-testid="carousel-track"] > li:nth-child(4) a',
              '.sf-genres a',
            ],
            now: ['h1', 'header a', '.sf-hero-slot a'],
          },
          {
            path: '/movies/fight-club',
            later: ['footer .sf-footer__link', '.sf-tp-more a'],
            now: ['h1', '[data-testid="availability-panel"]'],
          },
        ];
        for (const { path, later, now } of cases) {
          await page.goto(h.server.url + path);
          await hydrated(page);
          await page.waitForTimeout(500);
          for (const sel of now) expect(await unhydrated(page, sel), `${path}: ${sel} hydrated`).toBe(0);
          for (const sel of later) {
            expect(await page.locator(sel).count(), `${path}: ${sel} in the page`).toBeGreaterThan(0);
            expect(await unhydrated(page, sel), `${path}: ${sel} waits`).toBe(
              await page.locator(sel).count(),
            );
          }
          // The first touch (here on the page's heading) hydrates the rest.
          await page.locator('h1').first().dispatchEvent('pointerdown');
          await allHydrated(page);
          expect(errors, path).toEqual([]);
        }
        // A click on a part still waiting is the app's: hydrated on the spot, an in-app navigation (no new document).
        await page.goto(h.server.url + '/');
        await hydrated(page);
        await page.evaluate(() => Object.assign(window, { __samePage: true }));
        expect(await unhydrated(page, 'footer a[href="/faq"]')).toBe(1);
        await page.locator('footer a[href="/faq"]').click();
        await page.waitForURL(/\/faq$/);
        await page.locator('h1', { hasText: /frequently asked/i }).waitFor();
        expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
        expect(errors).toEqual([]);
      },
      { width: 'mobile' },
    );
  });

  // V8 builds its list of ICU's locales on a page's first Intl.NumberFormat or supportedLocalesOf (74-141 ms at 4x
  // CPU): react-intl's locale checks are answered without it (client/i18n/known-locales.ts), and English messages
  // write their counts without a NumberFormat (client/i18n/english-numbers.ts). Counted before the app's scripts
  // run, for the calls that reach the engine.
  it("English pages start without building ICU's locale list: no NumberFormat, no engine locale check", async () => {
    await withPage(
      h,
      async (page) => {
        await page.addInitScript(() => {
          const calls: string[] = [];
          (window as unknown as { __icu: string[] }).__icu = calls;
          for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
            const service = Intl[name] as unknown as { supportedLocalesOf: (...a: unknown[]) => string[] };
            const check = service.supportedLocalesOf.bind(service);
            service.supportedLocalesOf = (...args: unknown[]) => {
              calls.push(`${name}.supportedLocalesOf(${String(args[0])})`);
              return check(...args);
            };
          }
          const NumberFormat = Intl.NumberFormat;
          Intl.NumberFormat = new Proxy(NumberFormat, {
            construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
              calls.push(`new NumberFormat(${String(args[0])})`);
              return new target(...args);
            },
          });
        });
        // A title page (its rating count, '# ratings'), a search (its result count) and the home page.
        for (const path of ['/movies/fight-club', '/search?q=star', '/']) {
          await page.goto(h.server.url + path);
          await hydrated(page);
          await allHydrated(page);
          expect(await page.evaluate(() => (window as unknown as { __icu: string[] }).__icu), path).toEqual(
            [],
          );
        }
      },
      { width: 'mobile' },
    );
  });
});
