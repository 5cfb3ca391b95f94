// My services and My List for a new visitor (issue #36 items 6 and 8): letters where provider logos fail, only
// services one pays for (no rent/buy stores), long names inside their buttons; the 'On your service' badge names
// the service and an invitation when none is set; the device transfer's copy button, closing and toast text.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, screenshot, setupSite, siteContext } from './support/harness';
import { VIEWPORTS } from './support/browser';

const h = setupSite();
const WAIT = { timeout: 30_000 };
const SHOTS = { dir: 'test-results/first-hour' };
const STORES = ['Amazon Video', 'Google Play Movies', 'Microsoft Store', 'Apple TV'];

async function context(
  width: 'mobile' | 'desktop',
  services?: Record<string, number[]>,
): Promise<BrowserContext> {
  const c = await siteContext(h.browser, 'US', { viewport: VIEWPORTS[width] });
  if (services) {
    await c.addInitScript((s) => {
      if (!localStorage.getItem('streamfinder_my_services'))
        localStorage.setItem('streamfinder_my_services', s);
    }, JSON.stringify(services));
  }
  return c;
}

async function save(page: Page, path: string) {
  await page.goto(h.server.url + path);
  await hydrated(page);
  const toggle = page.getByTestId('title-save');
  await toggle.waitFor(WAIT);
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-pressed'), WAIT).toBe('true');
}

describe('My services dialog', () => {
  for (const width of ['mobile', 'desktop'] as const) {
    it(`shows letters for failed logos, no stores, and names inside their buttons at ${VIEWPORTS[width].width} px`, async () => {
      const c = await context(width);
      try {
        const page = await c.newPage();
        await page.goto(h.server.url + '/my-list');
        // The trigger is in the server's HTML: a click before the page has hydrated reaches no handler.
        await hydrated(page);
        await page.getByTestId('my-services-open').click();
        const dialog = page.getByTestId('my-services-dialog');
        const options = dialog.getByTestId('my-service-option');
        await options.first().waitFor(WAIT);
        const names = (await options.allInnerTexts()).map((t) => t.trim());
        expect(names.length).toBeGreaterThan(5);
        for (const store of STORES) expect(names.map((n) => n.replace(/^\S\s*/, ''))).not.toContain(store);
        // Logos cannot load in tests (no network): each option's logo is an image until it fails (its host does not
        // resolve; under load that took long enough for a count read at once to find images), then a letter.
        await expect.poll(() => dialog.locator('img').count(), WAIT).toBe(0);
        expect(await dialog.getByTestId('service-letter').count()).toBe(await options.count());
        // No name runs past its button's edge.
        const overflow = await options.evaluateAll(
          (buttons) =>
            buttons.filter((b) => {
              const text = b.querySelector('span:last-child')!.getBoundingClientRect();
              const box = b.getBoundingClientRect();
              return text.right > box.right - 4 || b.scrollWidth > b.clientWidth + 1;
            }).length,
        );
        expect(overflow).toBe(0);
        await screenshot(page, `my-services-dialog-${width}`, { ...SHOTS, fullPage: false });
      } finally {
        await c.close();
      }
    });
  }
});

describe('My List with and without services', () => {
  it('invites a visitor without services to set them; the badge then names the service', async () => {
    const c = await context('mobile');
    try {
      const page = await c.newPage();
      await save(page, '/movies/pulp-fiction');
      await page.goto(h.server.url + '/my-list');
      const invite = page.getByTestId('my-services-invite');
      await invite.waitFor(WAIT);
      expect(await invite.innerText()).toContain('Which services do you pay for');
      await screenshot(page, 'my-list-invite-390', { ...SHOTS, fullPage: false });
      await invite.getByRole('button', { name: 'Set my services' }).click();
      const dialog = page.getByTestId('my-services-dialog');
      await dialog
        .getByRole('button', { name: /Netflix$/ })
        .first()
        .click();
      await dialog.getByRole('button', { name: 'Done' }).click();
      await invite.waitFor({ state: 'hidden', ...WAIT });
      const badge = page.getByTestId('my-list-group-services').getByTestId('on-your-service');
      await expect.poll(() => badge.innerText(), WAIT).toBe('On your Netflix');
      await screenshot(page, 'my-list-named-390', { ...SHOTS, fullPage: false });
    } finally {
      await c.close();
    }
  });
});

describe('device transfer', () => {
  it('copies the code, closes after success and says what came over', async () => {
    const a = await context('desktop', { US: [8] });
    const b = await context('desktop');
    try {
      await a.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.server.url });
      const pa = await a.newPage();
      await save(pa, '/movies/pulp-fiction');
      await save(pa, '/movies/fight-club');
      await save(pa, '/movies/the-godfather');
      await pa.goto(h.server.url + '/my-list');
      await hydrated(pa);
      await pa.getByTestId('transfer-open').click();
      await pa.getByRole('button', { name: 'Create a code' }).click();
      const code = await pa.getByTestId('transfer-code').innerText();
      await pa.getByTestId('transfer-copy').click();
      await expect.poll(() => pa.getByTestId('transfer-copy').innerText(), WAIT).toBe('Copied');
      expect(await pa.evaluate(() => navigator.clipboard.readText())).toBe(code);
      await screenshot(pa, 'transfer-code-1280', { ...SHOTS, fullPage: false });

      const pb = await b.newPage();
      await pb.goto(h.server.url + '/my-list');
      await pb.getByText('Your list is empty').waitFor(WAIT);
      await pb.getByTestId('transfer-open').click();
      await pb.getByTestId('transfer-input').fill(code);
      await pb.getByRole('button', { name: 'Copy to this device' }).click();
      await pb.getByTestId('transfer-dialog').waitFor({ state: 'hidden', ...WAIT });
      const toast = pb.getByText('Copied 3 titles and My services.');
      await toast.waitFor(WAIT);
      expect(await pb.getByText(/0 ratings/).count()).toBe(0);
      await screenshot(pb, 'transfer-done-1280', { ...SHOTS, fullPage: false });
    } finally {
      await a.close();
      await b.close();
    }
  });
});
