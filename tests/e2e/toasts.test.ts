// A toast says what happened and covers no control just used (issue #45 item 4 and its class): after an import
// online, "Rating saved! A rating you made offline has been synced." appeared (nothing was made offline), over
// the dialog's Done button; and a toast never lands on the control the visitor just pressed.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openControlled, screenshot, setupOfflineHarness } from './offline-support';
import { newContext } from './support/browser';

const h = setupOfflineHarness();

/** Records the text and box of every toast that shows (a toast can come and go between two polls). */
async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: Array<{ text: string; rect: { x: number; y: number; width: number; height: number } }> = [];
    (window as unknown as { toastsSeen: typeof seen }).toastsSeen = seen;
    const note = (el: Element) =>
      requestAnimationFrame(() => {
        const r = el.getBoundingClientRect();
        seen.push({
          text: (el as HTMLElement).innerText,
          rect: { x: r.x, y: r.y, width: r.width, height: r.height },
        });
      });
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof Element) {
            if (n.matches('[data-scope=toast][data-part=root]')) note(n);
            n.querySelectorAll('[data-scope=toast][data-part=root]').forEach(note);
          }
    }).observe(document, { childList: true, subtree: true });
  });
}
const toastsSeen = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { toastsSeen: Array<{ text: string; rect: DOMRectInit }> }).toastsSeen ?? [],
  );

const overlaps = (a: DOMRectInit, b: DOMRectInit) =>
  a.x! < b.x! + b.width! && b.x! < a.x! + a.width! && a.y! < b.y! + b.height! && b.y! < a.y! + a.height!;

async function boxOf(l: Locator) {
  const b = await l.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
}

describe('toasts', () => {
  it('an import online gives no "made offline" toast, and the dialog\'s Done stays free', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sf-toast-import-'));
    const file = join(dir, 'ratings.csv');
    writeFileSync(
      file,
      [
        'Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors',
        'tt0103776,8,2024-01-01,Batman Returns,Batman Returns,https://www.imdb.com/title/tt0103776/,Movie,6.9,,1992,,,1992-01-01,',
        'tt0084917,6,2024-01-03,The World According to Garp,The World According to Garp,https://www.imdb.com/title/tt0084917/,Movie,6.7,,1982,,,1982-01-01,',
      ].join('\n'),
    );
    for (const width of [390, 1280]) {
      const context = await newContext(h.browser, {
        serviceWorkers: 'allow',
        viewport: { width, height: width < 768 ? 844 : 800 },
      });
      try {
        await context.addInitScript(() => localStorage.setItem('selectedCountry', 'US'));
        await recordToasts(context);
        const controlled = await openControlled(context, h, '/my-list');
        // The outbox is sent by the page or by the service worker's Background Sync, whichever takes its Web
        // Lock first (lib/outbox-core.ts): count the POSTs on the context, which sees the worker's own requests
        // (Chromium), and skip the page's copy of a request the worker answered.
        const ratingPosts: Promise<unknown>[] = [];
        context.on('response', (r) => {
          if (r.url().endsWith('/api/ratings') && r.request().method() === 'POST' && !r.fromServiceWorker())
            ratingPosts.push(r.finished());
        });
        await controlled.getByTestId('import-open').click({ timeout: 30_000 });
        await controlled.getByTestId('import-file').setInputFiles(file);
        await controlled.getByTestId('import-confirm').click({ timeout: 60_000 });
        await controlled.getByTestId('import-summary').waitFor({ timeout: 60_000 });
        const done = controlled.getByRole('button', { name: 'Done' });
        // The visitor's pointer is on Done, reading the summary, while the ratings reach the server.
        const d = await boxOf(done);
        await controlled.mouse.move(d.x + d.width / 2, d.y + d.height / 2);
        await expect.poll(() => ratingPosts.length, { timeout: 30_000 }).toBe(2);
        await Promise.all(ratingPosts);
        // The outbox's "saved" events reach the page within a frame or two of the responses; give them a second.
        await controlled.waitForTimeout(1000);
        const seen = await toastsSeen(controlled);
        expect(seen.map((t) => t.text).filter((t) => /offline/i.test(t))).toEqual([]);
        const doneBox = await boxOf(done);
        expect(seen.filter((t) => overlaps(t.rect, doneBox)).map((t) => t.text)).toEqual([]);
        // Done takes the click at once (Playwright's hit test: nothing lies over it).
        await done.click({ timeout: 2000 });
        await screenshot(controlled, `toasts-after-import-${width}`);
      } finally {
        await context.close();
      }
    }
  });

  it('a toast does not land on the button just pressed (a card at the bottom of a 390 px screen)', async () => {
    const context = await newContext(h.browser, { viewport: { width: 390, height: 844 } });
    try {
      await context.addInitScript(() => localStorage.setItem('selectedCountry', 'US'));
      await recordToasts(context);
      const page = await context.newPage();
      await page.goto(`${h.server.url}/search?q=the`);
      const save = page.getByTestId('card-save').nth(5);
      await save.waitFor({ timeout: 30_000 });
      // The button at the bottom edge of the screen, where the toaster used to put its toasts.
      await save.evaluate((el) => {
        const r = el.getBoundingClientRect();
        window.scrollBy(0, r.bottom - window.innerHeight + 4);
      });
      await save.click();
      const toast = page
        .locator('[data-scope=toast][data-part=root]')
        .filter({ hasText: 'Added to My List' });
      await toast.waitFor({ timeout: 15_000 });
      await expect.poll(async () => overlaps(await boxOf(toast), await boxOf(save))).toBe(false);
      // Pressed again at once, it takes the click (it was under the toast).
      await save.click({ timeout: 2000 });
      await page
        .locator('[data-scope=toast][data-part=root]')
        .filter({ hasText: 'Removed from My List' })
        .waitFor();
      await screenshot(page, 'toast-card-bottom-390');
    } finally {
      await context.close();
    }
  });
});
