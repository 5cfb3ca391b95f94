// Every converted route in every language (issue #46, "a browser test over every route in every language"): the
// page's h1 is in that language (not the English page's), <html lang> and the hreflang alternates are right, no
// text node is an untranslated key, and no text node is a message of the English catalog that the language
// translates differently (names and words that are the same in both, like "FAQ", are not English left over).
// ROUTES names the screens converted in the second part (docs/i18n.md); i18n-routes.test.ts covers every route
// from the server and the first part's screens in the browser. A screen converted later is added to one of them.
import { describe, expect, it } from 'vitest';
import { setupSite, withPage } from './site-support';
import { LANGS, leftovers } from './support/i18n-texts';

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
  { path: '/direct-search?q=star', name: 'direct search' },
  { path: '/direct-search', name: 'direct search (no query)' },
  {
    path: '/advanced-search/movie?with_genres=28&vote_average.gte=7&with_runtime.lte=120&sort_by=vote_average.desc',
    name: 'discover with applied filters',
  },
];

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

      expect(await leftovers(page, lang)).toEqual({ keys: [], english: [] });
    });
  });
});
