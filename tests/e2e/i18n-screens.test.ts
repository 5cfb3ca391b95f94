// Every converted route in every language (issue #46, "a browser test over every route in every language"): the
// page's h1 is in that language (not the English page's), <html lang> and the hreflang alternates are right, no
// text node is an untranslated key, and no text node is a message of the English catalog that the language
// translates differently (names and words that are the same in both, like "FAQ", are not English left over).
// ROUTES names the screens converted in the second part (docs/i18n.md); i18n-routes.test.ts covers every route
// from the server and the first part's screens in the browser. A screen converted later is added to one of them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupSite, withPage } from './site-support';

const LANGS = ['de', 'fr', 'es', 'it', 'ko'] as const;

/** The converted routes: an English address and what its page is. */
const ROUTES: Array<{ path: string; name: string }> = [
  { path: '/faq', name: 'faq' },
  { path: '/contact', name: 'contact' },
  { path: '/terms', name: 'terms' },
  { path: '/privacy', name: 'privacy' },
  { path: '/new', name: 'new' },
  { path: '/new/netflix/us', name: 'new on a service' },
  { path: '/upcoming-movies', name: 'upcoming' },
  { path: '/my-list', name: 'my list (empty)' },
  { path: '/search?q=star', name: 'search results' },
  { path: '/advanced-search/movie', name: 'discover' },
  { path: '/genre/28?type=movie', name: 'genre' },
  { path: '/category/movie', name: 'category' },
];

const catalog = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(join(__dirname, '../../client/i18n/messages', `${lang}.json`), 'utf8'));

/** The English messages that are plain text (no argument, no tag) and differ from `lang`'s translation. */
function englishLeftovers(lang: string): Set<string> {
  const en = catalog('en');
  const other = catalog(lang);
  return new Set(
    Object.entries(en)
      .filter(([key, text]) => !/[{<]/.test(text) && other[key] !== text)
      .map(([, text]) => text.trim()),
  );
}

const UNTRANSLATED_KEY = /^[a-z][a-zA-Z]*(\.[a-zA-Z0-9]+)+$/;

const h = setupSite();

/**
 * The English page's h1 of `path`, read once per route in a context of its own (the same page for the five
 * languages: reading it in each test loaded it five times, 60 of the file's 120 page loads).
 */
const englishH1s = new Map<string, Promise<string>>();
function englishH1Of(path: string): Promise<string> {
  if (!englishH1s.has(path))
    englishH1s.set(
      path,
      withPage(h, async (page) => {
        await page.goto(h.server.url + path);
        return (await page.locator('h1').first().innerText()).trim();
      }),
    );
  return englishH1s.get(path)!;
}

describe.each(ROUTES)('$name in every language', ({ path }) => {
  it.each(LANGS)('%s', async (lang) => {
    const englishH1 = await englishH1Of(path);
    await withPage(h, async (page) => {
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

      const texts = await page.evaluate(() => {
        const out: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const parent = n.parentElement;
          // A name the API has only in English is marked lang="en" on purpose (issue #46): no English left over.
          if (!parent || parent.closest('script,style,noscript,template,[lang="en"]')) continue;
          const text = n.textContent?.trim();
          if (text) out.push(text);
        }
        // Labels a screen reader says are text too.
        for (const el of document.body.querySelectorAll('[aria-label],[placeholder],[title]'))
          for (const attr of ['aria-label', 'placeholder', 'title']) {
            const value = el.getAttribute(attr)?.trim();
            if (value) out.push(value);
          }
        return out;
      });
      expect(texts.filter((t) => UNTRANSLATED_KEY.test(t))).toEqual([]);
      const english = englishLeftovers(lang);
      expect(texts.filter((t) => english.has(t))).toEqual([]);
    });
  });
});
