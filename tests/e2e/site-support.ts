// Shared helpers of the site browser tests (issue 4): one server and browser per file, contexts with a saved
// country, API interception helpers, screenshots.
import { mkdirSync } from 'node:fs';
import { inject } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page, Route } from 'playwright-core';
import { launchBrowser, newContext, VIEWPORTS } from './support/browser';
import { removeDir, startServer, type RunningServer } from './support/server';

export const SCREENSHOT_DIR = 'test-results/screenshots';

export interface SiteHarness {
  server: RunningServer;
  browser: Browser;
}

export async function startSite(): Promise<SiteHarness> {
  const server = await startServer({ fromDataDir: inject('templateDataDir') });
  const browser = await launchBrowser();
  return { server, browser };
}

export async function stopSite(h: SiteHarness | undefined): Promise<void> {
  await h?.browser.close();
  await h?.server.stop();
  if (h) removeDir(h.server.dataDir);
}

/** A context whose selectedCountry is saved (unless null: then detection runs). */
export async function siteContext(
  browser: Browser,
  country: string | null = 'US',
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await newContext(browser, options);
  if (country) {
    await context.addInitScript((code) => {
      if (!localStorage.getItem('selectedCountry')) localStorage.setItem('selectedCountry', code);
    }, country);
  }
  return context;
}

export async function withPage<T>(
  h: SiteHarness,
  fn: (page: Page, context: BrowserContext) => Promise<T>,
  opts: { width?: keyof typeof VIEWPORTS; country?: string | null; options?: BrowserContextOptions } = {},
): Promise<T> {
  const context = await siteContext(h.browser, opts.country === undefined ? 'US' : opts.country, {
    viewport: VIEWPORTS[opts.width ?? 'desktop'],
    serviceWorkers: 'block',
    ...opts.options,
  });
  try {
    const page = await context.newPage();
    return await fn(page, context);
  } finally {
    await context.close();
  }
}

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

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

export function mainText(page: Page): Promise<string> {
  return page.locator('main').innerText();
}

export const NO_JUNK = /\bundefined\b|\bNaN\b|\bnull\b/;
