// The alerts opt-in past the happy path (issue #45 items 1, 2 and 8), in a real Chromium:
// (1) with notifications allowed but no push service answering (pushManager.subscribe never settles), the click
//     shows that it is working, then ends within its bound in a message that says why, the button usable again;
// (2) on a 390 px phone the opt-in wraps inside the screen: no element past the viewport, no label clipped;
// (8) without My services the hint opens the My services chooser right there, and keeps its distance from
//     "On My List".
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ALERTS_ENABLE_TIMEOUT_MS } from '../../client/features/my-list/alerts/push-subscription';
import { newContext } from './support/browser';
import { newOfflineContext, openControlled, screenshot, setupOfflineHarness } from './offline-support';

const h = setupOfflineHarness();
const OPT_IN = 'Alert me when it streams on my services';

/** Elements of `selector` (and the document) that reach past the viewport's right edge or clip their text. */
function overflowOf(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const width = document.documentElement.clientWidth;
    const bad: string[] = [];
    if (document.documentElement.scrollWidth > width)
      bad.push(`document scrollWidth ${document.documentElement.scrollWidth} > ${width}`);
    for (const el of document.querySelectorAll<HTMLElement>(`${sel}, ${sel} *`)) {
      const r = el.getBoundingClientRect();
      const name = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      if (r.width > 0 && (r.left < 0 || r.right > width + 0.5))
        bad.push(`${name} spans x=${Math.round(r.left)}-${Math.round(r.right)}`);
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
        bad.push(`${name} clips its text (${el.scrollWidth} > ${el.clientWidth})`);
    }
    return bad;
  }, selector);
}

describe('alerts opt-in', () => {
  it('ends a subscribe that never settles within its bound, with a reason and the button usable again', async () => {
    const context = await newOfflineContext(h);
    try {
      await context.grantPermissions(['notifications'], { origin: h.server.url });
      // No push service answers: the browser's subscribe() neither resolves nor rejects.
      await context.addInitScript(() => {
        PushManager.prototype.subscribe = () => new Promise<PushSubscription>(() => undefined);
        PushManager.prototype.getSubscription = async () => null;
      });
      const page = await openControlled(context, h, '/');
      await page.evaluate(() => {
        localStorage.setItem('selectedCountry', 'US');
        localStorage.setItem('streamfinder_my_services', JSON.stringify({ US: [8] }));
      });
      await page.goto(`${h.server.url}/movies/fight-club`);
      await page.getByTestId('title-save').click({ timeout: 30_000 });
      const optIn = page.getByRole('button', { name: OPT_IN });
      await optIn.click();
      // While it waits it says so, in words, and the button is busy.
      const group = page.getByTestId('alerts-opt-in');
      await expect.poll(() => group.innerText()).toContain('Turning alerts on');
      expect(await group.getByRole('button').first().getAttribute('aria-busy')).toBe('true');
      const started = Date.now();
      const message = group.getByRole('status');
      await expect
        .poll(() => message.innerText().catch(() => ''), { timeout: ALERTS_ENABLE_TIMEOUT_MS + 10_000 })
        .toContain('did not answer');
      const took = Date.now() - started;
      expect(took).toBeLessThan(ALERTS_ENABLE_TIMEOUT_MS + 5_000);
      // A way out: the button is usable again to try once more.
      const again = page.getByRole('button', { name: OPT_IN });
      expect(await again.isEnabled()).toBe(true);
      expect(await again.getAttribute('aria-busy')).toBeNull();
      await screenshot(page, 'alerts-subscribe-timeout');
      await again.click();
      await expect.poll(() => group.innerText()).toContain('Turning alerts on');
    } finally {
      await context.close();
    }
  });

  it('wraps inside a 390 px screen on /tv-shows/dark (Germany, Netflix chosen)', async () => {
    const context = await newContext(h.browser, { viewport: { width: 390, height: 844 } });
    try {
      await context.addInitScript(() => {
        localStorage.setItem('selectedCountry', 'DE');
        localStorage.setItem('streamfinder_my_services', JSON.stringify({ DE: [8] }));
      });
      const page = await context.newPage();
      await page.goto(`${h.server.url}/tv-shows/dark`);
      await page.getByTestId('title-save').click({ timeout: 30_000 });
      await page.getByRole('button', { name: OPT_IN }).waitFor();
      expect(await overflowOf(page, '[data-testid=alerts-opt-in]')).toEqual([]);
      await screenshot(page, 'alerts-opt-in-390');
    } finally {
      await context.close();
    }
  });

  it('offers the My services chooser from the hint, apart from "On My List"', async () => {
    const context = await newContext(h.browser, { viewport: { width: 390, height: 844 } });
    try {
      await context.addInitScript(() => localStorage.setItem('selectedCountry', 'DE'));
      const page = await context.newPage();
      await page.goto(`${h.server.url}/tv-shows/dark`);
      const save = page.getByTestId('title-save');
      await save.click({ timeout: 30_000 });
      const group = page.getByTestId('alerts-opt-in');
      await expect.poll(() => group.innerText()).toContain('My services');
      const saveBox = (await save.boundingBox())!;
      const groupBox = (await group.boundingBox())!;
      // Spacing: at least 8 px between the save button and the hint (they were flush: 0 px).
      expect(groupBox.y - (saveBox.y + saveBox.height)).toBeGreaterThanOrEqual(8);
      await group.getByRole('button', { name: /My services/ }).click();
      await page
        .getByTestId('my-service-option')
        .filter({ hasText: 'Netflix' })
        .first()
        .click({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Done' }).click();
      // Chosen there, the opt-in is offered in place.
      await page.getByRole('button', { name: OPT_IN }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('streamfinder_my_services'))).toBe('{"DE":[8]}');
      expect(page.url()).toBe(`${h.server.url}/tv-shows/dark`);
    } finally {
      await context.close();
    }
  });
});
