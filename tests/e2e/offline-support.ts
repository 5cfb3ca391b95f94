// Harness of the offline / PWA browser tests: a production server on its own data folder, a Chromium
// context whose TMDB image requests are aborted, helpers to wait for the service worker, to go truly offline
// (context offline AND the server stopped) and back (same port, same data), and to read the server's ratings.
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { newContext } from './support/browser';
import { screenshot as saveScreenshot, startSite, type SiteHarness } from './support/harness';
import { removeDir, startServer, type RunningServer, type StartOptions } from './support/server';

export const SHOTS = join('test-results', 'offline');

export interface OfflineHarness extends SiteHarness {
  /** Server options to restart it identically (port and data folder kept). */
  restartOptions: StartOptions;
}

export async function startHarness(options: StartOptions = {}): Promise<OfflineHarness> {
  const { server, browser } = await startSite(options);
  return {
    browser,
    server,
    restartOptions: { ...options, dataDir: server.dataDir, port: server.port },
  };
}

const exited = (server: RunningServer) =>
  server.process.exitCode !== null || server.process.signalCode !== null;

export async function stopHarness(h: OfflineHarness | undefined): Promise<void> {
  if (!h) return;
  await h.browser.close().catch(() => undefined);
  if (!exited(h.server)) await h.server.stop();
  removeDir(h.server.dataDir);
}

/** After a failed test: the server runs again (same port and data) for the next one. */
export async function ensureServer(h: OfflineHarness | undefined): Promise<void> {
  if (h && exited(h.server)) h.server = await startServer(h.restartOptions);
}

/**
 * The harness for the calling test file: started in beforeAll, the server restarted after each test if a
 * test left it stopped, everything stopped in afterAll. The returned object is filled in by beforeAll.
 */
export function setupOfflineHarness(options: StartOptions = {}): OfflineHarness {
  const h = {} as OfflineHarness;
  beforeAll(async () => {
    Object.assign(h, await startHarness(options));
  });
  afterEach(async () => ensureServer(h.server ? h : undefined));
  afterAll(async () => stopHarness(h.server ? h : undefined));
  return h;
}

/** Loads `path` and waits until the service worker controls the page (precache done). */
export async function openControlled(context: BrowserContext, h: OfflineHarness, path = '/'): Promise<Page> {
  const page = await context.newPage();
  trackErrors(page);
  await page.goto(h.server.url + path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  return page;
}

const pageErrors = new WeakMap<Page, string[]>();
export function trackErrors(page: Page): void {
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (e) => errors.push(e.message));
}
export const errorsOf = (page: Page) => pageErrors.get(page) ?? [];

/** Truly offline: the browser context has no network and the server is gone. */
export async function goOffline(context: BrowserContext, h: OfflineHarness): Promise<void> {
  await h.server.stop();
  await context.setOffline(true);
}

/** Back online: the same server (port and database) restarted, the context online again. */
export async function goOnline(context: BrowserContext, h: OfflineHarness): Promise<void> {
  await ensureServer(h);
  await context.setOffline(false);
}

export async function newOfflineContext(h: OfflineHarness): Promise<BrowserContext> {
  return newContext(h.browser, { serviceWorkers: 'allow' });
}

export async function sessionIdOf(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('thestreamfinder_session_id') ?? '');
}

export interface ServerRating {
  rating: number | null;
  averageCount: number;
}

/** What the server stores for this visitor and title (GET /api/ratings/...), plus the title's rating count. */
export async function serverRating(h: OfflineHarness, type: 'movie' | 'series', id: number, session: string) {
  const mine = await fetch(`${h.server.url}/api/ratings/${type}/${id}?sessionId=${session}`);
  // 200 with the rating, or 204 (no body) when this visitor has none.
  expect([200, 204]).toContain(mine.status);
  const body = mine.status === 200 ? ((await mine.json()) as { rating?: { rating?: number } }) : null;
  const avg = await fetch(`${h.server.url}/api/ratings/average/${type}/${id}`);
  const average = (await avg.json()) as { totalCount: number };
  return { status: mine.status, rating: body?.rating?.rating ?? null, totalCount: average.totalCount };
}

/** The queued ratings in the page's IndexedDB outbox. */
export async function outboxRows(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ content_id: number; rating: number }[]>((resolve, reject) => {
        const open = indexedDB.open('streamfinder');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('outbox').objectStore('outbox').getAll();
          req.onsuccess = () => {
            resolve(req.result as { content_id: number; rating: number }[]);
            open.result.close();
          };
          req.onerror = () => reject(req.error);
        };
      }),
  );
}

/** Saves test-results/offline/<name>.png (the viewport only). */
export function screenshot(page: Page, name: string): Promise<void> {
  return saveScreenshot(page, name, { dir: SHOTS, fullPage: false });
}
