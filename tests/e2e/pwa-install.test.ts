// Installability in a real Chromium (issue 7): zero installability errors on a persistent profile (CDP
// Page.getInstallabilityErrors), the manifest's fields, icons (192/512, maskable, rendered from one source),
// shortcuts and screenshots; and the install banner exactly as the spec says (3 s after the browser's offer,
// Install App / Not now, dismissed for the session, never in standalone mode).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/browser';
import { nextFrames } from './support/harness';
import { screenshot, startHarness, stopHarness, type OfflineHarness } from './offline-support';

let h: OfflineHarness;
let profile: string;
let context: BrowserContext;

beforeAll(async () => {
  h = await startHarness();
  profile = mkdtempSync(join(tmpdir(), 'sf-pwa-profile-'));
  // The whole browser, not the headless shell: installability and the install offer are the browser's.
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  // The pages' timers run on a controllable clock (in real time until a test jumps it forward).
  await context.clock.install();
});
afterAll(async () => {
  await context?.close();
  await stopHarness(h);
  if (profile) rmSync(profile, { recursive: true, force: true });
});

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  shortcuts: { name: string; url: string }[];
  screenshots: { src: string; sizes: string; form_factor?: string }[];
}

async function controlledPage(path = '/'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(h.server.url + path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  return page;
}

/** What Chromium does when it decides the app can be installed (the event itself can't be forced headless). */
async function offerInstall(page: Page): Promise<number> {
  return page.evaluate(() => {
    const w = window as unknown as { promptCalls: number; BeforeInstallPromptEvent?: { prototype: object } };
    w.promptCalls = 0;
    // Chromium may also fire its own beforeinstallprompt (the app is installable) after ours, and the app
    // keeps the latest offer: count a prompt() on a real event too, without opening a real dialog.
    if (w.BeforeInstallPromptEvent) {
      Object.defineProperty(w.BeforeInstallPromptEvent.prototype, 'prompt', {
        configurable: true,
        value: async () => {
          w.promptCalls++;
        },
      });
    }
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string; platform: string }>;
    };
    event.prompt = async () => {
      w.promptCalls++;
    };
    event.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
    const offeredAt = performance.now();
    window.dispatchEvent(event);
    return offeredAt;
  });
}

/** Records (window.bannerShownAt, page time) when the install banner first appears. */
async function watchBanner(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { bannerShownAt?: number };
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[data-testid=install-banner]')) return;
      w.bannerShownAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

const banner = (page: Page) => page.getByRole('region', { name: 'Install app' });

describe('installable app', () => {
  it('has zero installability errors and a complete manifest', async () => {
    const page = await controlledPage('/');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const appManifest = await cdp.send('Page.getAppManifest');
    expect(appManifest.errors).toEqual([]);
    expect(appManifest.url).toBe(`${h.server.url}/manifest.webmanifest`);

    const res = await fetch(appManifest.url);
    expect(res.status).toBe(200);
    const manifest = (await res.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'StreamFinder',
      short_name: 'StreamFinder',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b0f19',
      background_color: '#0b0f19',
    });
    expect(manifest.description.length).toBeGreaterThan(20);
    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['Search', '/search'],
      ['Upcoming', '/upcoming-movies'],
    ]);

    for (const [size, purpose] of [
      [192, 'any'],
      [512, 'any'],
      [192, 'maskable'],
      [512, 'maskable'],
    ] as const) {
      const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === purpose);
      expect(icon, `${size} ${purpose}`).toBeDefined();
      const png = Buffer.from(await (await fetch(h.server.url + icon!.src)).arrayBuffer());
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
      if (purpose === 'maskable') {
        // Full bleed: a maskable icon's corner is the opaque dark background (no transparent rounding).
        const { data } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
        expect(data[3]).toBe(255);
      }
    }

    // The favicon is a 32 px PNG, the only icon link: an SVG favicon is decoded on the page's main thread as an
    // SVG document of its own, right after the first paint (issue #10).
    const favicons = await page
      .locator('link[rel~="icon"]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute('href'), l.getAttribute('type')]));
    expect(favicons).toEqual([['/icons/favicon-32.png', 'image/png']]);
    const favicon = Buffer.from(await (await fetch(`${h.server.url}/icons/favicon-32.png`)).arrayBuffer());
    const faviconMeta = await sharp(favicon).metadata();
    expect([faviconMeta.format, faviconMeta.width, faviconMeta.height]).toEqual(['png', 32, 32]);

    expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of manifest.screenshots) {
      const png = Buffer.from(await (await fetch(h.server.url + shot.src)).arrayBuffer());
      const meta = await sharp(png).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(shot.sizes);
    }
    await page.close();
  });

  it('shows the install banner 3 s after the offer; Not now hides it for the session', async () => {
    const page = await controlledPage('/');
    await watchBanner(page);
    const offeredAt = await offerInstall(page);
    await page.clock.fastForward(2000);
    await nextFrames(page);
    await page.clock.fastForward(1000);
    await banner(page).waitFor({ timeout: 5000 });
    // Not before 3 s: the page's clock also runs in real time, so the moment it appeared is what counts (a
    // count right after the 2 s jump failed on a loaded machine, where the jump itself ended past 3 s).
    const shownAt = await page.evaluate(
      () => (window as unknown as { bannerShownAt?: number }).bannerShownAt,
    );
    expect(shownAt! - offeredAt).toBeGreaterThanOrEqual(2950);
    await expect(banner(page).getByRole('button', { name: 'Install App' }).count()).resolves.toBe(1);
    await screenshot(page, 'install-banner');
    await banner(page).getByRole('button', { name: 'Not now' }).click();
    expect(await banner(page).count()).toBe(0);

    // Same tab session: a later offer (after a reload) shows nothing.
    await page.reload();
    await offerInstall(page);
    await page.clock.fastForward(4000);
    await nextFrames(page);
    expect(await banner(page).count()).toBe(0);
    await page.close();
  });

  it('Install App opens the browser prompt', async () => {
    const page = await controlledPage('/faq');
    await offerInstall(page);
    // The banner comes 3 s after the offer. The offer is made once the worker controls the page, which here
    // (the worker installed by the first test) is often before the app has started: the inline starter keeps it.
    await banner(page).getByRole('button', { name: 'Install App' }).click({ timeout: 15_000 });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls))
      .toBe(1);
    expect(await banner(page).count()).toBe(0);
    await page.close();
  });

  it('never shows the banner when running installed (standalone)', async () => {
    const page = await context.newPage();
    // Headless Chromium can't launch an installed window: report display-mode standalone as one would.
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone')
          ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
          : original(query);
    });
    await page.goto(h.server.url + '/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    expect(await page.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(true);
    await offerInstall(page);
    await page.clock.fastForward(4000);
    await nextFrames(page);
    expect(await banner(page).count()).toBe(0);
    await page.close();
  });
});
