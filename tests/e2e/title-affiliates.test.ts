// Provider links carry the affiliate parameters configured on the server (AFFILIATE_PARAMS, docs/decisions.md #15),
// fetched by the browser from GET /api/affiliates; unconfigured providers keep their plain home address.
import { expect, it } from 'vitest';
import { siteContext, setupSite } from './support/harness';

const h = setupSite({ env: { AFFILIATE_PARAMS: '{"15":"ref=streamfinder"}' } });

it("Fight Club's Hulu tile links with the affiliate parameter; Apple TV's without", async () => {
  const context = await siteContext(h.browser, 'US');
  const page = await context.newPage();
  await page.goto(`${h.server.url}/movies/fight-club`);
  const hulu = page.locator('a[href^="https://www.hulu.com/"]').first();
  await expect
    .poll(() => hulu.getAttribute('href'), { timeout: 30_000 })
    .toBe('https://www.hulu.com/?ref=streamfinder');
  const apple = page.locator('a[href^="https://tv.apple.com/"]').first();
  expect(await apple.getAttribute('href')).toBe('https://tv.apple.com/');
  await context.close();
});
