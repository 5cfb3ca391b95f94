// "New on your services" pages in a real Chromium (issue #37): with the bundled catalog's history empty, /new and
// a provider page say so honestly ("No changes recorded yet in ..."), with one h1 and no serious axe violation;
// an unknown provider page is the 404 page, never a blank screen nor a retry.
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { setupSite, withPage } from './site-support';

const h = setupSite();

describe('new on your services', () => {
  it('/new and /new/netflix/us show the empty state of a history that starts empty', async () => {
    await withPage(h, async (page) => {
      await page.goto(`${h.server.url}/new`);
      await page
        .getByText('No changes recorded yet in United States of America')
        .waitFor({ timeout: 30_000 });
      expect(await page.locator('h1').innerText()).toBe('New on streaming in United States of America');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.goto(`${h.server.url}/new/netflix/us`);
      await page
        .locator('h1', { hasText: 'New on Netflix in United States of America' })
        .waitFor({ timeout: 30_000 });
      await page.getByText('No changes recorded yet in United States of America').waitFor();
      expect(await page.locator('h1').count()).toBe(1);
      // An unknown service is the 404 page (issue #45; tests/e2e/unknown-params.test.ts covers every route).
      await page.goto(`${h.server.url}/new/no-such-service/us`);
      await page.locator('h1', { hasText: '404 - Page Not Found' }).waitFor({ timeout: 30_000 });
    });
  });
});
