// Layout, static pages and the 404 page in a real Chromium on the built server (issue 4).
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { nextFrames, requestsFlushed } from './support/harness';
import { failWith, setupSite, withPage } from './site-support';
import { openHeld } from './support/tabs';

const h = setupSite();

/** The header's country field in the HTML the server sent. */
function servedSelect(html: string): string {
  return /<select[^>]*data-testid="country-select"[^>]*>[\s\S]*?<\/select>/.exec(html)?.[0] ?? '';
}

describe('layout', () => {
  it('has the six nav items (My List last, issue #14), the footer columns, genre links, contact mail and the attributions', async () => {
    await withPage(h, async (page) => {
      await page.goto(h.server.url + '/contact');
      const nav = page.locator('header nav[aria-label=Main] a');
      expect(await nav.allInnerTexts()).toEqual([
        'Home',
        'Movies',
        'TV Shows',
        'Discover',
        'Upcoming',
        'My List',
      ]);
      expect(await nav.evaluateAll((els) => els.map((e) => e.getAttribute('href')))).toEqual([
        '/',
        '/category/movie',
        '/category/tv',
        '/advanced-search',
        '/upcoming-movies',
        '/my-list',
      ]);
      const footer = page.locator('footer');
      await footer.locator('h2').first().waitFor();
      expect(await footer.locator('h2').allInnerTexts()).toEqual(['EXPLORE', 'GENRES', 'SUPPORT', 'COUNTRY']);
      const genres = await footer
        .locator('a[href^="/genre/"]')
        .evaluateAll((els) => els.map((e) => `${e.textContent}=${e.getAttribute('href')}`));
      expect(genres).toEqual([
        'Action=/genre/28?type=movie',
        'Comedy=/genre/35?type=movie',
        'Drama=/genre/18?type=movie',
        'Sci-Fi=/genre/878?type=movie',
        'Animation=/genre/16?type=movie',
        'Horror=/genre/27?type=movie',
      ]);
      expect(await footer.locator('a[href="/category/movie?filter=now_playing"]').innerText()).toBe(
        'New Releases',
      );
      expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
      const text = await footer.innerText();
      expect(text).toContain('This product uses the TMDB API but is not endorsed or certified by TMDB.');
      expect(text).toContain('Streaming data by JustWatch');
      expect(text).toMatch(/© \d{4} StreamFinder/);
    });
  });

  it('hides the header on scroll down past 10 px, shows it on scroll up, solid after 20 px', async () => {
    await withPage(h, async (page) => {
      await page.goto(h.server.url + '/privacy');
      const header = page.locator('header').first();
      await page.locator('h1').waitFor();
      expect(await header.getAttribute('data-solid')).toBeNull();
      await page.mouse.wheel(0, 400);
      await page.waitForFunction(
        () => document.querySelector('header')?.getAttribute('data-hidden') === 'true',
      );
      expect(await header.getAttribute('data-solid')).toBe('true');
      await page.mouse.wheel(0, -100);
      await page.waitForFunction(
        () => document.querySelector('header')?.getAttribute('data-hidden') === null,
      );
      expect(await header.getAttribute('data-solid')).toBe('true');
    });
  });

  it('after a reload of a scrolled page: at the top, the header shown and clear, hiding again on scroll', async () => {
    await withPage(h, async (page) => {
      await page.goto(h.server.url + '/privacy');
      await page.locator('h1').waitFor();
      await page.mouse.wheel(0, 600);
      await page.waitForFunction(
        () => document.querySelector('header')?.getAttribute('data-hidden') === 'true',
      );
      await page.reload();
      await page.locator('main h1').waitFor();
      // The header reads no position when it mounts: the page starts at the top, anything else is a scroll event.
      await nextFrames(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const header = page.locator('header').first();
      expect(await header.getAttribute('data-hidden')).toBeNull();
      expect(await header.getAttribute('data-solid')).toBeNull();
      await page.mouse.wheel(0, 400);
      await page.waitForFunction(
        () => document.querySelector('header')?.getAttribute('data-hidden') === 'true',
      );
      expect(await header.getAttribute('data-solid')).toBe('true');
    });
  });

  it('scrolls to the top on navigation', async () => {
    await withPage(h, async (page) => {
      await page.goto(h.server.url + '/terms');
      await page.evaluate(() => window.scrollTo(0, 800));
      await page.locator('footer a[href="/faq"]').click();
      await page.locator('h1:text-is("Frequently Asked Questions")').waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });

  it('header search bar: nothing under 2 characters, suggestions from 2, "No results found" text, Escape closes', async () => {
    await withPage(h, async (page) => {
      await page.clock.install();
      await page.goto(h.server.url + '/faq');
      await page.locator('[data-testid=search-toggle]').click();
      const input = page.locator('[data-testid=header-search-input]');
      await input.fill('f');
      // The page's clock jumps past the 300 ms debounce: a lookup for 'f' would be due now, not 500 ms later.
      await page.clock.fastForward(500);
      await nextFrames(page);
      expect(await page.locator('[data-testid=header-suggestions]').isVisible()).toBe(false);
      await input.fill('fi');
      const list = page.locator('[data-testid=header-suggestions]');
      await list.locator('[role=option]').first().waitFor();
      await input.press('ArrowDown');
      expect(await input.getAttribute('aria-activedescendant')).toBeTruthy();
      await input.press('Escape');
      await list.waitFor({ state: 'hidden' });
      await input.fill('zzqqxx');
      await list.locator('p', { hasText: 'No results found for "zzqqxx"' }).waitFor();
      await page.route(/\/api\/autocomplete/, failWith(500));
      await input.fill('star wars');
      await list.locator('p', { hasText: 'No results found for "star wars"' }).waitFor();
      await page.unroute(/\/api\/autocomplete/);
      await input.fill('dune');
      await input.press('Enter');
      await page.waitForURL(/\/search\?q=dune$/);
    });
  });

  it('has no search toggle on home; the mobile menu opens with the nav and country selector', async () => {
    await withPage(
      h,
      async (page) => {
        await page.goto(h.server.url + '/');
        await page.locator('h1').waitFor();
        expect(await page.locator('[data-testid=search-toggle]').count()).toBe(0);
        await page.locator('[data-testid=menu-toggle]').click();
        const menu = page.locator('[data-testid=mobile-menu]');
        await menu.waitFor();
        expect(await menu.locator('nav a').allInnerTexts()).toEqual([
          'Home',
          'Movies',
          'TV Shows',
          'Discover',
          'Upcoming',
          'My List',
        ]);
        expect(await menu.locator('select').count()).toBe(1);
        await menu.getByRole('link', { name: 'Movies' }).click();
        await page.waitForURL(/\/category\/movie$/);
        await menu.waitFor({ state: 'detached' });
      },
      { width: 'mobile' },
    );
  });

  it("the mobile menu tapped before the page's scripts have run opens once they have", async () => {
    await withPage(
      h,
      async (_page, context) => {
        const { page, release } = await openHeld(context, h.server.url + '/faq');
        await page.locator('[data-testid=menu-toggle]').click();
        release();
        await page.locator('[data-testid=mobile-menu]').getByRole('link', { name: 'Movies' }).waitFor();
      },
      { width: 'mobile' },
    );
  });

  // The country is known during the request (docs/architecture.md "One render path"): the saved choice in the
  // sf_country cookie, else detection (geo header, then Accept-Language, then US: docs/decisions.md #4). No page
  // shows "Detecting" or waits on /api/geo; only a page the browser renders itself (the offline shell) detects.
  it('country: detected by the server from the request, with no /api/geo; a pick is saved and sent with the next request', async () => {
    await withPage(
      h,
      async (page, context) => {
        const geo: string[] = [];
        page.on('request', (r) => {
          if (new URL(r.url()).pathname === '/api/geo') geo.push(r.url());
        });
        const res = await page.goto(h.server.url + '/faq');
        // The server's HTML holds the detected country (Accept-Language: en-GB), not "Detecting".
        const served = servedSelect(await res!.text());
        expect(served).toMatch(/<option[^>]*value="GB"/);
        expect(served).not.toContain('Detecting');
        const select = page.locator('header [data-testid=country-select]');
        await page.waitForFunction(() => {
          const s = document.querySelector<HTMLSelectElement>('header [data-testid=country-select]');
          return !!s && !s.disabled && s.value === 'GB';
        });
        // The whole list is there once the page is idle (or at once when the field is focused or touched).
        await select.focus();
        expect(await select.locator('option').count()).toBeGreaterThan(100);
        const options = await select
          .locator('option')
          .evaluateAll((els) => els.slice(0, 9).map((e) => (e as HTMLOptionElement).value));
        expect(options).toEqual(['US', 'GB', 'CA', 'AU', 'IN', 'JP', 'KR', 'FR', 'DE']);
        await select.selectOption('FR');
        expect(await page.evaluate(() => localStorage.getItem('selectedCountry'))).toBe('FR');
        expect((await context.cookies()).find((c) => c.name === 'sf_country')?.value).toBe('FR');
        // The next request carries the pick: the server renders the page for FR.
        const again = await page.reload();
        expect(servedSelect(await again!.text())).toMatch(/<option[^>]*value="FR"/);
        await page.waitForFunction(
          () =>
            document.querySelector<HTMLSelectElement>('header [data-testid=country-select]')?.value === 'FR',
        );
        await requestsFlushed(page);
        expect(geo).toEqual([]);
      },
      { country: null, options: { locale: 'en-GB' } },
    );
  });

  it('country: a choice saved on the device wins over the one the server rendered for, after hydration', async () => {
    await withPage(
      h,
      async (page, context) => {
        const regions: string[] = [];
        page.on('request', (r) => {
          const u = new URL(r.url());
          if (u.pathname === '/api/movie/popular') regions.push(u.searchParams.get('region') ?? '');
        });
        // DE saved in localStorage, no cookie (an older visit): the server detects US (en-US).
        const res = await page.goto(h.server.url + '/category/movie');
        expect(servedSelect(await res!.text())).toMatch(/<option[^>]*value="US"/);
        await page.waitForFunction(
          () =>
            document.querySelector<HTMLSelectElement>('header [data-testid=country-select]')?.value === 'DE',
        );
        // The list follows the saved country, and the cookie tells the server from now on.
        await expect.poll(() => regions).toEqual(['DE']);
        await page.locator('[data-testid=title-card]').first().waitFor();
        await expect
          .poll(async () => (await context.cookies()).find((c) => c.name === 'sf_country')?.value)
          .toBe('DE');
        const again = await page.reload();
        expect(servedSelect(await again!.text())).toMatch(/<option[^>]*value="DE"/);
        await page.locator('[data-testid=title-card]').first().waitFor();
        await requestsFlushed(page);
        expect(regions).toEqual(['DE']);
      },
      { country: 'DE' },
    );
  });
});

describe('static pages', () => {
  const pages = [
    {
      path: '/contact',
      h1: 'Contact Us',
      texts: ['contact@thestreamfinder.app', '24-48 hours on business days'],
    },
    {
      path: '/privacy',
      h1: 'Privacy Policy',
      texts: ['Last updated: March 28, 2025', 'thestreamfinder_session_id', 'affiliate'],
    },
    {
      path: '/terms',
      h1: 'Terms of Service',
      texts: ['Last updated: March 28, 2025', 'affiliate links', 'TMDB'],
    },
    {
      path: '/faq',
      h1: 'Frequently Asked Questions',
      texts: ['12 hours', 'Over 60 countries', 'Yes, without an account'],
    },
  ];
  for (const p of pages) {
    it(`${p.path}: heading, texts, title and description; no serious axe violations`, async () => {
      await withPage(h, async (page) => {
        await page.goto(h.server.url + p.path);
        await page.locator(`h1:text-is("${p.h1}")`).waitFor();
        expect(await page.locator('h1').count()).toBe(1);
        // The FAQ opens one answer at a time: each answer is read while its question is the open one (the
        // previous answer may still be collapsing, or already gone, when the next opens).
        const opens: Record<string, string> = {
          '12 hours': 'How often is availability updated?',
          'Over 60 countries': 'Which countries are supported?',
        };
        for (const t of p.texts.filter((t) => p.path !== '/faq' || t !== 'Yes, without an account')) {
          if (p.path === '/faq') {
            await page.getByRole('button', { name: opens[t] }).click();
            await page.locator('main').getByText(t).first().waitFor();
          }
          expect(await page.locator('main').innerText()).toContain(t);
        }
        expect(await page.title()).toContain(p.h1);
        expect(await page.locator('meta[name=description]').getAttribute('content')).toBeTruthy();
        expect(await seriousA11yViolations(page)).toEqual([]);
      });
    });
  }

  it('/faq: 12 questions, one open at a time', async () => {
    await withPage(h, async (page) => {
      await page.goto(h.server.url + '/faq');
      const triggers = page.locator('[data-testid=faq] button[aria-expanded]');
      await triggers.first().waitFor();
      expect(await triggers.count()).toBe(12);
      await triggers.nth(0).click();
      await triggers.nth(7).click();
      const expanded = await triggers.evaluateAll((els) => els.map((e) => e.getAttribute('aria-expanded')));
      expect(expanded.filter((v) => v === 'true')).toHaveLength(1);
      expect(expanded[7]).toBe('true');
      expect(await page.locator('main').innerText()).toContain('Yes, without an account');
    });
  });
});

describe('404', () => {
  it('shows the texts, the buttons and the URL format', async () => {
    await withPage(h, async (page) => {
      await page.goto(h.server.url + '/no/such/page');
      await page.locator('h1:text-is("404 - Page Not Found")').waitFor();
      const text = await page.locator('main').innerText();
      expect(text).toContain(
        "We can't find the page you're looking for. It might have been moved, renamed, or no longer exists.",
      );
      expect(text).toContain('/movies/title-of-movie');
      expect(text).toContain('/tv-shows/title-of-show');
      expect(await page.getByRole('link', { name: 'Go to Homepage' }).getAttribute('href')).toBe('/');
      expect(await page.getByRole('link', { name: 'Search Movies & TV Shows' }).getAttribute('href')).toBe(
        '/search',
      );
      expect(await page.title()).toContain('404');
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });

  it('sends legacy /movie/{digits}/{slug} and /tv/{digits}/{slug} to the new addresses by a full load', async () => {
    await withPage(h, async (page) => {
      // A legacy address with a stale id still reaches the title by its slug.
      await page.goto(h.server.url + '/movie/550/fight-club');
      await page.waitForURL(/\/movies\/fight-club$/);
      await page.goto(h.server.url + '/tv/1399/game-of-thrones');
      await page.waitForURL(/\/tv-shows\/game-of-thrones$/);
      await page.goto(h.server.url + '/movie/999999999/fight-club');
      await page.waitForURL(/\/movies\/fight-club$/, { timeout: 30_000 });
    });
  });
});
