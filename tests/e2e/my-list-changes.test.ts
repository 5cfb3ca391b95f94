// My List keeps every saved title on the device and says what changed (issue #37), in a real Chromium against the
// live TMDB mode on the fake TMDB. Nothing is written into IndexedDB by the test: a title saved from a card on the
// home page (never opened) opens offline with its where-to-watch; then the fake's answer for it changes, the server
// restarts (its refresh at start re-fetches every listed title and records the change in its history), and My
// List says "Now on Netflix" and "Left Disney Plus", online and again offline, with the app badge set then cleared.
// The server's history then gives /new and the Netflix page real content, shown without JavaScript and listed in
// /sitemap.xml.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WatchlistResponse } from '../../api/src/contract';
import { startFakeTmdb, type FakeTmdb } from '../fixtures/tmdb/fake-server';
import { seriousA11yViolations } from './support/axe';
import { newContext, VIEWPORTS } from './support/browser';
import { fileBrowser, hydrated, screenshot } from './support/harness';
import { startServer } from './support/server';
import {
  ensureServer,
  goOffline,
  goOnline,
  openControlled,
  sessionIdOf,
  stopHarness,
  type OfflineHarness,
} from './offline-support';

const GHOSTED = 868759; // in the fake TMDB's movies, found by its search
const offer = (id: number, name: string) => ({
  provider_id: id,
  provider_name: name,
  logo_path: null,
  display_priority: 1,
});
const link = 'https://www.themoviedb.org/movie/868759/watch?locale=US';
const BEFORE = { US: { link, flatrate: [offer(337, 'Disney Plus')], rent: [offer(2, 'Apple TV')] } };
const AFTER = { US: { link, flatrate: [offer(8, 'Netflix')], rent: [offer(2, 'Apple TV')] } };

let fake: FakeTmdb;
const h = {} as OfflineHarness;

beforeAll(async () => {
  fake = await startFakeTmdb();
  fake.providers.set(`movie:${GHOSTED}`, BEFORE);
  const env = { TMDB_API_KEY: 'test-key', TMDB_BASE_URL: fake.url };
  h.server = await startServer({ env });
  h.browser = await fileBrowser();
  h.restartOptions = { env, dataDir: h.server.dataDir, port: h.server.port };
});

afterAll(async () => {
  await stopHarness(h.server ? h : undefined);
  await fake?.close();
});

async function serverList(session: string): Promise<WatchlistResponse> {
  const res = await fetch(`${h.server.url}/api/watchlist?region=US`, {
    headers: { 'x-streamfinder-session': session },
  });
  return (await res.json()) as WatchlistResponse;
}

/** The device's saved details of the title for the US (what its page reads offline), as IndexedDB holds them. */
const savedDetails = (page: Page) =>
  page.evaluate(
    (id) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('streamfinder');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('titles').objectStore('titles').get(['movie', id, 'US']);
          get.onsuccess = () => resolve(get.result ?? null);
          get.onerror = () => reject(get.error);
        };
      }),
    GHOSTED,
  );

/** The whole sitemap: /sitemap.xml, or each part its index names. */
async function sitemapText(): Promise<string> {
  const first = await (await fetch(`${h.server.url}/sitemap.xml`)).text();
  const parts = [...first.matchAll(/<sitemap><loc>[^<]*\?page=(\d+)<\/loc>/g)].map((m) => m[1]);
  const texts = await Promise.all(
    parts.map(async (n) => (await fetch(`${h.server.url}/sitemap.xml?page=${n}`)).text()),
  );
  return [first, ...texts].join('\n');
}

const changesShown = (page: Page) => page.getByTestId('my-list-change').allInnerTexts();

/** The Badging API's calls, recorded (headless Chromium has no icon to show them on). */
async function recordBadge(context: BrowserContext) {
  await context.addInitScript(() => {
    const calls: Array<number | 'clear'> = [];
    (window as unknown as { __badge: typeof calls }).__badge = calls;
    Object.defineProperty(Navigator.prototype, 'setAppBadge', {
      value: (n?: number) => (calls.push(n ?? 0), Promise.resolve()),
    });
    Object.defineProperty(Navigator.prototype, 'clearAppBadge', {
      value: () => (calls.push('clear'), Promise.resolve()),
    });
  });
}
const badgeCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __badge: Array<number | 'clear'> }).__badge);

