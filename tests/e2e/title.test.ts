// Title pages in a real Chromium on the built server (issue 5): addresses, sections, availability groups,
// not-available text, missing data, share fallback, TV seasons and creators, /404, axe, screenshots.
import { describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { MovieDetails, TvDetails } from '../../api/src/contract';
import type { Page } from 'playwright-core';
import {
  getJson,
  mainText,
  screenshot,
  siteContext,
  setupSite,
  withPage as withSitePage,
} from './support/harness';

const h = setupSite();

/**
 * Opens a title page and waits until the title with its details (they are drawn a frame after its header), or a
 * not-found/404 page, is shown.
 */
async function openTitle(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector(
    '[data-testid=title-page] [data-testid=availability-panel], [data-testid=title-not-found], h1:has-text("404")',
    { timeout: 30_000 },
  );
}

const withPage = <T>(
  country: string,
  fn: (page: Page) => Promise<T>,
  width: 'mobile' | 'desktop' = 'desktop',
) => withSitePage(h, fn, { country, width });

const api = <T>(path: string) => getJson<T>(h.server, path);

function expectNoJunk(text: string) {
  expect(text).not.toMatch(/\bundefined\b|\bNaN\b|\bnull\b|0h 0m/);
}

describe('movie page addresses', () => {
  it('shows Fight Club at /movies/fight-club with every section in order', async () => {
    await withPage('US', async (page) => {
      await openTitle(page, `${h.server.url}/movies/fight-club`);
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.locator('h1').innerText()).toBe('Fight Club');
      expect(await page.title()).toBe(
        'Where to Watch Fight Club Full Movie Streaming Online For Free In HD Quality',
      );
      expect(await page.locator('meta[name=description]').getAttribute('content')).toContain('insomniac');
      expect(await page.getByTestId('title-length').innerText()).toBe('2h 19m');
      expect(await page.getByTestId('title-date').innerText()).toBe('October 15, 1999');
      expect(
        await page.getByTestId('title-meta').getByRole('img', { name: 'TMDB rating 4.2 out of 5' }).count(),
      ).toBe(1);
      const drama = page.getByTestId('genre-chips').getByRole('link', { name: 'Drama', exact: true });
      expect(await drama.getAttribute('href')).toBe('/genre/18?type=movie');
      const facts = await page.getByTestId('title-facts').innerText();
      expect(facts).toContain('Edward Norton, Brad Pitt, Helena Bonham Carter');
      expect(facts).toContain('English');
      await page.getByTestId('carousel-track').waitFor();
      const cards = await page.getByTestId('carousel-track').locator('li').count();
      expect(cards).toBeGreaterThan(0);
      expect(cards).toBeLessThanOrEqual(10);
      // Sections in the spec's order.
      const order = await page.evaluate(() =>
        [
          '[data-testid=backdrop]',
          '[data-testid=title-poster]',
          '[data-testid=title-heading]',
          '[data-testid=genre-chips]',
          '[data-testid=title-overview]',
          '[data-testid=title-rating]',
          '[data-testid=title-facts]',
          '[data-testid=availability-panel]',
          '[data-testid=share-button]',
          '[data-testid=watch-summary]',
          '[data-testid=carousel-track]',
        ].map((sel) => {
          const el = document.querySelector(sel);
          return el ? el.getBoundingClientRect().top + window.scrollY : -1;
        }),
      );
      expect(order.every((top) => top >= 0)).toBe(true);
      const byDocument = await page.evaluate(() => {
        const ids = [
          'title-overview',
          'title-rating',
          'title-facts',
          'availability-panel',
          'share-button',
          'watch-summary',
        ];
        const els = ids.map((id) => document.querySelector(`[data-testid=${id}]`)!);
        return els.every(
          (el, i) => i === 0 || els[i - 1].compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
      });
      expect(byDocument).toBe(true);
      expect(await page.getByRole('heading', { name: 'Where To Watch Fight Club?' }).count()).toBe(1);
      expect(await page.getByRole('heading', { name: 'You May Also Like' }).count()).toBe(1);
      expectNoJunk(await mainText(page));
      // Every section is static classes: the page loads without building the Chakra system (client/lib/theme.ts
      // marks it) and without inserting any style at run time.
      const styling = await page.evaluate(() => ({
        systemBuilt: performance.getEntriesByName('sf:chakra-system').length,
        inserted: [...document.styleSheets]
          .filter((s) => (s.ownerNode as Element | null)?.hasAttribute('data-emotion'))
          .reduce((n, s) => n + s.cssRules.length, 0),
      }));
      expect(styling).toEqual({ systemBuilt: 0, inserted: 0 });
      await screenshot(page, 'title-movie-1280');
    });
  });

  it('replaces /movie/550 with /movies/fight-club', async () => {
    await withPage('US', async (page) => {
      await page.goto(`${h.server.url}/`);
      await openTitle(page, `${h.server.url}/movie/550`);
      await page.waitForURL(`${h.server.url}/movies/fight-club`);
      expect(await page.locator('h1').innerText()).toBe('Fight Club');
      // Replaced, not pushed: going back leaves the title page.
      await page.goBack();
      expect(new URL(page.url()).pathname).toBe('/');
    });
  });

  it('resolves /movies/550-fight-club, /movie/550/anything and the M3GAN aliases to canonical slugs', async () => {
    await withPage('US', async (page) => {
      await openTitle(page, `${h.server.url}/movies/550-fight-club`);
      await page.waitForURL(`${h.server.url}/movies/fight-club`);
      expect(await page.locator('h1').innerText()).toBe('Fight Club');
      await openTitle(page, `${h.server.url}/movie/550/whatever-title`);
      await page.waitForURL(`${h.server.url}/movies/fight-club`);
      for (const alias of ['m3gan-2-0', 'megan-20', 'm3gan-2', 'm3gan-sequel']) {
        await openTitle(page, `${h.server.url}/movies/${alias}`);
        await page.waitForURL(`${h.server.url}/movies/m3gan-20`);
      }
      expect(await page.locator('h1').innerText()).toBe('M3GAN 2.0');
    });
  });

  it('sends unknown titles to /404', async () => {
    await withPage('US', async (page) => {
      for (const url of ['/movies/no-such-film-zzzz', '/movie/999999999', '/tv-shows/no-such-show-zzzz']) {
        await page.goto(`${h.server.url}${url}`);
        await page.waitForURL(`${h.server.url}/404`);
      }
    });
  });
});

describe('availability panel', () => {
  it('renders the US groups of Fight Club in order with links out, and all four groups in Spain', async () => {
    const us = await api<MovieDetails>('/api/movie/550?region=US');
    const usGroups = (['flatrate', 'ads', 'rent', 'buy'] as const).filter(
      (k) => us['watch/providers'].results.US?.[k]?.length,
    );
    const labels = { flatrate: 'Subscription', ads: 'Free with ads', rent: 'Rent', buy: 'Buy' };
    expect(usGroups.length).toBeGreaterThanOrEqual(3);
    await withPage('US', async (page) => {
      await openTitle(page, `${h.server.url}/movies/fight-club`);
      const panel = page.getByTestId('availability-panel');
      expect(await panel.locator('h3').allInnerTexts()).toEqual(usGroups.map((k) => labels[k].toUpperCase()));
      for (const k of usGroups) {
        const expected = new Set(us['watch/providers'].results.US![k]!.map((p) => p.provider_id));
        expect(await panel.getByTestId(`offer-group-${k}`).getByTestId('provider-tile').count()).toBe(
          expected.size,
        );
      }
      const tile = panel.getByTestId('offer-group-flatrate').getByTestId('provider-tile').first();
      expect(await tile.getAttribute('target')).toBe('_blank');
      expect(await tile.getAttribute('rel')).toContain('noopener');
      expect(await tile.getAttribute('href')).toMatch(/^https:\/\//);
      // Logos are blocked in tests: the first letter stands in.
      expect(await tile.getByTestId('provider-letter').innerText()).toMatch(/^[A-Z0-9]$/);
      expect(await panel.innerText()).toContain('Streaming data by JustWatch');
      expect(await panel.innerText()).toContain(
        'This product uses the TMDB API but is not endorsed or certified by TMDB.',
      );
      // Compact card near the top: 3 icons and '+N'.
      const stack = page.getByTestId('quick-providers').getByTestId('provider-stack');
      expect(await stack.innerText()).toMatch(/\+\d+/);
    });
    await withPage('ES', async (page) => {
      await openTitle(page, `${h.server.url}/movies/fight-club`);
      const panel = page.getByTestId('availability-panel');
      expect(await panel.locator('h3').allInnerTexts()).toEqual([
        'SUBSCRIPTION',
        'FREE WITH ADS',
        'RENT',
        'BUY',
      ]);
      expect(await panel.getByRole('heading', { level: 2 }).innerText()).toBe('Streaming options in Spain');
      expect(await page.getByTestId('watch-summary').innerText()).toContain('watch it free with ads on');
    });
  });

  it('says when a title is not available here and switches to a country where it is', async () => {
    const kb = await api<MovieDetails>('/api/movie/24?region=US');
    expect(kb['watch/providers'].results.US).toBeUndefined();
    expect(kb['watch/providers'].available_in).toContain('DE');
    await withPage('US', async (page) => {
      await openTitle(page, `${h.server.url}/movies/${kb.slug}`);
      const panel = page.getByTestId('availability-panel');
      expect(await panel.innerText()).toContain(
        `${kb.title} is not currently available on any streaming platforms in your region.`,
      );
      expect(await panel.innerText()).toContain("We'll update this when it becomes available.");
      expect(await page.getByTestId('watch-summary').innerText()).toContain('is not currently available');
      await screenshot(page, 'title-not-available-1280');
      await panel.getByRole('button', { name: 'Switch country to Germany' }).click();
      await panel.getByTestId('offer-group-flatrate').waitFor();
      expect(await panel.getByRole('heading', { level: 2 }).innerText()).toBe('Streaming options in Germany');
      expect(await page.evaluate(() => localStorage.getItem('selectedCountry'))).toBe('DE');
    });
  });
});

describe('missing data', () => {
  it('shows a title without poster, credits and overview without empty sections or junk', async () => {
    const fc = await api<MovieDetails>('/api/movie/292539?region=US');
    expect(fc.poster_path).toBeNull();
    expect(fc.overview ?? '').toBe('');
    expect(fc.credits?.cast ?? []).toHaveLength(0);
    for (const width of ['mobile', 'desktop'] as const) {
      await withPage(
        'US',
        async (page) => {
          await openTitle(page, `${h.server.url}/movies/${fc.slug}`);
          expect(await page.locator('h1').innerText()).toBe('Food Chains');
          expect(await page.getByTestId('title-poster').getByText('No poster').count()).toBe(1);
          expect(await page.getByTestId('title-overview').count()).toBe(0);
          const facts = await page.getByTestId('title-facts').innerText();
          expect(facts).not.toMatch(/Cast|Director/);
          expectNoJunk(await mainText(page));
          // No empty headings anywhere on the page.
          const empty = await page.$$eval(
            'h1, h2, h3',
            (hs) => hs.filter((h) => !h.textContent?.trim()).length,
          );
          expect(empty).toBe(0);
          await screenshot(page, `title-missing-data-${width === 'mobile' ? 390 : 1280}`);
        },
        width,
      );
    }
  });
});

describe('share', () => {
  it('copies the link when native share is missing', async () => {
    const context = await siteContext(h.browser, 'US');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.server.url });
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    try {
      const page = await context.newPage();
      await openTitle(page, `${h.server.url}/movies/fight-club`);
      await page.getByTestId('share-button').click();
      await page.getByText('Link copied to clipboard!').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `${h.server.url}/movies/fight-club`,
      );
    } finally {
      await context.close();
    }
  });
  it('holds the button busy while the share sheet is open: disabled, a spinner, the same width', async () => {
    const context = await siteContext(h.browser, 'US');
    await context.addInitScript(() => {
      const w = window as unknown as { closeShareSheet?: () => void };
      Object.defineProperty(Navigator.prototype, 'share', {
        value: () => new Promise<void>((resolve) => (w.closeShareSheet = resolve)),
        configurable: true,
      });
    });
    try {
      const page = await context.newPage();
      await openTitle(page, `${h.server.url}/movies/fight-club`);
      const button = page.getByTestId('share-button');
      const before = await button.boundingBox();
      await button.click();
      await page.locator('[data-testid=share-button][data-loading] .sf-btn__spinner').waitFor();
      expect(await button.isDisabled()).toBe(true);
      expect((await button.boundingBox())?.width).toBe(before?.width);
      await page.evaluate(() => (window as unknown as { closeShareSheet: () => void }).closeShareSheet());
      await page.locator('[data-testid=share-button]:not([data-loading]):enabled').waitFor();
      expect(await button.innerText()).toBe('Share');
    } finally {
      await context.close();
    }
  });
});

