// Every converted route in every language (issue #46, "a browser test over every route in every language"): the
// page's h1 is in that language (not the English page's), <html lang> and the hreflang alternates are right, no
// text node is an untranslated key, and no text node is a message of the English catalog that the language
// translates differently (names and words that are the same in both, like "FAQ", are not English left over).
// SCREENS (support/i18n-screens.ts) names the screens converted in the second part (docs/i18n.md);
// i18n-routes.test.ts covers every route from the server and the first part's screens and the title pages in the
// browser, and fails when a route of the table is in neither list. A screen converted later is added to one of them.
// One page in one context serves every check, one after the other (a context each cost 90 contexts a run).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { setupSite, siteContext } from './site-support';
import { VIEWPORTS } from './support/browser';
import { SCREENS } from './support/i18n-screens';
import { LANGS, leftovers } from './support/i18n-texts';

const h = setupSite();

let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  // What withPage gives a test (saved country, desktop viewport, no service worker), kept for the whole file.
  context = await siteContext(h.browser, 'US', { viewport: VIEWPORTS.desktop, serviceWorkers: 'block' });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
});

/** The English page's h1 of `path`, read once per route (the same page for the five languages). */
const englishH1s = new Map<string, string>();
async function englishH1Of(path: string): Promise<string> {
  if (!englishH1s.has(path)) {
    await page.goto(h.server.url + path);
    englishH1s.set(path, (await page.locator('h1').first().innerText()).trim());
  }
  return englishH1s.get(path)!;
}

describe.each(SCREENS)('$name in every language', ({ path }) => {
  it.each(LANGS)('%s', async (lang) => {
    const englishH1 = await englishH1Of(path);
    await page.goto(`${h.server.url}/${lang}${path}`);
    await page.locator('h1').first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    const h1 = (await page.locator('h1').first().innerText()).trim();
    expect(h1.length).toBeGreaterThan(0);
    expect(h1).not.toBe(englishH1);

    const alternates = await page
      .locator('link[rel=alternate][hreflang]')
      .evaluateAll((els) =>
        els.map((e) => `${e.getAttribute('hreflang')} ${new URL(e.getAttribute('href')!).pathname}`),
      );
    // Alternates name the page's address without its query (a search's results are not pages of their own).
    const address = path.split('?')[0];
    expect(alternates).toEqual(
      expect.arrayContaining([
        `en ${address}`,
        `x-default ${address}`,
        ...LANGS.map((l) => `${l} /${l}${address}`),
      ]),
    );

    expect(await leftovers(page, lang)).toEqual({ keys: [], english: [] });
  });
});
