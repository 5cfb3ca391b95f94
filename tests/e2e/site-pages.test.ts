// Layout, static pages and the 404 page in a real Chromium on the built server (issue 4).
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { nextFrames } from './support/harness';
import { failWith, holdRequests, setupSite, withPage } from './site-support';

const h = setupSite();

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
      // The app starts after the shell's first paint (scripts/paint-first.mjs): wait for its footer.
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

  it('country: Detecting while /api/geo answers, then the detected country; a pick is saved', async () => {
    await withPage(
      h,
      async (page) => {
        const hold = holdRequests();
        await page.route(/\/api\/geo/, hold.handler);
        await page.goto(h.server.url + '/faq');
        const select = page.locator('header [data-testid=country-select]');
        await select.locator('option:text-is("Detecting")').waitFor({ state: 'attached' });
        expect(await select.isDisabled()).toBe(true);
        await hold.release();
        await page.waitForFunction(() => {
          const s = document.querySelector<HTMLSelectElement>('header [data-testid=country-select]');
          return !!s && !s.disabled && s.value === 'US';
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
        await page.reload();
        await page.waitForFunction(
          () =>
            document.querySelector<HTMLSelectElement>('header [data-testid=country-select]')?.value === 'FR',
        );
      },
      { country: null },
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
