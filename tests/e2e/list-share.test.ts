// "Share to StreamFinder" and "open with StreamFinder" (issue #38), in a real Chromium. Headless Chromium has no
// share sheet and cannot install the app, so the share is what the browser does after the sheet: a multipart
// POST to the manifest's share_target action, here a form submitted from a page the service worker controls.
// The worker answers it with the server stopped and the context offline (it keeps the file and sends the
// browser to My List), My List's import reads the file, shows the usual preview with the file's counts, and the
// kept file is gone. A bad shared file shows the message the same file gets when picked. The built manifest
// carries share_target and file_handlers (the launchQueue consumer is unit-tested: tests/client/my-list).
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  errorsOf,
  goOffline,
  newOfflineContext,
  openControlled,
  screenshot,
  setupOfflineHarness,
} from './offline-support';

const h = setupOfflineHarness();
const IMDB_300 = join(__dirname, '..', 'fixtures', 'import', 'imdb-ratings.csv');
type FileArg = string | { name: string; mimeType: string; buffer: Buffer };

/** Submits `file` to /share-target as the browser's share does (multipart/form-data, field "file"). */
async function share(page: Page, file: FileArg): Promise<void> {
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.method = 'post';
    form.enctype = 'multipart/form-data';
    form.action = '/share-target';
    form.id = 'test-share';
    const input = document.createElement('input');
    input.type = 'file';
    input.name = 'file';
    form.append(input);
    document.body.append(form);
  });
  await page.locator('#test-share input').setInputFiles(file);
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/my-list'),
    page.evaluate(() => (document.getElementById('test-share') as HTMLFormElement).submit()),
  ]);
}

const sharedLeft = (page: Page) =>
  page.evaluate(async () => (await (await caches.open('streamfinder-shared-import')).keys()).length);

describe('a file shared to the app', () => {
  it('offline: the service worker keeps it, My List previews it, the kept file is deleted', async () => {
    const context = await newOfflineContext(h);
    try {
      const page = await openControlled(context, h, '/my-list');
      await page.getByTestId('my-list-count').waitFor();
      // The catalog snapshot the device matches with offline (stored as My List's idle warm-up does).
      await page.evaluate(async () =>
        (await caches.open('streamfinder-match-catalog')).add('/api/match/catalog'),
      );
      await goOffline(context, h);
      await share(page, IMDB_300);
      await page.getByTestId('import-preview').waitFor({ timeout: 60_000 });
      const count = async (id: string) => Number(await page.getByTestId(`import-count-${id}`).innerText());
      expect([await count('matched'), await count('uncertain'), await count('not-found')]).toEqual([
        298, 0, 2,
      ]);
      expect(await page.getByTestId('import-preview').innerText()).toContain('in imdb-ratings.csv');
      // The one-time id left the address, and the file left Cache Storage.
      await expect.poll(() => new URL(page.url()).search).toBe('');
      expect(await sharedLeft(page)).toBe(0);
      await screenshot(page, 'import-shared-preview');
      await page.getByTestId('import-confirm').click();
      await page.getByTestId('import-summary').waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('import-summary').innerText()).toContain('298 titles added to My List');
      // A reload of the address finds nothing to import (the file was taken once).
      await page.reload();
      await page.getByTestId('my-list-count').waitFor();
      expect(await page.getByTestId('import-dialog').count()).toBe(0);
      expect(errorsOf(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);

  it('a bad shared file gets the message the same file gets when picked; My List unchanged', async () => {
    const context = await newOfflineContext(h);
    try {
      const page = await openControlled(context, h, '/my-list');
      await page.getByTestId('my-list-count').waitFor();
      const cases: Array<[string, FileArg]> = [
        [
          'binary',
          {
            name: 'poster.csv',
            mimeType: 'text/csv',
            buffer: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
          },
        ],
        [
          'wrong columns',
          {
            name: 'budget.csv',
            mimeType: 'text/csv',
            buffer: Buffer.from('Date,Amount,Category\n2024-01-01,12.5,Food\n'),
          },
        ],
      ];
      for (const [name, file] of cases) {
        await page.getByTestId('import-open').click();
        await page.getByTestId('import-file').setInputFiles(file);
        const alert = page.getByTestId('import-error-message');
        await alert.waitFor({ timeout: 30_000 });
        const picked = await alert.innerText();
        await page.keyboard.press('Escape');

        await share(page, file);
        await alert.waitFor({ timeout: 30_000 });
        expect(await alert.innerText(), name).toBe(picked);
        expect(await page.getByTestId('import-live').innerText(), name).toContain(picked);
        expect(await sharedLeft(page), name).toBe(0);
        await expect.poll(() => page.getByTestId('my-list-count').innerText()).toMatch(/^0 titles/);
        await page.keyboard.press('Escape');
      }
      // A share that carried no file: a message, not a blank page.
      await page.goto(`${h.server.url}/my-list?shared=failed`);
      await page.getByTestId('import-error-message').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('import-error-message').innerText()).toMatch(/could not be received/);
      expect(errorsOf(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('the built manifest names the share target and the file handlers', async () => {
    const manifest = (await (await fetch(`${h.server.url}/manifest.webmanifest`)).json()) as {
      share_target?: { action: string; method: string; enctype: string; params: { files: unknown } };
      file_handlers?: Array<{ action: string; accept: Record<string, string[]> }>;
    };
    expect(manifest.share_target).toEqual({
      action: '/share-target',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: {
        files: [{ name: 'file', accept: ['.csv', '.json', 'text/csv', 'application/json', 'text/plain'] }],
      },
    });
    expect(manifest.file_handlers).toEqual([
      { action: '/my-list?import=open', accept: { 'text/csv': ['.csv'], 'application/json': ['.json'] } },
    ]);
  });
});
