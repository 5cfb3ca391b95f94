// My List in a real Chromium (issue #14): save from a card (without opening the title) and from a title page,
// also tapped before the page's scripts have run (kept until they have, client/lib/early-click.ts), the list
// grouped by availability for two countries with My services, the code flow between two browser contexts, and
// keyboard + axe on /my-list at 390 and 1280 px.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { WatchlistResponse } from '../../api/src/contract';
import { seriousA11yViolations } from './support/axe';
import { VIEWPORTS } from './support/browser';
import { screenshot, setupSite, siteContext } from './support/harness';
import { openHeld } from './support/tabs';

const h = setupSite();

async function serverList(session: string): Promise<WatchlistResponse> {
  const res = await fetch(`${h.server.url}/api/watchlist?sessionId=${session}`);
  expect(res.status).toBe(200);
  return (await res.json()) as WatchlistResponse;
}
const sessionOf = (page: Page) =>
  page.evaluate(() => localStorage.getItem('thestreamfinder_session_id') ?? '');
const ids = async (session: string) => (await serverList(session)).results.map((r) => r.id);

async function context(
  country = 'US',
  services?: Record<string, number[]>,
  width: 'mobile' | 'desktop' = 'desktop',
) {
  const c = await siteContext(h.browser, country, { viewport: VIEWPORTS[width] });
  if (services) {
    await c.addInitScript((s) => {
      if (!localStorage.getItem('streamfinder_my_services'))
        localStorage.setItem('streamfinder_my_services', s);
    }, JSON.stringify(services));
  }
  return c;
}

/** Saves titles through the title pages' header toggle (the journey a visitor takes). */
async function saveFromTitlePage(page: Page, path: string) {
  await page.goto(h.server.url + path);
  const toggle = page.getByTestId('title-save');
  await toggle.waitFor({ timeout: 30_000 });
  expect(await toggle.getAttribute('aria-pressed')).toBe('false');
  await toggle.click();
  await page.getByText('Added to My List').first().waitFor();
  await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
  expect(await toggle.innerText()).toContain('On My List');
}

async function groupsOnPage(page: Page): Promise<Record<string, number[]>> {
  await page.getByRole('heading', { level: 1, name: 'My List' }).waitFor({ timeout: 30_000 });
  await page.getByTestId('my-list-item').first().waitFor();
  return page.evaluate(() => {
    const out: Record<string, number[]> = {};
    for (const section of document.querySelectorAll<HTMLElement>('section[data-testid^=my-list-group-]')) {
      const id = section.dataset.testid!.replace('my-list-group-', '');
      out[id] = [...section.querySelectorAll<HTMLElement>('[data-testid=my-list-item]')].map((e) =>
        Number(e.dataset.id),
      );
    }
    return out;
  });
}

