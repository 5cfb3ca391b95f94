// Shared helpers of the site browser tests (issue 4): the generic harness (support/harness.ts: one server and
// browser per file, contexts with a saved country, screenshots) re-exported, API interception helpers.
import { expect } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { seriousA11yViolations } from './support/axe';
import { gotoInApp, screenshot, withPage, type SiteHarness } from './support/harness';

export {
  gotoInApp,
  mainText,
  SCREENSHOT_DIR,
  screenshot,
  siteContext,
  startSite,
  stopSite,
  setupSite,
  withPage,
  type SiteHarness,
} from './support/harness';

/** Answers matching API calls with a status (default 500) and a JSON error body. */
export function failWith(status = 500) {
  return (route: Route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: status, message: 'forced by test', error: 'Forced' }),
    });
}

/** Answers matching API calls with an empty page of results. */
export function emptyPage(extra: Record<string, unknown> = {}) {
  return (route: Route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ page: 1, results: [], total_pages: 0, total_results: 0, ...extra }),
    });
}

/** Holds matching calls until release() is called (to observe loading states). */
export function holdRequests() {
  const held: Route[] = [];
  let released = false;
  return {
    handler: async (route: Route) => {
      if (released) return route.continue();
      held.push(route);
    },
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((r) => r.continue()));
    },
  };
}

export const NO_JUNK = /\bundefined\b|\bNaN\b|\bnull\b/;

/**
 * Opens `path` at 390 px and at 1280 px, waits for `ready`, saves the screenshot `${name}-390` / `${name}-1280`
 * and expects no serious axe violations.
 */
export async function screenshotsAndAxe(h: SiteHarness, path: string, ready: string, name: string) {
  for (const width of ['mobile', 'desktop'] as const) {
    await withPage(
      h,
      async (page) => {
        await page.goto(h.server.url + path);
        await page.locator(ready).first().waitFor();
        await screenshot(page, `${name}-${width === 'mobile' ? 390 : 1280}`);
        expect(await seriousA11yViolations(page)).toEqual([]);
      },
      { width },
    );
  }
}

/**
 * Opens `path` by an in-app navigation (a first load comes rendered with its data: support/harness.ts gotoInApp)
 * with the API calls matching `api` held: expects `skeletons` skeleton cards while the list is
 * busy, then lets the calls through (the caller waits for what should follow).
 */
export async function expectSkeletonsWhileLoading(
  page: Page,
  h: SiteHarness,
  api: RegExp,
  path: string,
  skeletons: number,
): Promise<void> {
  const hold = holdRequests();
  await page.route(api, hold.handler);
  await gotoInApp(page, h.server.url, path);
  // The list's busy region, not the page loader (busy too) shown while the route's code loads.
  await page.locator('[role=status][aria-busy=true]:has([data-testid=skeleton-card])').waitFor();
  expect(await page.locator('[data-testid=skeleton-card]').count()).toBe(skeletons);
  await hold.release();
}
