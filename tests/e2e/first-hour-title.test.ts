// The title page answers 'where can I watch it?' under the title (issue #36 items 4-5): above the fold on a
// 390 px phone, linking to the full panel; the visitor's own service named first; 'Not streaming in {country} -
// available in N countries'; no tall empty box for a title without a backdrop; ratings that say whose they are.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Country, MovieDetails } from '../../api/src/contract';
import { getJson, screenshot, setupSite, withPage } from './support/harness';

const h = setupSite();
const WAIT = { timeout: 30_000 };
const SHOTS = { dir: 'test-results/first-hour' };

async function openTitle(page: Page, url: string) {
  await page.goto(url);
  await page.getByTestId('availability-panel').waitFor(WAIT);
}

const answer = (page: Page) => page.getByTestId('watch-answer');

describe('the answer under the title', () => {
  it('is above the fold at 390 px and jumps to the full panel', async () => {
    const fc = await getJson<MovieDetails>(h.server, '/api/movie/550?region=US');
    const flatrate = fc['watch/providers']?.results?.US?.flatrate ?? [];
    expect(flatrate.length).toBeGreaterThan(0);
    await withPage(
      h,
      async (page) => {
        await openTitle(page, `${h.server.url}/movies/fight-club`);
        expect(await answer(page).innerText()).toMatch(/^Stream on /);
        expect(await answer(page).innerText()).toContain(
          [...flatrate].sort((a, b) => (a.display_priority ?? 0) - (b.display_priority ?? 0))[0]
            .provider_name,
        );
        const box = await page.getByTestId('quick-providers').boundingBox();
        expect(box!.y + box!.height).toBeLessThanOrEqual(844);
        // Whose score and on which scale: TMDB's out of 5 in the header; the visitors' line says it has none yet.
        expect(await page.getByTestId('title-meta').innerText()).toMatch(/TMDB\s*★\s*4\.2\/5/);
        await expect
          .poll(() => page.getByTestId('average-rating').innerText(), WAIT)
          .toBe('TMDB 4.2/5 · no visitor ratings yet');
        await screenshot(page, 'title-390', { ...SHOTS, fullPage: false });
        await page.getByTestId('quick-providers').click();
        await expect.poll(() => new URL(page.url()).hash).toBe('#where-to-watch');
        await expect
          .poll(() =>
            page.evaluate(() => document.getElementById('where-to-watch')!.getBoundingClientRect().top),
          )
          .toBeLessThan(200);
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
          .toMatch(/^Streaming options in /);
      },
      { width: 'mobile' },
    );
  });

  it('names the visitor’s own service', async () => {
    const fc = await getJson<MovieDetails>(h.server, '/api/movie/550?region=US');
    const last = (fc['watch/providers']?.results?.US?.flatrate ?? []).at(-1)!;
    await withPage(
      h,
      async (page, context) => {
        await context.addInitScript(
          (id) => localStorage.setItem('streamfinder_my_services', JSON.stringify({ US: [id] })),
          last.provider_id,
        );
        await openTitle(page, `${h.server.url}/movies/fight-club`);
        await expect.poll(() => answer(page).innerText(), WAIT).toBe(`On your ${last.provider_name}`);
      },
      { width: 'desktop' },
    );
  });

  it('says where else it streams when it does not here', async () => {
    const fc = await getJson<MovieDetails>(h.server, '/api/movie/550?region=US');
    const countries = await getJson<Country[]>(h.server, '/api/countries');
    const elsewhere = fc['watch/providers']?.available_in ?? [];
    const away = countries.find(
      (c) => !elsewhere.includes(c.iso_3166_1) && !fc['watch/providers']?.results?.[c.iso_3166_1],
    );
    expect(away).toBeDefined();
    await withPage(
      h,
      async (page) => {
        await openTitle(page, `${h.server.url}/movies/fight-club`);
        await expect
          .poll(() => answer(page).innerText(), WAIT)
          .toBe(`Not streaming in ${away!.english_name} - available in ${elsewhere.length} countries`);
        await screenshot(page, 'title-not-here-1280', { ...SHOTS, fullPage: false });
      },
      { country: away!.iso_3166_1 },
    );
  });

  it('draws no tall empty backdrop box for a title without a backdrop', async () => {
    const bare = await getJson<MovieDetails>(h.server, '/api/movie/5?region=US');
    expect(bare.backdrop_path).toBeNull();
    for (const width of ['desktop', 'mobile'] as const) {
      await withPage(
        h,
        async (page) => {
          await openTitle(page, `${h.server.url}/movie/5`);
          const backdrop = await page.getByTestId('backdrop').boundingBox();
          expect(backdrop!.height).toBeLessThanOrEqual(80);
          // The poster starts under the Back to Home button, not over an empty box.
          const poster = await page.getByTestId('title-poster').boundingBox();
          expect(poster!.y).toBeGreaterThanOrEqual(backdrop!.y + backdrop!.height);
          expect(poster!.y).toBeLessThan(200);
          await screenshot(page, `title-no-backdrop-${width}`, { ...SHOTS, fullPage: false });
        },
        { width },
      );
    }
  });
});