describe('TV page', () => {
  it('shows Game of Thrones with seasons, creators and every US group; /tv/1399 and /tvshows/ redirect', async () => {
    const got = await api<TvDetails>('/api/tv/1399?region=US');
    await withPage('US', async (page) => {
      await openTitle(page, `${h.server.url}/tv/1399`);
      await page.waitForURL(`${h.server.url}/tv-shows/${got.slug}`);
      expect(await page.locator('h1').innerText()).toBe('Game of Thrones');
      expect(await page.title()).toBe(
        'Where to Watch Game of Thrones Full TV Show Streaming Online For Free In HD Quality',
      );
      expect(await page.getByTestId('title-length').innerText()).toBe('8 Seasons');
      const facts = await page.getByTestId('title-facts').innerText();
      expect(facts).toContain('Creators');
      expect(facts).toContain('David Benioff, D. B. Weiss');
      expect(facts).toContain('First Air Date');
      expect(await page.getByRole('heading', { name: 'Rate This Show' }).count()).toBe(1);
      const drama = page.getByTestId('genre-chips').getByRole('link', { name: 'Drama', exact: true });
      expect(await drama.getAttribute('href')).toBe('/genre/18?type=tv');
      const groups = await page.getByTestId('availability-panel').locator('h3').allInnerTexts();
      expect(groups[0]).toBe('SUBSCRIPTION');
      expect(groups).toContain('BUY');
      expectNoJunk(await mainText(page));
      await screenshot(page, 'title-tv-1280');
      await page.goto(`${h.server.url}/tvshows/${got.slug}`);
      await page.waitForURL(`${h.server.url}/tv-shows/${got.slug}`);
      await page.getByTestId('title-page').waitFor();
    });
  });
});

