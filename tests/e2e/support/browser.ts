// Debian's Chromium driven by playwright-core (no browser downloads here). Fresh profile per launch.
//
// Two of Debian's builds of it (docs/testing.md, "The tests' browser"). Most files drive the headless shell
// (package chromium-headless-shell: the same Blink and V8, without the browser window, its UI and its WebUIs):
// a title-page visit in a new context costs ~25 % less CPU there, and a fresh clone's browser step took 1,075 s
// against 1,392 s. The whole browser (package chromium) stays for what the shell lacks, a notification platform
// (alerts), for the install flow (pwa-install: installability is judged by the browser a visitor installs
// from), and for the measuring scripts, which time a visitor's browser.
import { existsSync } from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type BrowserServer,
} from 'playwright-core';
import { PLAYWRIGHT_DISABLE_FEATURES_FLAG } from '../../../scripts/lib/chromium-flags.mjs';

/** The whole browser (Debian's chromium). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The headless shell (Debian's chromium-headless-shell): what the browser tests drive unless they need more. */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

function installed(path: string): string {
  if (!existsSync(path))
    throw new Error(
      `No browser at ${path}: apt-get install ${path === HEADLESS_SHELL_PATH ? 'chromium-headless-shell' : 'chromium'}`,
    );
  return path;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Tests never fetch real images: TMDB's image CDN resolves to nothing, so every poster, backdrop and logo fails
  // at once and the UI shows its placeholders. Not a context.route(): routing a context turns its HTTP cache off
  // and sends each of its requests through Playwright (a title page's load ~0.6 -> ~1.2 s here).
  '--host-resolver-rules=MAP image.tmdb.org ~NOTFOUND',
  // Not the browser window's own WebUIs (the omnibox popups), which Chromium's headless mode loads in a renderer
  // of their own for every context: about half of a page visit's CPU here (scripts/lib/chromium-flags.mjs).
  PLAYWRIGHT_DISABLE_FEATURES_FLAG,
];

/** A browser of the caller's own: the headless shell, or the whole browser (`CHROMIUM_PATH`). */
export async function launchBrowser(executablePath = HEADLESS_SHELL_PATH): Promise<Browser> {
  return chromium.launch({ executablePath: installed(executablePath), args: CHROMIUM_ARGS, headless: true });
}

/**
 * The same browser, launched once for many test files (the global setup starts one per worker): files reach it
 * with connectBrowser() and work in contexts of their own, as with launchBrowser().
 */
export async function launchBrowserServer(executablePath = HEADLESS_SHELL_PATH): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: installed(executablePath),
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

/**
 * A connection to a browser started by launchBrowserServer(). Its close() closes the contexts made through it
 * and disconnects; the browser stays up for the next file.
 */
export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * A context with an English locale (TMDB's image CDN does not resolve in the tests' browsers: CHROMIUM_ARGS). Service workers are blocked by default: page.route() does not
 * see requests a service worker answers, so a test that forces an API error would race the worker's claim.
 * Tests of the service worker itself pass `serviceWorkers: 'allow'`.
 */
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: VIEWPORTS.desktop,
    serviceWorkers: 'block',
    ...options,
  });
  return context;
}
