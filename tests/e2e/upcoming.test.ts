// The upcoming page on the built server with the embedded catalog (reference date 2025-03-29): the real
// upcoming and now-playing titles in order, texts, SEO tags, one page view per visit, failure and axe.
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DatedPage, MovieSummary } from '../../api/src/contract';
import { VIEWPORTS } from './support/browser';
import { getJson, gotoInApp, requestsFlushed, screenshot, siteContext, setupSite } from './support/harness';

const h = setupSite();

const WAIT = { timeout: 15_000 };
const hasText = (l: Locator, v: string) => expect.poll(() => l.innerText(), WAIT).toBe(v);

async function openPage(
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  initScript?: () => void,
) {
  const context = await siteContext(h.browser, 'US', { viewport });
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  const events: Request[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/events') events.push(req);
  });
  return { page, events };
}

const api = <T>(path: string) => getJson<T>(h.server, path);

/** What the page must list: the API's page, items with a poster, sorted by date (stable), at most 12. */
function expected(data: DatedPage<MovieSummary>, direction: 1 | -1): string[] {
  return data.results
    .filter((m) => m.poster_path)
    .sort((a, b) => direction * (a.release_date ?? '').localeCompare(b.release_date ?? ''))
    .slice(0, 12)
    .map((m) => m.title);
}

function sectionTitles(page: Page, name: string): Promise<string[]> {
  return page
    .getByRole('list', { name })
    .locator('[data-testid=title-card] > div:last-child > p:first-child')
    .allInnerTexts();
}

async function waitLoaded(page: Page) {
  await page.getByRole('list', { name: 'Upcoming Movies' }).waitFor(WAIT);
  await page.getByRole('list', { name: 'New Releases' }).waitFor(WAIT);
}

describe('upcoming movies and new releases', () => {
  it('lists the real upcoming and now-playing titles relative to 2025-03-29, in order', async () => {
    const health = await api<{ reference_date: string }>('/api/health');
    expect(health.reference_date).toBe('2025-03-29');
    const upcoming = await api<DatedPage<MovieSummary>>('/api/movie/upcoming?region=US');
    const nowPlaying = await api<DatedPage<MovieSummary>>('/api/movie/now_playing?region=US');
    expect(upcoming.results.every((m) => (m.release_date ?? '') > '2025-03-29')).toBe(true);
    expect(nowPlaying.results.every((m) => (m.release_date ?? '') <= '2025-03-29')).toBe(true);

    const { page } = await openPage();
    await page.goto(`${h.server.url}/upcoming-movies`);
    await waitLoaded(page);
    await hasText(
      page.getByRole('heading', { level: 1 }),
      'Upcoming Movies & New Releases in United States of America',
    );
    await page.getByText('Week of March 29', { exact: true }).waitFor(WAIT);

    const up = await sectionTitles(page, 'Upcoming Movies');
    expect(up).toEqual(expected(upcoming, 1));
    expect(up.length).toBe(12);
    expect(up[0]).toBe('Eden');
    const fresh = await sectionTitles(page, 'New Releases');
    expect(fresh).toEqual(expected(nowPlaying, -1));
    expect(fresh[0]).toBe('The Ugly Stepsister');

    // Short release-date badge on upcoming cards, rating badge (vote / 2) on new releases, year on both.
    const firstUp = page.getByRole('list', { name: 'Upcoming Movies' }).getByTestId('title-card').first();
    await hasText(firstUp.locator('time'), 'Apr 3');
    expect(await firstUp.getAttribute('href')).toMatch(/^\/movies\/eden/);
    const firstNew = page.getByRole('list', { name: 'New Releases' }).getByTestId('title-card').first();
    const vote = nowPlaying.results.find((m) => m.title === 'The Ugly Stepsister')?.vote_average ?? 0;
    await firstNew.getByLabel(`TMDB rating ${(vote / 2).toFixed(1)} out of 5`).waitFor(WAIT);
    expect(await firstNew.innerText()).toContain('2025');
    await page.getByText('Coming Soon', { exact: true }).waitFor(WAIT);
    await page.getByText('Now Playing', { exact: true }).waitFor(WAIT);

    await hasText(
      page.getByRole('heading', { name: 'Stay Updated on Where to Watch' }),
      'Stay Updated on Where to Watch',
    );
    expect(await page.getByText(/Last updated:/).innerText()).toBe('Last updated: March 29, 2025');

    // SEO metadata.
    expect(await page.title()).toContain('Upcoming Movies & New Releases');
    const meta = (sel: string) => page.locator(sel).getAttribute('content');
    expect(await meta('meta[property="og:type"]')).toBe('article');
    expect(await meta('meta[name="author"]')).toBe('StreamFinder Editorial Team');
    expect(await meta('meta[name="keywords"]')).toContain('upcoming movies');
    expect(await meta('meta[name="description"]')).toMatch(/upcoming movies/i);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${h.server.url}/upcoming-movies`,
    );

    await screenshot(page, 'upcoming-1280');
    await page.context().close();
  });

  it('sends the page view to /api/events once per visit, and not under Global Privacy Control', async () => {
    const { page, events } = await openPage();
    await page.goto(`${h.server.url}/upcoming-movies`);
    await waitLoaded(page);
    await expect.poll(() => events.length, WAIT).toBe(1);
    expect(events[0].postDataJSON()).toEqual({ type: 'page_view', path: '/upcoming-movies' });
    const response = await events[0].response();
    expect(response?.status()).toBeLessThan(300);
    // Re-renders (country list, scrolling) do not send it again.
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => window.scrollY > 0);
    await requestsFlushed(page);
    expect(events.length).toBe(1);
    // A new visit counts again.
    await page.reload();
    await waitLoaded(page);
    await expect.poll(() => events.length, WAIT).toBe(2);
    await page.context().close();

    const gpc = await openPage(VIEWPORTS.desktop, () => {
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
    });
    await gpc.page.goto(`${h.server.url}/upcoming-movies`);
    await waitLoaded(gpc.page);
    await requestsFlushed(gpc.page);
    expect(gpc.events.length).toBe(0);
    await gpc.page.context().close();
  });

  it('logs a failed fetch and shows the empty texts', async () => {
    const { page, events } = await openPage(VIEWPORTS.mobile);
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await page.route(/\/api\/movie\/(upcoming|now_playing)/, (route) =>
      route.fulfill({ status: 500, body: '{}' }),
    );
    // Reached in the app: a first load comes rendered with its lists (docs/architecture.md "One render path").
    await gotoInApp(page, h.server.url, '/upcoming-movies');
    await page.getByText('No upcoming movies found at this time.').waitFor(WAIT);
    await page.getByText('No new releases found at this time.').waitFor(WAIT);
    expect(errors.some((e) => e.includes('Error fetching movie data'))).toBe(true);
    expect(await page.getByLabel(/^Loading /).count()).toBe(0);
    // Its page view is sent once it has settled (the page it came from, /faq, sent its own).
    const views = () => events.filter((e) => e.postDataJSON().path === '/upcoming-movies').length;
    await expect.poll(views, WAIT).toBe(1);
    await page.context().close();
  });

  it('has no serious or critical axe violations at 390 and 1280 px', async () => {
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      const { page } = await openPage(viewport);
      await page.goto(`${h.server.url}/upcoming-movies`);
      await waitLoaded(page);
      if (viewport === VIEWPORTS.mobile) await screenshot(page, 'upcoming-390');
      const result = await new AxeBuilder({ page }).analyze();
      const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await page.context().close();
    }
  });
});
