// Home page and layout in a real Chromium on the built server (issue 4).
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { animationsSettled, requestsFlushed } from './support/harness';
import {
  emptyPage,
  failWith,
  gotoInApp,
  holdRequests,
  mainText,
  NO_JUNK,
  screenshot,
  withPage,
  setupSite,
} from './site-support';

const h = setupSite();

const section = (title: string) => `section:has(h2:text-is("${title}"))`;

describe('home', () => {
  it('shows the heading, hero and every carousel in order with 10 cards, titles and view-all links', async () => {
    await withPage(h, async (page) => {
      await page.goto(h.server.url + '/');
      await page.locator('h1').waitFor();
      expect(await page.locator('h1').count()).toBe(1);
      await page.locator('[data-testid=hero]').waitFor();
      await page
        .locator(`${section('Upcoming Movies')} [data-testid=title-card]`)
        .first()
        .waitFor();
      // Text content, not innerText: a section far below the fold is not rendered yet (content-visibility).
      const headings = await page.locator('main h2').allTextContents();
      const order = [
        'Popular Movies',
        'Trending TV Shows',
        'Browse by Genre',
        'Just Released',
        'Upcoming Movies',
      ];
      expect(headings.filter((t) => order.includes(t))).toEqual(order);
      for (const t of ['Popular Movies', 'Trending TV Shows', 'Just Released', 'Upcoming Movies']) {
        const n = await page.locator(`${section(t)} [data-testid=title-card]`).count();
        expect(n, t).toBeGreaterThan(0);
        expect(n, t).toBeLessThanOrEqual(10);
        await expect(page.locator(`${section(t)} a[aria-label="View all ${t}"]`).count()).resolves.toBe(1);
      }
      // Every card, in view or not, is in the server's page (components/carousel.tsx): all 10 are there.
      expect(await page.locator(`${section('Popular Movies')} [data-testid=title-card]`).count()).toBe(10);
      const tiles = page.locator(`${section('Browse by Genre')} a[href^="/genre/"]`);
      expect(await tiles.count()).toBe(6);
      expect(await tiles.first().getAttribute('href')).toBe('/genre/28?type=movie');
      expect(await page.title()).toContain('StreamFinder');
      expect(await mainText(page)).not.toMatch(NO_JUNK);
      // No local-language carousel for US (English).
      expect(
        headings.some((t) => t.startsWith('Popular ') && t.endsWith(' Movies') && t !== 'Popular Movies'),
      ).toBe(false);
      // Hero: at most 5 dots.
      const dots = await page.locator('[data-testid=hero] button[aria-label^="Show featured title"]').count();
      expect(dots).toBeGreaterThan(0);
      expect(dots).toBeLessThanOrEqual(5);
    });
  });

  it('shows skeletons while loading (hero and 6 cards per carousel)', async () => {
    await withPage(h, async (page) => {
      const hold = holdRequests();
      await page.route(/\/api\/(trending|movie\/popular)/, hold.handler);
      // Reached in the app: a first load comes rendered with its lists (docs/architecture.md "One render path").
      await gotoInApp(page, h.server.url, '/');
      await page.locator('[data-testid=hero-skeleton]').waitFor();
      const popular = page.locator(`${section('Popular Movies')} [data-testid=skeleton-card]`);
      expect(await popular.count()).toBe(6);
      await hold.release();
      await page.locator('[data-testid=hero]').waitFor();
    });
  });

  it('shows the empty texts and "No Featured Content" when lists are empty, and an error text on failure', async () => {
    await withPage(h, async (page) => {
      await page.route(/\/api\/trending\/movie\/day/, emptyPage());
      await page.route(
        /\/api\/movie\/upcoming/,
        emptyPage({ dates: { minimum: '2025-03-29', maximum: '2026-03-29' } }),
      );
      await page.route(/\/api\/movie\/popular/, failWith(500));
      await gotoInApp(page, h.server.url, '/');
      await page.getByText('No Featured Content').waitFor();
      const upcoming = page.locator(section('Upcoming Movies'));
      await upcoming.getByText('No content available at the moment').waitFor();
      await upcoming.getByText('Try changing your region settings or check back later').waitFor();
      await page.locator(section('Popular Movies')).getByText('Failed to load content').waitFor();
    });
  });

  it('reloads every list for a new country and shows local-language carousels (KR: Korean)', async () => {
    await withPage(h, async (page) => {
      const regions: string[] = [];
      page.on('request', (r) => {
        const u = new URL(r.url());
        if (u.pathname === '/api/movie/popular') regions.push(u.searchParams.get('region') ?? '');
      });
      await page.goto(h.server.url + '/');
      await page
        .locator(`${section('Popular Movies')} [data-testid=title-card]`)
        .first()
        .waitFor();
      await page.locator('header [data-testid=country-select]').selectOption('KR');
      await page.locator('main h2:text-is("Popular Korean TV Shows")').waitFor();
      await page
        .locator(`${section('Popular Korean TV Shows')} [data-testid=title-card]`)
        .first()
        .waitFor();
      // The US lists came with the server's page; the browser asks for the new country's only.
      expect(regions).toEqual(['KR']);
      expect(await page.evaluate(() => localStorage.getItem('selectedCountry'))).toBe('KR');
      // Korean TV row padded to 10.
      await expect
        .poll(() => page.locator(`${section('Popular Korean TV Shows')} [data-testid=title-card]`).count(), {
          timeout: 10_000,
        })
        .toBe(10);
      // The choice goes with the next request (the sf_country cookie): the server renders the page for KR,
      // with its Korean carousel, and the browser asks for no list again.
      await page.reload();
      await page
        .locator(`${section('Popular Korean TV Shows')} [data-testid=title-card]`)
        .first()
        .waitFor();
      await page
        .locator(`${section('Popular Movies')} [data-testid=title-card]`)
        .first()
        .waitFor();
      expect(await page.locator('header [data-testid=country-select]').inputValue()).toBe('KR');
      await requestsFlushed(page);
      expect(regions).toEqual(['KR']);
    });
  });

  it('carousels scroll with the buttons and the arrow keys', async () => {
    await withPage(h, async (page) => {
      await page.goto(h.server.url + '/');
      const track = page.locator(`${section('Popular Movies')} [data-testid=carousel-track]`);
      await track.locator('[data-testid=title-card]').first().waitFor();
      expect(await track.evaluate((el) => el.scrollLeft)).toBe(0);
      await page
        .locator(`${section('Popular Movies')} button[aria-label="Scroll Popular Movies forward"]`)
        .click();
      await page.waitForFunction((el) => (el as HTMLElement).scrollLeft > 100, await track.elementHandle());
      await track.evaluate((el) => el.scrollTo({ left: 0 }));
      await track.focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction((el) => (el as HTMLElement).scrollLeft > 100, await track.elementHandle());
    });
  });

  it('screenshots at 390 px and 1280 px, and has no serious axe violations', async () => {
    for (const width of ['mobile', 'desktop'] as const) {
      await withPage(
        h,
        async (page) => {
          await page.goto(h.server.url + '/');
          await page
            .locator(`${section('Upcoming Movies')} [data-testid=title-card]`)
            .first()
            .waitFor();
          await animationsSettled(page);
          await screenshot(page, `site-home-${width === 'mobile' ? 390 : 1280}`);
          expect(await seriousA11yViolations(page)).toEqual([]);
        },
        { width },
      );
    }
  });

  it("comes with Chakra's theme CSS in the HTML, loads without building the Chakra system, and builds it for the menu", async () => {
    await withPage(
      h,
      async (page) => {
        await page.goto(h.server.url + '/');
        await page.locator('[data-testid=hero]').waitFor();
        await page
          .locator(`${section('Upcoming Movies')} [data-testid=title-card]`)
          .first()
          .waitFor();
        const css = () =>
          page.evaluate(() => {
            const text = (sheet: CSSStyleSheet) => [...sheet.cssRules].map((r) => r.cssText).join('\n');
            const sheets = [...document.styleSheets];
            const emotion = sheets.filter((s) =>
              (s.ownerNode as Element | null)?.hasAttribute('data-emotion'),
            );
            return {
              firstInHead: document.head
                .querySelector('style, link[rel=stylesheet]')
                ?.hasAttribute('data-sf-system'),
              staticCss: sheets
                .filter((s) => (s.ownerNode as Element | null)?.hasAttribute('data-sf-system'))
                .map(text)
                .join('\n'),
              inserted: emotion.map(text).join('\n'),
              bodyBg: getComputedStyle(document.body).backgroundColor,
              // client/lib/theme.ts marks the moment it builds the (lazy) Chakra system.
              systemBuilt: performance.getEntriesByName('sf:chakra-system').length,
            };
          });
        const loaded = await css();
        expect(loaded.firstInHead).toBe(true);
        expect(loaded.staticCss).toContain('--chakra-colors-gray-950');
        expect(loaded.bodyBg).toBe('rgb(17, 17, 17)');
        // Nothing on home's first screen is a Chakra component: no system built, no style inserted.
        expect(loaded.systemBuilt).toBe(0);
        expect(loaded.inserted).toBe('');

        // The menu is a Chakra drawer: opening it builds the system once; emotion inserts the components'
        // styles only (no token variables, no second layer statement), and they apply.
        await page.locator('[data-testid=menu-toggle]').click();
        const menu = page.locator('[data-testid=mobile-menu]');
        await menu.waitFor();
        const opened = await css();
        expect(opened.systemBuilt).toBe(1);
        expect(opened.inserted).toMatch(/css-/);
        expect(opened.inserted).not.toMatch(/--chakra-colors-gray-950\s*:/); // used, never declared again
        expect(opened.inserted).not.toMatch(/@layer reset, ?base/);
        expect(await menu.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(17, 17, 17)');
      },
      { width: 'mobile' },
    );
  });
});

describe('search modal', () => {
  it('opens from the launcher, prompts, suggests after 1 character, is keyboard navigable and opens the title', async () => {
    await withPage(h, async (page) => {
      await page.goto(h.server.url + '/');
      await page.locator('[data-testid=search-launcher]').click();
      const modal = page.locator('[data-testid=search-modal]');
      await modal.getByText('Type to search for movies and TV shows').waitFor();
      const input = modal.getByRole('combobox');
      await expect(input.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await input.pressSequentially('fight c');
      await modal.locator('[role=option]').first().waitFor();
      expect(await input.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('ArrowDown');
      const active = await input.getAttribute('aria-activedescendant');
      expect(active).toBeTruthy();
      expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
      expect(await page.locator(`[id="${active}"]`).innerText()).toContain('Fight Club');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/movies\/fight-club$/);
      await modal.waitFor({ state: 'detached' });
    });
  });

  it('closes on Escape and on a backdrop click; Enter without a choice opens /search', async () => {
    await withPage(h, async (page) => {
      await page.goto(h.server.url + '/');
      const launcher = page.locator('[data-testid=search-launcher]');
      const modal = page.locator('[data-testid=search-modal]');
      await launcher.click();
      await modal.waitFor();
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });
      expect(await launcher.evaluate((el) => el === document.activeElement)).toBe(true);
      await launcher.click();
      await modal.waitFor();
      // A click while the dialog is still animating in is not yet an "outside" click: wait until it settled.
      await animationsSettled(page);
      await page.mouse.click(640, 790);
      await modal.waitFor({ state: 'detached' });
      await launcher.click();
      await modal.getByRole('combobox').fill('dune');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/search\?q=dune$/);
    });
  });

  it('shows Searching... then falls back to search/multi (first 8 movie/tv) when autocomplete fails', async () => {
    await withPage(h, async (page) => {
      const hold = holdRequests();
      await page.route(/\/api\/autocomplete/, async (route) => {
        await hold.handler(route);
      });
      await page.goto(h.server.url + '/');
      await page.locator('[data-testid=search-launcher]').click();
      const modal = page.locator('[data-testid=search-modal]');
      await modal.getByRole('combobox').fill('the');
      await modal.locator('p:text-is("Searching...")').waitFor();
      await page.unroute(/\/api\/autocomplete/);
      await page.route(/\/api\/autocomplete/, failWith(500));
      await hold.release().catch(() => {});
      await modal.getByRole('combobox').fill('star');
      await modal.locator('[role=option]').first().waitFor();
      const n = await modal.locator('[role=option]').count();
      expect(n).toBeGreaterThan(0);
      expect(n).toBeLessThanOrEqual(8);
    });
  });

  it('shows the mobile tips at 390 px', async () => {
    await withPage(
      h,
      async (page) => {
        await page.goto(h.server.url + '/');
        await page.locator('[data-testid=search-launcher]').click();
        await page.locator('[data-testid=mobile-tips]').waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);
      },
      { width: 'mobile' },
    );
  });
});
