// Issue #45 items 3 and 11, in a real Chromium online: the import's preview promises what the save does (a title
// already on My List is counted as such, not as one to add), and My List refreshes itself from the server once
// the import's writes have reached it (a GET /api/watchlist follows the last PUT, every title leaves "Not
// checked in United States yet" and shows its year) without a reload.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newOfflineContext, openControlled, errorsOf, setupOfflineHarness } from './offline-support';

const h = setupOfflineHarness();

const HEADER =
  'Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors';
const BATMAN =
  'tt0103776,8,2024-01-01,Batman Returns,Batman Returns,https://www.imdb.com/title/tt0103776/,Movie,6.9,,1992,,,1992-01-01,';
const KNIGHT =
  'tt0468569,10,2024-01-30,The Dark Knight,The Dark Knight,https://www.imdb.com/title/tt0468569/,Movie,8.5,,2008,,,2008-01-01,';
const csv = (name: string, ...rows: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from([HEADER, ...rows].join('\n') + '\n'),
});

async function preview(page: Page, file: ReturnType<typeof csv>): Promise<string> {
  await page.getByTestId('import-open').click();
  await page.getByTestId('import-file').setInputFiles(file);
  await page.getByTestId('import-preview').waitFor({ timeout: 60_000 });
  const confirm = page.getByTestId('import-confirm');
  await expect.poll(() => confirm.isEnabled(), { timeout: 10_000 }).toBe(true);
  const note = page.getByTestId('import-plan');
  return [await confirm.innerText(), ...((await note.count()) ? [await note.innerText()] : [])].join(' | ');
}

async function confirmAndClose(page: Page): Promise<string> {
  await page.getByTestId('import-confirm').click();
  const summary = await page.getByTestId('import-summary').innerText({ timeout: 60_000 });
  // Escape, not a click on Done: the "Rating saved" toast may cover it (item 4, fixed apart).
  await page.keyboard.press('Escape');
  await page.getByTestId('import-dialog').waitFor({ state: 'hidden' });
  return summary;
}

describe('an import on My List', () => {
  it('the preview counts a title already on My List as such, and the summary keeps its promise', async () => {
    const context = await newOfflineContext(h);
    try {
      const page = await openControlled(context, h, '/my-list');
      expect(await preview(page, csv('one.csv', BATMAN))).toBe('Add 1 title and 1 rating');
      await confirmAndClose(page);
      const label = await preview(page, csv('two.csv', BATMAN, KNIGHT));
      const summary = await confirmAndClose(page);
      // Batman Returns is already on My List: one title to add, two ratings (Batman's is the same; it is
      // written again, as the save does for a rating whose date is not older than the one here).
      expect(summary).toContain('1 title added to My List');
      expect(summary).toContain('1 title already on My List');
      expect(label).toMatch(/^Add 1 title\b/);
      expect(label).toContain('1 already on My List');
      expect(errorsOf(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('My List refreshes from the server after the import reached it, without a reload', async () => {
    const context = await newOfflineContext(h);
    const seen: string[] = [];
    context.on('requestfinished', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/api/watchlist')) seen.push(`${req.method()} ${url.pathname}`);
    });
    try {
      const page = await openControlled(context, h, '/my-list');
      await page.getByTestId('my-list-count').filter({ hasText: '0 titles' }).waitFor();
      await preview(page, csv('two.csv', BATMAN, KNIGHT));
      await confirmAndClose(page);
      await page.getByTestId('my-list-count').filter({ hasText: '2 titles' }).waitFor();
      // Both PUTs reached the server, then My List asked for the list again (the offers of the country).
      await expect
        .poll(
          () => {
            const lastPut = seen.findLastIndex((s) => s.startsWith('PUT '));
            const puts = seen.filter((s) => s.startsWith('PUT ')).length;
            return puts === 2 && seen.slice(lastPut).some((s) => s === 'GET /api/watchlist');
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      await page.getByTestId('my-list-group-unknown').waitFor({ state: 'detached', timeout: 10_000 });
      const cards = await page.getByTestId('my-list-item').allInnerTexts();
      expect(cards.join('\n')).toMatch(/1992/);
      expect(cards.join('\n')).toMatch(/2008/);
      expect(errorsOf(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