describe('My List on the device, and what changed', () => {
  let context: BrowserContext;
  let page: Page;
  let titlePath = '';

  afterAll(async () => context?.close());

  it('a title saved from a card, never opened, opens offline with its where-to-watch', async () => {
    context = await newContext(h.browser, { serviceWorkers: 'allow' });
    await recordBadge(context);
    page = await openControlled(context, h, '/search?q=Ghosted');
    await hydrated(page);
    const save = page.getByRole('button', { name: 'Add to My List: Ghosted' }).first();
    await save.waitFor({ timeout: 30_000 }).catch(async (err: unknown) => {
      console.log(
        await page
          .getByTestId('card-save')
          .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
      );
      await screenshot(page, 'debug-home');
      throw err;
    });
    titlePath = (await page
      .locator('.sf-card-wrap', { has: save })
      .first()
      .getByTestId('title-card')
      .getAttribute('href'))!;
    expect(titlePath).toMatch(/^\/movies\//);
    await save.click();
    await page.getByText('Added to My List').first().waitFor();
    const session = await sessionIdOf(page);
    await expect.poll(async () => (await serverList(session)).results.map((r) => r.id)).toEqual([GHOSTED]);
    // Kept on the device with the country's offers, though its page was never opened.
    await expect.poll(() => savedDetails(page), { timeout: 15_000 }).not.toBeNull();

    await page.goto(h.server.url + '/my-list');
    await page.getByTestId('my-list-item').first().waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('my-list-what-changed').innerText()).toBe('What changed (0)');

    await goOffline(context, h);
    await page.goto(h.server.url + titlePath);
    const panel = page.getByTestId('availability-panel');
    await panel.waitFor({ timeout: 20_000 });
    expect(await panel.innerText()).toMatch(/Disney Plus/);
    expect(await panel.innerText()).toMatch(/Apple TV/);
    await screenshot(page, 'my-list-card-title-offline');
  });

  it('says what changed since the last visit, online and offline, and counts it on the app badge', async () => {
    expect(titlePath, 'the first test saved the title').not.toBe('');
    // On the fake TMDB Ghosted leaves Disney Plus for Netflix; the restarted server re-fetches listed titles.
    // Offline already, unless the first test stopped early (a server stopped by a signal has no exit code).
    const proc = h.server.process;
    if (proc.exitCode === null && proc.signalCode === null) await goOffline(context, h);
    fake.providers.set(`movie:${GHOSTED}`, AFTER);
    const restarted = Date.now();
    await goOnline(context, h);
    const session = await sessionIdOf(page);
    await expect
      .poll(
        async () => (await serverList(session)).results[0]?.providers?.flatrate?.map((p) => p.provider_id),
        {
          timeout: 60_000,
        },
      )
      .toEqual([8])
      .catch((err: unknown) => {
        console.log(h.server.output().slice(-3000));
        throw err;
      });
    console.info(`server refreshed the listed title ${Date.now() - restarted} ms after its restart`);

    await page.goto(h.server.url + '/my-list');
    await expect
      .poll(() => changesShown(page), { timeout: 20_000 })
      .toEqual(['+ Now on Netflix', '− Left Disney Plus']);
    const announced = page.getByTestId('my-list-changed-count');
    await announced.waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('my-list-change-new').count()).toBe(1);
    expect(await announced.innerText()).toBe('1 title changed in United States since your last visit.');
    // The list's refresh counted one unseen change on the badge; looking at My List cleared it.
    await expect.poll(() => badgeCalls(page)).toEqual([1, 'clear']);
    const filter = page.getByTestId('my-list-what-changed');
    expect(await filter.innerText()).toBe('What changed (1)');
    await filter.click();
    expect(await filter.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('my-list-item').count()).toBe(1);
    await screenshot(page, 'my-list-what-changed');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'my-list-what-changed-360');
    await page.setViewportSize(VIEWPORTS.desktop);

    await goOffline(context, h);
    await page.reload();
    await expect
      .poll(() => changesShown(page), { timeout: 20_000 })
      .toEqual(['+ Now on Netflix', '− Left Disney Plus']);
    // Seen on the last visit: still said, no longer new.
    expect(await page.getByTestId('my-list-change-new').count()).toBe(0);
    // The title's page offline has the refreshed where-to-watch too.
    await page.goto(h.server.url + titlePath);
    const panel = page.getByTestId('availability-panel');
    await panel.waitFor({ timeout: 20_000 });
    expect(await panel.innerText()).toMatch(/Netflix/);
    expect(await panel.innerText()).not.toMatch(/Disney Plus/);
    await goOnline(context, h);
  }, 240_000);

  it('/new and the Netflix page show the recorded arrival without JavaScript, and are in the sitemap', async () => {
    await ensureServer(h);
    const noJs = await newContext(h.browser, { javaScriptEnabled: false });
    try {
      const p = await noJs.newPage();
      for (const [path, heading] of [
        ['/new', 'New on streaming in United States of America'],
        ['/new/netflix/us', 'New on Netflix in United States of America'],
      ]) {
        const res = await p.goto(h.server.url + path);
        expect(res?.status(), path).toBe(200);
        expect(await p.locator('h1').allInnerTexts(), path).toEqual([heading]);
        const main = await p.locator('main').innerText();
        expect(main, path).toMatch(/Ghosted/);
        expect(main, path).not.toMatch(/No changes recorded yet/);
      }
      const sitemap = await sitemapText();
      expect(sitemap).toMatch(/<loc>[^<]*\/new<\/loc>/);
      expect(sitemap).toMatch(/<loc>[^<]*\/new\/netflix\/us<\/loc>/);
    } finally {
      await noJs.close();
    }
  }, 240_000);
});