describe('My List', () => {
  it('saves from a title card without opening the title, and from the title page; the server holds both', async () => {
    const c = await context();
    try {
      const page = await c.newPage();
      await page.goto(h.server.url + '/category/movie');
      const card = page.getByTestId('card-save').first();
      await card.waitFor({ timeout: 30_000 });
      const label = (await card.getAttribute('aria-label'))!;
      expect(label).toMatch(/^Add to My List: /);
      await card.click();
      await page.getByText('Added to My List').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/category/movie'); // the card did not open the title
      await expect.poll(() => card.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => page.getByTestId('my-list-nav-count').first().innerText()).toMatch(/^1/);
      const session = await sessionOf(page);
      await expect.poll(() => ids(session), { timeout: 10_000 }).toHaveLength(1);

      await saveFromTitlePage(page, '/movies/fight-club');
      await expect.poll(() => ids(session), { timeout: 10_000 }).toContain(550);
      // Newest first.
      expect((await ids(session))[0]).toBe(550);

      // Remove from the title page: toast, server tombstone.
      await page.getByTestId('title-save').click();
      await page.getByText('Removed from My List').first().waitFor();
      await expect.poll(async () => (await serverList(session)).removed.map((r) => r.id)).toContain(550);
    } finally {
      await c.close();
    }
  });

  it("a tap on 'Add to My List' before the page's scripts have run saves the title once they have, once", async () => {
    const c = await context();
    try {
      // The server's page is painted; its scripts are held (a phone on a slow connection).
      const { page, release } = await openHeld(c, h.server.url + '/movies/fight-club');
      const toggle = page.getByTestId('title-save');
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      // Nothing answers yet, so the visitor taps again: one save, not a save and a removal.
      await toggle.click();
      await toggle.click();
      release();
      await page.getByText('Added to My List').first().waitFor({ timeout: 30_000 });
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      const session = await sessionOf(page);
      await expect.poll(() => ids(session), { timeout: 10_000 }).toEqual([550]);
      // Once the app runs, the button is its own: a tap removes the title.
      await toggle.click();
      await page.getByText('Removed from My List').first().waitFor();
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    } finally {
      await c.close();
    }
  });

  it('groups by availability in the selected country, with My services, for two countries', async () => {
    const c = await context('US', { US: [8] });
    try {
      const page = await c.newPage();
      for (const path of [
        '/movies/the-dark-knight',
        '/movies/the-godfather',
        '/movies/pulp-fiction',
        '/movies/interstellar',
      ]) {
        await saveFromTitlePage(page, path);
      }
      await page.goto(h.server.url + '/my-list');
      const us = await groupsOnPage(page);
      // Pulp Fiction streams on Netflix (8) in the US; The Godfather and Interstellar on another subscription;
      // The Dark Knight is not offered in the US (it is in GB).
      expect(us.services).toEqual([680]);
      expect(us.subscriptions).toEqual([157336, 238]);
      expect(us.unavailable).toEqual([155]);
      expect(await page.getByRole('heading', { name: /Not available in United States/ }).count()).toBe(1);
      expect(await page.getByTestId('my-list-group-unavailable').innerText()).toContain('United Kingdom');
      expect(await page.getByTestId('my-list-providers').count()).toBeGreaterThan(0);
      // 'On your service' only on the card streaming on a picked service.
      expect(await page.getByTestId('my-list-group-services').getByTestId('on-your-service').count()).toBe(1);
      expect(
        await page.getByTestId('my-list-group-subscriptions').getByTestId('on-your-service').count(),
      ).toBe(0);
      await screenshot(page, 'my-list-us');

      // Movies / TV Shows filter.
      await page.getByRole('button', { name: 'TV Shows' }).click();
      await page.getByText('Nothing of this kind on your list.').waitFor();
      await page.getByRole('button', { name: 'All' }).click();

      await page.evaluate(() => localStorage.setItem('selectedCountry', 'GB'));
      await page.reload();
      await expect.poll(async () => (await groupsOnPage(page)).unavailable).toEqual([157336]);
      const gb = await groupsOnPage(page);
      expect(gb.services).toBeUndefined();
      expect(gb.subscriptions).toEqual([680, 238, 155]);
      expect(await page.getByRole('heading', { name: /Not available in United Kingdom/ }).count()).toBe(1);
      await screenshot(page, 'my-list-gb');
    } finally {
      await c.close();
    }
  });

  it('copies the list to another device with a one-time code', async () => {
    const a = await context('US', { US: [8, 9] });
    const b = await context('US');
    try {
      const pa = await a.newPage();
      await saveFromTitlePage(pa, '/movies/pulp-fiction');
      await pa.goto(h.server.url + '/my-list');
      await pa.getByTestId('transfer-open').click();
      await pa.getByRole('button', { name: 'Create a code' }).click();
      const code = await pa.getByTestId('transfer-code').innerText();
      expect(code).toMatch(/^[0-9A-Z]{12}$/);

      const pb = await b.newPage();
      await pb.goto(h.server.url + '/my-list');
      await pb.getByText('Your list is empty').waitFor({ timeout: 30_000 });
      await pb.getByTestId('transfer-open').click();
      await pb.getByTestId('transfer-input').fill(code.toLowerCase());
      await pb.getByRole('button', { name: 'Copy to this device' }).click();
      await pb.getByText('Copied to this device').first().waitFor({ timeout: 15_000 });
      await pb.keyboard.press('Escape');
      await expect.poll(async () => (await groupsOnPage(pb)).services).toEqual([680]);
      expect(await pb.evaluate(() => localStorage.getItem('streamfinder_my_services'))).toBe('{"US":[8,9]}');

      // Single use.
      await pb.getByTestId('transfer-open').click();
      await pb.getByTestId('transfer-input').fill(code);
      await pb.getByRole('button', { name: 'Copy to this device' }).click();
      expect(await pb.getByTestId('transfer-error').innerText()).toMatch(/already used/);
    } finally {
      await a.close();
      await b.close();
    }
  });

  for (const width of ['mobile', 'desktop'] as const) {
    it(`/my-list works by keyboard and passes axe at ${VIEWPORTS[width].width} px (empty and filled)`, async () => {
      const c: BrowserContext = await context('US', { US: [8] }, width);
      try {
        const page = await c.newPage();
        await page.goto(h.server.url + '/my-list');
        await page.getByText('Your list is empty').waitFor({ timeout: 30_000 });
        expect(await seriousA11yViolations(page)).toEqual([]);
        await saveFromTitlePage(page, '/movies/pulp-fiction');
        await page.goto(h.server.url + '/my-list');
        await groupsOnPage(page);
        expect(await page.locator('h1').count()).toBe(1);
        expect(await seriousA11yViolations(page)).toEqual([]);
        // Tab to the card's save toggle and press Space: it leaves the list, the page stays.
        const toggle = page.getByTestId('card-save').first();
        for (let i = 0; i < 40; i++) {
          await page.keyboard.press('Tab');
          if (await toggle.evaluate((el) => el === document.activeElement)) break;
        }
        expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.press('Space');
        await page.getByText('Removed from My List').first().waitFor();
        await page.getByText('Your list is empty').waitFor();
        expect(new URL(page.url()).pathname).toBe('/my-list');
        const scroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
        expect(scroll).toBe(true);
        await screenshot(page, `my-list-empty-${width}`);
      } finally {
        await c.close();
      }
    });
  }
});
