// Harness of the offline / PWA browser tests: a production server on its own data folder, a Chromium
// context whose TMDB image requests are aborted, helpers to wait for the service worker, to go truly offline
// (context offline AND the server stopped) and back (same port, same data), and to read the server's ratings.
import { join } from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { newContext } from './support/browser';
import {
  screenshot as saveScreenshot,
  startSite,
  type BrowserChoice,
  type SiteHarness,
} from './support/harness';
import { removeDir, startServer, type RunningServer, type StartOptions } from './support/server';

export const SHOTS = join('test-results', 'offline');

export interface OfflineHarness extends SiteHarness {
  /** Server options to restart it identically (port and data folder kept). */
  restartOptions: StartOptions;
}

export async function startHarness(options: StartOptions & BrowserChoice = {}): Promise<OfflineHarness> {
  const { server, browser } = await startSite(options);
  const { fullBrowser: _, ...serverOptions } = options;
  return {
    browser,
    server,
    restartOptions: { ...serverOptions, dataDir: server.dataDir, port: server.port },
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
export function setupOfflineHarness(options: StartOptions & BrowserChoice = {}): OfflineHarness {
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

/** The visitor's id, once the app has made it (the page's server HTML comes before the app has started). */
export async function sessionIdOf(page: Page): Promise<string> {
  const id = await page.waitForFunction(() => localStorage.getItem('thestreamfinder_session_id'), null, {
    timeout: 30_000,
  });
  return String(await id.jsonValue());
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

/**
 * Every rating POST that reached the server (it answered) during a context's life, from the page AND from the
 * service worker (Playwright reports the worker's requests too, `request.serviceWorker()`), with its title id:
 * a duplicate delivery shows up here whatever the database's unique key makes of it. Requests that failed
 * without an answer (offline) are counted apart.
 */
export interface RatingPosts {
  answered: { contentId: number; status: number; byWorker: boolean }[];
  failed: number;
  /** How many 2xx answers each title got (a title delivered twice has 2). */
  deliveries: () => Map<number, number>;
}

export function countRatingPosts(context: BrowserContext): RatingPosts {
  const posts: RatingPosts = {
    answered: [],
    failed: 0,
    deliveries: () => {
      const byId = new Map<number, number>();
      for (const p of posts.answered) {
        if (p.status >= 200 && p.status < 300) byId.set(p.contentId, (byId.get(p.contentId) ?? 0) + 1);
      }
      return byId;
    },
  };
  const isRatingPost = (req: Request) =>
    req.method() === 'POST' && new URL(req.url()).pathname === '/api/ratings';
  context.on('response', (res) => {
    const req = res.request();
    if (!isRatingPost(req)) return;
    const body = req.postDataJSON() as { content_id: number };
    posts.answered.push({
      contentId: body.content_id,
      status: res.status(),
      byWorker: req.serviceWorker() !== null,
    });
  });
  context.on('requestfailed', (req) => {
    if (isRatingPost(req)) posts.failed++;
  });
  return posts;
}

const OUTBOX_LOCK = 'streamfinder-ratings-outbox';

/**
 * Runs each replayer of the ratings outbox once more, to its end: the page's (an 'online' event, as when the
 * connection returns) and the service worker's (its 'sync' listener, handed an event whose waitUntil gives the
 * test the flush's promise), then waits until no flush holds or waits for the outbox's Web Lock (one lock
 * manager per origin: page and worker). What either would still send is then sent, so a count taken after
 * this has no window left open: an entry kept after its delivery is delivered again here.
 */
export async function replayOutboxEverywhere(context: BrowserContext, page: Page): Promise<void> {
  let [worker] = context.serviceWorkers();
  if (!worker) {
    // The browser stops an idle worker; any request of a controlled page starts it again.
    const started = context.waitForEvent('serviceworker');
    await page.evaluate(() => fetch('/api/health').then((r) => r.text()));
    worker = await started;
  }
  await worker.evaluate(async () => {
    let flushed: Promise<unknown> | undefined;
    const event = new Event('sync');
    Object.defineProperties(event, {
      tag: { value: 'ratings-outbox' },
      lastChance: { value: false },
      waitUntil: { value: (p: Promise<unknown>) => void (flushed = p) },
    });
    self.dispatchEvent(event);
    if (!flushed) throw new Error("the worker's sync listener did not flush");
    // Rejects when entries are left after a transient failure; what was sent is counted either way.
    await flushed.catch(() => undefined);
  });
  await page.evaluate(async (lock) => {
    window.dispatchEvent(new Event('online'));
    // A flush asked for while another runs starts right after it: wait until the lock stays free.
    for (;;) {
      await navigator.locks.request(lock, () => undefined);
      await new Promise((r) => setTimeout(r, 100));
      const { held = [], pending = [] } = await navigator.locks.query();
      if (![...held, ...pending].some((l) => l.name === lock)) return;
    }
  }, OUTBOX_LOCK);
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
