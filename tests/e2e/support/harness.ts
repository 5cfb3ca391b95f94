// The generic harness of the browser tests: the built server started from the imported template with a
// browser, contexts with a saved country, a page in a context closed afterwards, and full-page screenshots.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page, Request } from 'playwright-core';
import { localeOfPath, localizePath } from '../../../api/src/contract/locales';
import { CHROMIUM_PATH, connectBrowser, launchBrowser, newContext, VIEWPORTS } from './browser';
import { removeDir, startServer, type RunningServer, type StartOptions } from './server';

export const SCREENSHOT_DIR = 'test-results/screenshots';

export interface SiteHarness {
  server: RunningServer;
  browser: Browser;
}

/** The built server on a copy of the imported template data folder. */
export function startTemplateServer(options: StartOptions = {}): Promise<RunningServer> {
  return startServer({ fromDataDir: inject('templateDataDir'), ...options });
}

/** This worker's index (0-based): which of the global setup's browsers and servers are its own. */
const worker = () => Math.max(0, Number(process.env.VITEST_POOL_ID ?? 1) - 1);

/**
 * A browser for the calling file: a connection to its worker's browser (started once by the global setup),
 * else one launched for it. Either way the caller's close() leaves no context of its own behind.
 */
export async function fileBrowser(): Promise<Browser> {
  const endpoints = inject('browserEndpoints') ?? [];
  if (!endpoints.length) return launchBrowser();
  return connectBrowser(endpoints[worker() % endpoints.length]);
}

export interface BrowserChoice {
  /**
   * The whole browser (Debian's chromium), launched for the file, instead of its worker's headless shell: for what
   * the shell lacks, a notification platform (support/browser.ts).
   */
  fullBrowser?: boolean;
}

export async function startSite(options: StartOptions & BrowserChoice = {}): Promise<SiteHarness> {
  const { fullBrowser, ...serverOptions } = options;
  const [server, browser] = await Promise.allSettled([
    startTemplateServer(serverOptions),
    fullBrowser ? launchBrowser(CHROMIUM_PATH) : fileBrowser(),
  ]);
  if (server.status === 'fulfilled' && browser.status === 'fulfilled')
    return { server: server.value, browser: browser.value };
  // One of them failed: the other is not left running.
  await stopSite({
    server: server.status === 'fulfilled' ? server.value : undefined,
    browser: browser.status === 'fulfilled' ? browser.value : undefined,
  });
  throw server.status === 'rejected' ? server.reason : (browser as PromiseRejectedResult).reason;
}

/** Closes the browser, stops the server and removes its data folder (whichever of them was started). */
export async function stopSite(h: Partial<SiteHarness> | undefined): Promise<void> {
  await h?.browser?.close();
  await h?.server?.stop();
  if (h?.server) removeDir(h.server.dataDir);
}

export interface SetupOptions extends StartOptions {
  /**
   * A server of the file's own, started for it, instead of its worker's shared one. For a file that writes what
   * other files read on the server (ratings: the visitors' averages), stops or restarts it, reads its log, or
   * needs other settings (any `env`, `port`, `dataDir`... implies it).
   */
  ownServer?: boolean;
}

const sharedServers = new WeakSet<RunningServer>();

/**
 * The worker's shared site server (started by the global setup on a copy of the template), or undefined when
 * there is none. It is a RunningServer whose stop() leaves it running for the next file; it has no process or
 * log here (they belong to the global setup): a file that needs them asks setupSite({ ownServer: true }).
 */
function sharedServer(): RunningServer | undefined {
  const servers = inject('siteServers') ?? [];
  if (!servers.length) return undefined;
  const { url, port, dataDir } = servers[worker() % servers.length];
  const notHere = (what: string) => () => {
    throw new Error(
      `the shared server's ${what} is not reachable from a test file: setupSite({ ownServer: true })`,
    );
  };
  const server: RunningServer = {
    url,
    port,
    dataDir,
    get process(): RunningServer['process'] {
      return notHere('process')();
    },
    output: notHere('log'),
    stop: async () => undefined,
  };
  sharedServers.add(server);
  return server;
}

/**
 * The server and browser for the calling test file: set up in beforeAll, released in afterAll. By default the
 * server is the worker's shared one (issue 44): tests isolate themselves in browser contexts (each has its own
 * storage, so its own visitor, list and saved country), as they did on a server of their own. With options, a
 * server of the file's own, started and stopped for it. The returned object is filled in by beforeAll (use it
 * inside tests and hooks only).
 */