describe('phone layout and accessibility', () => {
  it('fits 390 px without horizontal scrolling (movie and TV) and saves screenshots', async () => {
    await withPage(
      'US',
      async (page) => {
        for (const [url, name] of [
          ['/movies/fight-club', 'title-movie-390'],
          ['/tv-shows/game-of-thrones', 'title-tv-390'],
        ]) {
          await openTitle(page, `${h.server.url}${url}`);
          await page.getByTestId('carousel-track').waitFor();
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, url).toBeLessThanOrEqual(0);
          // The rating stars are comfortable touch targets.
          const box = await page.getByRole('radio', { name: 'Rate 1 out of 5 stars' }).boundingBox();
          expect(box!.height).toBeGreaterThanOrEqual(44);
          await screenshot(page, name);
        }
      },
      'mobile',
    );
  });

  it('has no serious or critical axe violations on a movie and a TV page', async () => {
    await withPage('US', async (page) => {
      for (const url of ['/movies/fight-club', '/tv-shows/game-of-thrones']) {
        await openTitle(page, `${h.server.url}${url}`);
        await page.getByTestId('carousel-track').waitFor();
        const results = await new AxeBuilder({ page }).analyze();
        const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(
          bad.map(
            (v) =>
              `${v.id}: ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(' | ')}`,
          ),
          url,
        ).toEqual([]);
      }
    });
  });
});

