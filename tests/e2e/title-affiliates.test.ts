// Provider links carry the affiliate parameters configured on the server (AFFILIATE_PARAMS, decisions #15),
// fetched by the browser from GET /api/affiliates; unconfigured providers keep their plain home address.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext } from './support/browser';
import { removeDir, startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({
    fromDataDir: inject('templateDataDir'),
    env: { AFFILIATE_PARAMS: '{"15":"ref=streamfinder"}' },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

it("Fight Club's Hulu tile links with the affiliate parameter; Apple TV's without", async () => {
  const context = await newContext(browser);
  await context.addInitScript(() => localStorage.setItem('selectedCountry', 'US'));
  const page = await context.newPage();
  await page.goto(`${server.url}/movies/fight-club`);
  const hulu = page.locator('a[href^="https://www.hulu.com/"]').first();
  await expect
    .poll(() => hulu.getAttribute('href'), { timeout: 30_000 })
    .toBe('https://www.hulu.com/?ref=streamfinder');
  const apple = page.locator('a[href^="https://tv.apple.com/"]').first();
  expect(await apple.getAttribute('href')).toBe('https://tv.apple.com/');
  await context.close();
});
