// The dialogs of My List and the search modal in German and Korean (issue #46): opened and stepped through (the
// import's preview, its error, a transfer code, the services), each screen has no untranslated key, no English
// catalog message, and no English message with its arguments filled in ("Matched (1)"). The routes themselves
// are i18n-screens.test.ts's and i18n-routes.test.ts's.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupSite, withPage } from './site-support';
import { hydrated } from './support/harness';
import { catalog, englishWithArguments, leftovers } from './support/i18n-texts';

const h = setupSite();
const WAIT = { timeout: 30_000 };

/** Opens `path` in `lang` and waits for hydration: the dialogs' triggers work only then. */
async function open(page: Page, lang: string, path: string) {
  await page.goto(`${h.server.url}/${lang}${path}`, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
}

async function expectTranslated(page: Page, lang: string, screen: string) {
  expect(await leftovers(page, lang), screen).toEqual({ keys: [], english: [] });
  expect(await englishWithArguments(page, lang), screen).toEqual([]);
}

/** A file of three rows: one the catalog has, one it does not, one that is no title at all. */
const CSV = {
  name: 'liste.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from('Title,Year\nFight Club,1999\nZzqx Nonexistent Qwv,2003\n'),
};
const BAD = { name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('Date,Amount\n2024-01-01,3\n') };

describe.each(['de', 'ko'])('My List and search dialogs in %s', (lang) => {
  const t = catalog(lang);

  it('import / export: pick, preview, error', async () => {
    await withPage(h, async (page) => {
      await open(page, lang, '/my-list');
      await page.getByTestId('import-open').click();
      await page.getByTestId('import-dialog').waitFor(WAIT);
      await expectTranslated(page, lang, 'import: pick a file');

      await page.getByTestId('import-file').setInputFiles(CSV);
      await page.getByTestId('import-preview').waitFor(WAIT);
      await page.getByTestId('import-plan').or(page.getByTestId('import-confirm')).first().waitFor(WAIT);
      await page.locator('[data-testid=import-matched]').locator('..').locator('summary').click();
      await expectTranslated(page, lang, 'import: preview');

      await page.getByTestId('import-discard').click();
      await page.getByTestId('import-file').setInputFiles(BAD);
      await page.getByTestId('import-error').waitFor(WAIT);
      expect(await page.getByTestId('import-error-message').innerText()).toContain('Date, Amount');
      await expectTranslated(page, lang, 'import: error');
    });
  });

  it('copy to another device: a code', async () => {
    await withPage(h, async (page) => {
      await open(page, lang, '/my-list');
      await page.getByTestId('transfer-open').click();
      await page.getByTestId('transfer-dialog').waitFor(WAIT);
      await page.getByRole('button', { name: t['transfer.create'] }).click();
      await page.getByTestId('transfer-code').waitFor(WAIT);
      await expectTranslated(page, lang, 'transfer');
    });
  });

  it('my services', async () => {
    await withPage(h, async (page) => {
      await open(page, lang, '/my-list');
      await page.getByTestId('my-services-open').first().click();
      await page.getByTestId('my-service-option').first().waitFor(WAIT);
      await expectTranslated(page, lang, 'my services');
    });
  });

  it('search modal: prompt, suggestions, no results', async () => {
    await withPage(h, async (page) => {
      await open(page, lang, '/');
      await page.getByTestId('search-launcher').click();
      const modal = page.getByTestId('search-modal');
      await modal.waitFor(WAIT);
      await expectTranslated(page, lang, 'search: prompt');

      const input = modal.getByRole('combobox');
      await input.fill('Fight');
      await modal.getByTestId('suggestion').first().waitFor(WAIT);
      await expectTranslated(page, lang, 'search: suggestions');

      await input.fill('zzqxvv');
      await modal
        .getByText(new RegExp(t['search.noResultsFor'].replace(/\{q\}.*/, '')))
        .first()
        .waitFor(WAIT);
      await expectTranslated(page, lang, 'search: no results');
    });
  });
});