describe('first load of a title page', () => {
  // Issue #10: the title's header, overview and rating are one frame; the details below them (facts, where to
  // watch, share, summary) are the next. Together their style, layout and paint were the load's longest task.
  it('draws the details below the rating in a frame after the title, keeping their room meanwhile', async () => {
    await withPage(
      'US',
      async (page) => {
        await page.addInitScript(() => {
          const log = { frame: 0, page: -1, details: -1, laterHeight: -1 };
          (window as unknown as { sfFrames: typeof log }).sfFrames = log;
          const tick = () => {
            log.frame += 1;
            requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
          new MutationObserver(() => {
            const later = document.querySelector<HTMLElement>('.sf-tp-later');
            if (later && log.laterHeight < 0) log.laterHeight = later.getBoundingClientRect().height;
            if (log.page < 0 && document.querySelector('[data-testid=title-page]')) log.page = log.frame;
            if (log.details < 0 && document.querySelector('[data-testid=availability-panel]')) {
              log.details = log.frame;
            }
          }).observe(document, { childList: true, subtree: true });
        });
        for (const url of ['/movies/fight-club', '/tv-shows/game-of-thrones']) {
          await openTitle(page, `${h.server.url}${url}`);
          const log = await page.evaluate(
            () => (window as unknown as { sfFrames: Record<string, number> }).sfFrames,
          );
          expect(log.page, url).toBeGreaterThanOrEqual(0);
          expect(log.details, url).toBeGreaterThan(log.page);
          expect(log.laterHeight, url).toBe(page.viewportSize()!.height);
          expect(await page.locator('.sf-tp-later').count(), url).toBe(0);
          expect(await page.getByTestId('title-facts').count(), url).toBe(1);
        }
      },
      'mobile',
    );
  });
});