export function setupSite(options: SetupOptions = {}): SiteHarness {
  const { ownServer, ...start } = options;
  const h = {} as SiteHarness;
  beforeAll(async () => {
    const shared = !ownServer && Object.keys(start).length === 0 ? sharedServer() : undefined;
    Object.assign(h, shared ? { server: shared, browser: await fileBrowser() } : await startSite(start));
  });
  afterAll(async () => {
    // The shared server stays up, and its data folder with it, for the worker's next file.
    if (h.server && sharedServers.has(h.server)) await h.browser?.close();
    else await stopSite(h);
  });
  return h;
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

/** Runs `fn` on a new page in its own context (saved country, viewport), closing the context afterwards. */
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

/** Saves `${dir}/${name}.png` (full page unless told otherwise). */
export async function screenshot(
  page: Page,
  name: string,
  { dir = SCREENSHOT_DIR, fullPage = true }: { dir?: string; fullPage?: boolean } = {},
): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

/** Visible text of the page's main landmark. */
export function mainText(page: Page): Promise<string> {
  return page.locator('main').innerText();
}

/** GET `path` on the server, expecting 200, as JSON. */
export async function getJson<T>(server: RunningServer, path: string): Promise<T> {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/**
 * Resolves when every finite animation and transition on the page has finished (a toast entering, a fade):
 * what a screenshot waits for instead of a fixed pause. Endless ones (skeleton pulses) are left out.
 */
export async function animationsSettled(page: Page): Promise<void> {
  const settled = await page.evaluate(async (capMs) => {
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    // At most capMs: an animation the browser does not advance (its element out of view, in a section that
    // content-visibility skips) would never finish, and the test would hang until its timeout.
    return Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => undefined))).then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), capMs)),
    ]);
  }, 5000);
  if (!settled) console.warn('animationsSettled: animations still running after 5 s; going on');
}

/**
 * Two animation frames: whatever the page had already scheduled (a React render and its effects, a request
 * an effect sends) has run. The signal before asserting that something did NOT happen.
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Every request the page had already started has been reported to the test: after two frames (pending renders
 * and their effects ran) the page sends one request of its own, and the browser reports requests in order.
 */
export async function requestsFlushed(page: Page): Promise<void> {
  await nextFrames(page);
  const marker = `/api/health?requests-flushed=${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((r) => r.url().endsWith(marker));
  await page.evaluate((url) => void fetch(url).catch(() => undefined), marker);
  await seen;
}

/**
 * Counts the page's requests from now on; `quiet()` resolves once none has been in flight for `quietMs`.
 * What Playwright's 'networkidle' promises, without its known loss of the idle state when requests finish
 * before DOMContentLoaded (microsoft/playwright#42598; the API is discouraged): a server-rendered page's
 * images start and fail before the document has finished parsing.
 */
export function trackNetwork(page: Page): { quiet: (quietMs?: number, timeoutMs?: number) => Promise<void> } {
  const pending = new Set<Request>();
  let lastChange = Date.now();
  const change = (request: Request, add: boolean) => {
    if (add) pending.add(request);
    else pending.delete(request);
    lastChange = Date.now();
  };
  // Page views (client/lib/analytics.ts) are not part of what a page needs to show: they do not count.
  page.on('request', (r) => {
    if (!(r.method() === 'POST' && new URL(r.url()).pathname === '/api/events')) change(r, true);
  });
  page.on('requestfinished', (r) => change(r, false));
  page.on('requestfailed', (r) => change(r, false));
  return {
    async quiet(quietMs = 500, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (pending.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline)
          throw new Error(`network not quiet: ${[...pending].map((r) => r.url()).join(', ')} in flight`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

/**
 * Waits until the server's page is hydrated: React has taken its h1 over (its fiber on the node), and its effects
 * (the router's history listener, the handlers of buttons) have run a frame later. A click before that reaches
 * no handler, as a tap would on a phone still loading the page's scripts.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() => {
    const h1 = document.querySelector('h1');
    return !!h1 && Object.keys(h1).some((k) => k.startsWith('__reactFiber$'));
  });
  await nextFrames(page);
}

/**
 * Opens `path` by an in-app navigation, so the browser fetches its data: a first load is rendered on the server
 * with its answers (docs/architecture.md "One render path"), so a state the browser's requests decide (a
 * skeleton while an answer is held, an error, an empty answer) only shows when the app itself navigates. Loads
 * `/faq` (a page that reads no list) and waits for it to be hydrated, then pushes `path` the way a link does
 * (history.pushState and a popstate event, which React Router's BrowserRouter follows).
 */
export async function gotoInApp(page: Page, url: string, path: string): Promise<void> {
  // Starts in the path's language (the router's basename is the page's prefix, issue #46).
  await page.goto(url + localizePath(localeOfPath(path), '/faq'));
  await hydrated(page);
  await page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
