// Discover remembers and shows what was chosen (issue #36 item 3): the applied filters as removable chips, the
// page in the address (Back from page 2 lands on page 1 of the same list, a reload keeps it), and on a phone the
// panel as a bottom sheet with a sticky 'Show N results' counting the filters being chosen.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Paged, TitleSummary } from '../../api/src/contract';
import { getJson, screenshot, setupSite, withPage } from './support/harness';

const h = setupSite();
const WAIT = { timeout: 15_000 };
const SHOTS = { dir: 'test-results/first-hour' };

const nameOf = (t: TitleSummary) => ('title' in t ? t.title : t.name);
const chips = (page: Page) =>
  page.getByRole('list', { name: 'Applied filters' }).getByRole('button').allInnerTexts();

async function cardTitles(page: Page): Promise<string[]> {
  await page.getByTestId('result-count').waitFor(WAIT);
  return page
    .getByRole('list', { name: 'Results' })
    .locator('[data-testid=title-card] .sf-card__title')
    .allInnerTexts();
}

const discover = (query: string) =>
  getJson<Paged<TitleSummary>>(h.server, `/api/discover/movie?${query}&sort_by=popularity.desc&region=US`);

describe('discover chips and page in the address', () => {
  it('shows the applied filters as chips; removing one drops it from the address', async () => {
    await withPage(h, async (page) => {
      await page.goto(
        `${h.server.url}/advanced-search/movie?with_genres=28,12&vote_average.gte=7&primary_release_year=2019`,
      );
      await expect
        .poll(() => chips(page), WAIT)
        .toEqual(['Action', 'Adventure', 'Year 2019', 'Rating 3.5+ / 5']);
      const filtered = await discover(
        'with_genres=28,12&vote_average.gte=7&primary_release_year=2019&page=1',
      );
      await expect.poll(() => cardTitles(page), WAIT).toEqual(filtered.results.map(nameOf));
      // The cards' badges are on the same scale as the chip (stars out of 5): none below 3.5.
      const badges = await page
        .getByRole('list', { name: 'Results' })
        .getByRole('img', { name: /^TMDB rating/ })
        .evaluateAll((els) => els.map((e) => Number(e.getAttribute('aria-label')!.match(/[\d.]+/)![0])));
      expect(badges.length).toBeGreaterThan(0);
      expect(Math.min(...badges)).toBeGreaterThanOrEqual(3.5);
      await screenshot(page, 'discover-chips-1280', SHOTS);

      await page.getByRole('button', { name: 'Remove filter: Action' }).click();
      await page.waitForURL((u) => u.searchParams.get('with_genres') === '12');
      await expect.poll(() => chips(page), WAIT).toEqual(['Adventure', 'Year 2019', 'Rating 3.5+ / 5']);
      await page.getByRole('button', { name: 'Remove filter: Rating 3.5+ / 5' }).click();
      await page.waitForURL((u) => !u.searchParams.has('vote_average.gte'));
      const expected = await discover('with_genres=12&primary_release_year=2019&page=1');
      await expect.poll(() => cardTitles(page), WAIT).toEqual(expected.results.map(nameOf));
      // The panel follows the address.
      expect(
        await page.getByRole('button', { name: 'Action', exact: true }).getAttribute('aria-pressed'),
      ).toBe('false');
    });
  });

  it('keeps the page in the address: reload stays on page 2, Back lands on page 1 of the same list', async () => {
    const page1 = await discover('with_genres=18&page=1');
    const page2 = await discover('with_genres=18&page=2');
    expect(page1.total_pages).toBeGreaterThan(2);
    await withPage(h, async (page) => {
      await page.goto(`${h.server.url}/advanced-search/movie?with_genres=18`);
      await expect.poll(() => cardTitles(page), WAIT).toEqual(page1.results.map(nameOf));
      await page.getByRole('button', { name: 'Page 2', exact: true }).click();
      await page.waitForURL((u) => u.searchParams.get('page') === '2');
      expect(new URL(page.url()).searchParams.get('with_genres')).toBe('18');
      await expect.poll(() => cardTitles(page), WAIT).toEqual(page2.results.map(nameOf));
      await page.reload();
      await expect.poll(() => cardTitles(page), WAIT).toEqual(page2.results.map(nameOf));
      await page.goBack();
      await page.waitForURL((u) => !u.searchParams.has('page') && u.searchParams.get('with_genres') === '18');
      await expect.poll(() => cardTitles(page), WAIT).toEqual(page1.results.map(nameOf));
      // Applying filters starts again at page 1.
      await page.goForward();
      await page.waitForURL((u) => u.searchParams.get('page') === '2');
      await page.getByRole('button', { name: 'Remove filter: Drama' }).click();
      await page.waitForURL((u) => u.search === '');
    });
  });

  it('on a phone the filters are a bottom sheet whose sticky button counts the results', async () => {
    await withPage(
      h,
      async (page) => {
        await page.goto(`${h.server.url}/advanced-search/movie`);
        await cardTitles(page);
        await page.getByRole('button', { name: 'Show Filters' }).click();
        const sheet = page.getByRole('dialog', { name: 'Filters' });
        await sheet.getByRole('heading', { name: 'Advanced Filters' }).waitFor(WAIT);
        await sheet.getByRole('button', { name: 'Horror', exact: true }).click();
        const horror = await discover('with_genres=27&page=1');
        const submit = sheet.getByTestId('filters-submit');
        await expect.poll(() => submit.innerText(), WAIT).toBe(`Show ${horror.total_results} results`);
        // A bottom sheet, and its button stays in view however far the sheet is scrolled.
        const box = await sheet.boundingBox();
        expect(box!.y + box!.height).toBeGreaterThanOrEqual(843);
        expect(box!.y).toBeGreaterThan(0);
        await sheet.getByRole('button', { name: 'Animation', exact: true }).scrollIntoViewIfNeeded();
        await sheet.getByText('Include Adult Content').scrollIntoViewIfNeeded();
        const button = await submit.boundingBox();
        expect(button!.y).toBeGreaterThanOrEqual(0);
        expect(button!.y + button!.height).toBeLessThanOrEqual(844);
        await screenshot(page, 'discover-sheet-390', { ...SHOTS, fullPage: false });
        await submit.click();
        await page.waitForURL((u) => u.searchParams.get('with_genres') === '27');
        await sheet.waitFor({ state: 'hidden', ...WAIT });
        await expect.poll(() => cardTitles(page), WAIT).toEqual(horror.results.map(nameOf));
        await expect.poll(() => chips(page), WAIT).toEqual(['Horror']);
        await screenshot(page, 'discover-chips-390', { ...SHOTS, fullPage: false });
      },
      { width: 'mobile' },
    );
  });
});
