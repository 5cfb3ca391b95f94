// The tests' two Chromiums, the headless shell and the whole browser (support/browser.ts,
// scripts/lib/chromium-flags.mjs): no omnibox WebUI is built beside a context's page, and Playwright's own
// disabled features stay disabled. Chromium keeps only the last
// --disable-features of its command line, so ours must repeat Playwright's list; an upgrade of Playwright that
// changes its list fails here instead of silently turning a feature back on (PaintHolding, HttpsUpgrades, ...).
import { readFileSync } from 'node:fs';
import { chromium, type BrowserServer } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UI_FEATURES } from '../../scripts/lib/chromium-flags.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './support/browser';

describe.each([
  ['headless shell', HEADLESS_SHELL_PATH],
  ['whole browser', CHROMIUM_PATH],
])("the tests' %s", (_, executablePath) => {
  let server: BrowserServer;
  beforeAll(async () => {
    server = await chromium.launchServer({ executablePath, args: CHROMIUM_ARGS, headless: true });
  });
  afterAll(() => server?.close());

  it("keeps every feature Playwright disables disabled, and the window's WebUIs too", () => {
    const args = readFileSync(`/proc/${server.process().pid}/cmdline`, 'utf8').split('\0');
    const lists = args
      .filter((a) => a.startsWith('--disable-features='))
      .map((a) => a.slice('--disable-features='.length).split(','));
    expect(lists.length).toBeGreaterThanOrEqual(2); // Playwright's, then ours
    const effective = new Set(lists.at(-1));
    for (const feature of [...lists.flat(), ...BROWSER_UI_FEATURES]) expect(effective).toContain(feature);
  });

  it('opens a context without building the omnibox popups beside its page', async () => {
    const browser = await chromium.connect(server.wsEndpoint());
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto('about:blank');
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = (await cdp.send('Target.getTargets')) as {
        targetInfos: { type: string; url: string }[];
      };
      expect(targetInfos.map((t) => t.url)).toEqual(['about:blank']);
    } finally {
      await browser.close();
    }
  });
});
