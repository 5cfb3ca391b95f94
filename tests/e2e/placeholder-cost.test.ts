// What loading placeholders and content below the fold cost a phone (issue #10): every running CSS animation is a layer of its own and style
// work on every frame, and a loading home page used to run one per grey box (~100: six carousels of skeleton
// cards with three boxes each). Placeholders that load together pulse as one group (components/ui.css,
// .sf-skel-group), and a poster scrolled far out of view is not rendered at all (content-visibility), so its
// pulse does not run while its lazy image waits to be scrolled near.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoInApp, setupSite, withPage } from './support/harness';

const h = setupSite();

/** Running animations on the page, by what they animate. */
function runningAnimations(page: Page): Promise<number> {
  return page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);
}

describe('sections below the fold', () => {
  it('are not rendered until scrolled near, and work once there', async () => {
    await withPage(
      h,
      async (page) => {
        // A title page's last carousel is a few screens down at phone width (Chromium renders what is within
        // about two screens of the viewport).
        await page.goto(h.server.url + '/movies/fight-club');
        const last = page.locator('section.sf-section:has(h2:text-is("You May Also Like"))');
        await last.locator('[data-testid=title-card]').first().waitFor({ state: 'attached' });
        const rendered = () =>
          last.evaluate((el) => el.querySelector('h2')!.checkVisibility({ contentVisibilityAuto: true }));
        expect(await rendered()).toBe(false);
        await last.scrollIntoViewIfNeeded();
        await expect.poll(rendered).toBe(true);
        // Its scroll buttons (shown from the tablet width up) know the row's width once it is near
        // (components/carousel.tsx), and the arrow keys scroll it.
        const forward = last.locator('button[aria-label="Scroll You May Also Like forward"]');
        await expect.poll(() => forward.isEnabled()).toBe(true);
        const track = last.locator('[data-testid=carousel-track]');
        await track.focus();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
      },
      { width: 'mobile' },
    );
  });
});

describe('loading placeholders', () => {
  it('a loading home page pulses per group of placeholders, not per grey box', async () => {
    await withPage(
      h,
      async (page) => {
        // The lists never answer: the page stays in its loading state.
        let release: () => void = () => {};
        const held = new Promise<void>((r) => (release = r));
        await page.route('**/api/**', async (route) => {
          const path = new URL(route.request().url()).pathname;
          if (path === '/api/health' || path === '/api/configuration/countries') return route.continue();
          await held;
          await route.continue().catch(() => undefined);
        });
        // Reached in the app: a first load comes rendered with its lists (docs/architecture.md "One render path").
        await gotoInApp(page, h.server.url, '/');
        // The app's loading carousels.
        await expect
          .poll(() => page.locator('[role=status] .sf-row--loading').count())
          .toBeGreaterThanOrEqual(4);
        const skeletonCards = await page.locator('[data-testid=skeleton-card]').count();
        expect(skeletonCards).toBeGreaterThanOrEqual(24);
        const total = await runningAnimations(page);
        // One per row, the hero, the genre tiles and the odd lone box: far below one per card.
        expect(total).toBeGreaterThan(0);
        expect(total).toBeLessThanOrEqual(12);
        release();
      },
      { width: 'mobile' },
    );
  });

  it('posters far out of view do not pulse while their images wait', async () => {
    await withPage(
      h,
      async (page) => {
        // Poster images never arrive: every poster shows its loading pulse.
        await page.route('https://image.tmdb.org/**', () => new Promise(() => undefined));
        // The posters are in the server's HTML now: with their images held, the load event never comes.
        await page.goto(h.server.url + '/advanced-search/movie', { waitUntil: 'domcontentloaded' });
        await page.locator('[data-testid=title-card]').first().waitFor();
        await expect.poll(() => page.locator('[data-testid=title-card]').count()).toBeGreaterThanOrEqual(20);
        const loading = await page.locator('[data-testid=poster-skeleton]').count();
        expect(loading).toBeGreaterThanOrEqual(15);
        // Posters within two screens of the viewport may pulse; the rest of the list must not.
        const near = await page.evaluate(() => {
          const h = window.innerHeight;
          return [...document.querySelectorAll('[data-testid=poster-skeleton]')].filter((el) => {
            const r = el.getBoundingClientRect();
            return r.bottom > -2 * h && r.top < 3 * h;
          }).length;
        });
        expect(near).toBeLessThan(loading);
        // A skipped subtree (content-visibility: auto, out of view) gets no style, layout or paint, so the pulse
        // of a skeleton in it costs nothing; checkVisibility tells skipped from rendered.
        const rendered = () =>
          page.evaluate(
            () =>
              [...document.querySelectorAll('[data-testid=poster-skeleton]')].filter((el) =>
                el.checkVisibility({ contentVisibilityAuto: true }),
              ).length,
          );
        await expect.poll(rendered).toBeGreaterThan(0);
        expect(await rendered()).toBeLessThanOrEqual(near);
      },
      { width: 'mobile' },
    );
  });
});
