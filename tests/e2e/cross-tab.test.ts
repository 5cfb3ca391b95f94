// One source of truth across tabs (issue #45, "One source of truth after a write"): two tabs of one browser, as
// a person with the site open twice. A rating made in one tab shows in the other's title page without a
// reload, the stars and the visitors' average agreeing; My services chosen in one tab change the other's home
// row "Popular on your services" and the order of /new's services, whether that tab was running or had not
// hydrated yet when the choice was made. (My List's own: another-tab.test.ts, my-list-import-refresh.test.ts.)
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, setupSite, siteContext } from './support/harness';
import { openHeld, pickService } from './support/tabs';

// A server of its own: its ratings change the visitors' averages other files read, and it counts them.
const h = setupSite({ ownServer: true });

const star = (page: Page, n: number) => page.getByRole('radio', { name: `Rate ${n} out of 5 stars` });

/** The stars' value and the average's line, as the page shows them. */
function shown(page: Page): Promise<{ stars: string | null; average: string }> {
  return page.evaluate(() => ({
    stars: document.querySelector('[data-testid=star-rating]')?.getAttribute('data-value') ?? null,
    average: (document.querySelector('[data-testid=average-rating]')?.textContent ?? '').trim(),
  }));
}

async function rateIn(page: Page, n: number) {
  await star(page, n).click();
  await page.getByTestId('rating-status').filter({ hasText: 'Rating saved!' }).waitFor({ timeout: 15_000 });
}

/** Marks the page's document: a reload or a navigation loses the mark. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { sfMark: number }).sfMark = 1));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { sfMark?: number }).sfMark === 1);

/** The title-link names of /new's "By service" list, in order. */
const newServices = (page: Page) => page.locator('nav[aria-label="New on each service"] a').allInnerTexts();

describe('ratings in another tab', () => {
  it('a rating made in tab A shows in tab B, stars and average agreeing, without a reload', async () => {
    const c = await siteContext(h.browser, 'US');
    try {
      const b = await c.newPage();
      await b.goto(h.server.url + '/movies/fight-club');
      await hydrated(b);
      await expect
        .poll(() => shown(b), { timeout: 15_000 })
        .toEqual({
          stars: '0',
          average: expect.stringContaining('TMDB 4.2/5 · no visitor ratings yet'),
        });
      await mark(b);

      const a = await c.newPage();
      await a.goto(h.server.url + '/movies/fight-club');
      await hydrated(a);
      await rateIn(a, 4);
      await expect
        .poll(() => shown(b), { timeout: 15_000 })
        .toEqual({ stars: '4', average: expect.stringContaining('Visitors 4.0/5 · 1 rating') });

      // A change, and then clearing it (the same star again), follow as well.
      await rateIn(a, 2);
      await expect
        .poll(() => shown(b), { timeout: 15_000 })
        .toEqual({ stars: '2', average: expect.stringContaining('Visitors 2.0/5 · 1 rating') });
      await rateIn(a, 2);
      await expect
        .poll(() => shown(b), { timeout: 15_000 })
        .toEqual({ stars: '0', average: expect.stringContaining('no visitor ratings yet') });
      expect(await marked(b)).toBe(true);
    } finally {
      await c.close();
    }
  });

  it('a rating made while tab B had not hydrated shows there once it has', async () => {
    const c = await siteContext(h.browser, 'US');
    try {
      const { page: b, release } = await openHeld(c, h.server.url + '/movies/the-godfather');
      const a = await c.newPage();
      await a.goto(h.server.url + '/movies/the-godfather');
      await hydrated(a);
      await rateIn(a, 3);

      release();
      await hydrated(b);
      await expect
        .poll(() => shown(b), { timeout: 15_000 })
        .toEqual({ stars: '3', average: expect.stringContaining('Visitors 3.0/5 · 1 rating') });
    } finally {
      await c.close();
    }
  });
});

describe('My services in another tab', () => {
  it("a running home page shows and drops its 'Popular on your services' row as tab A picks and unpicks", async () => {
    const c = await siteContext(h.browser, 'US');
    try {
      const home = await c.newPage();
      await home.goto(h.server.url + '/');
      await hydrated(home);
      const heading = home.getByRole('heading', { name: 'Popular on your services' });
      expect(await heading.count()).toBe(0);
      await mark(home);

      const a = await c.newPage();
      await a.goto(h.server.url + '/my-list');
      await hydrated(a);
      await pickService(a, 'Netflix');
      const row = home.locator('section', { has: heading });
      await row.getByTestId('title-card').first().waitFor({ timeout: 30_000 });
      const n = await row.locator('.sf-card-wrap').count();
      expect(n).toBeGreaterThan(0);
      await expect.poll(() => row.getByTestId('on-your-service').count()).toBe(n);

      await pickService(a, 'Netflix', false);
      await heading.waitFor({ state: 'detached', timeout: 15_000 });
      expect(await marked(home)).toBe(true);
    } finally {
      await c.close();
    }
  });

  it('/new puts the services picked in tab A first, running or not yet hydrated', async () => {
    const c = await siteContext(h.browser, 'US');
    try {
      const running = await c.newPage();
      await running.goto(h.server.url + '/new');
      await hydrated(running);
      await expect
        .poll(() => newServices(running).then((s) => s.length), { timeout: 15_000 })
        .toBeGreaterThan(2);
      expect((await newServices(running))[0]).not.toBe('New on HBO Max');
      await mark(running);

      const { page: held, release } = await openHeld(c, h.server.url + '/new');
      expect((await newServices(held))[0]).not.toBe('New on HBO Max');

      const a = await c.newPage();
      await a.goto(h.server.url + '/my-list');
      await hydrated(a);
      await pickService(a, 'HBO Max');

      await expect
        .poll(() => newServices(running).then((s) => s[0]), { timeout: 15_000 })
        .toBe('New on HBO Max');
      expect(await marked(running)).toBe(true);
      release();
      await hydrated(held);
      await expect
        .poll(() => newServices(held).then((s) => s[0]), { timeout: 15_000 })
        .toBe('New on HBO Max');
    } finally {
      await c.close();
    }
  });
});
