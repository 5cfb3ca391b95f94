// One function builds a title's head for server and client (issue #43, api/src/contract/title-head.ts): the head
// a direct load gets from the server (seo.service.ts, with JSON-LD for crawlers) and the one the app sets after
// an in-app navigation (title-page.tsx through usePageMeta) have the same title, description, canonical, hreflang
// alternates, Open Graph and Twitter tags. Dororo has a backdrop and no poster: the image rule is the one that differed.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TvDetails } from '../../api/src/contract';
import { HEAD_TEXTS } from '../../api/src/contract/head-texts';
import { LOCALES, localeOfPath, localizePath } from '../../api/src/contract/locales';
import { getJson, gotoInApp, setupSite, withPage } from './support/harness';

const h = setupSite();

/** The head tags both sides write, read from `doc` (the live document, or the server's HTML parsed). */
function headOf(page: Page, html?: string): Promise<Record<string, string | null>> {
  return page.evaluate((source) => {
    const doc = source ? new DOMParser().parseFromString(source, 'text/html') : document;
    const meta = (attr: string, key: string) =>
      doc.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`)?.content ?? null;
    const out: Record<string, string | null> = {
      title: doc.title,
      canonical:
        doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href') ?? null,
      description: meta('name', 'description'),
      // Its address in every language (issue #46): the app's after navigation, not the first page's.
      alternates: [...doc.head.querySelectorAll('link[rel="alternate"][hreflang]')]
        .map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`)
        .join(', '),
    };
    for (const key of ['site_name', 'type', 'title', 'description', 'url', 'image'])
      out[`og:${key}`] = meta('property', `og:${key}`);
    for (const key of ['card', 'title', 'description', 'image'])
      out[`twitter:${key}`] = meta('name', `twitter:${key}`);
    return out;
  }, html ?? null);
}

describe("a title's head", () => {
  it.each([['/movies/fight-club'], ['/tv-shows/game-of-thrones'], ['tv:21298'], ['/de/movies/fight-club']])(
    '%s: the same from the server and from the client after navigation',
    async (address) => {
      let path = address;
      if (address.startsWith('tv:')) {
        const details = await getJson<TvDetails>(h.server, `/api/tv/${address.slice(3)}?region=US`);
        expect(details.poster_path).toBeFalsy();
        expect(details.backdrop_path).toBeTruthy();
        path = `/tv-shows/${details.slug}`;
      }
      const served = await (await fetch(h.server.url + path)).text();
      await withPage(h, async (page) => {
        const server = await headOf(page, served);
        // In the page's language (issue #46): a German title page's head is German, with its JSON-LD.
        const locale = localeOfPath(path);
        if (locale === 'de') {
          expect(server.title).toBe(HEAD_TEXTS.de.title('Fight Club', 'movie'));
          expect(server.description).toMatch(/^Wo du Fight Club \(1999\) schauen kannst/);
          expect(served).toContain('<html lang="de"');
          expect(served).not.toMatch(/Stream on |Rent on |Buy on |Anonymous User/);
        } else expect(server.title).toMatch(/^Where to Watch /);
        expect(new URL(server.canonical!).pathname).toBe(path);
        expect(served).toContain('application/ld+json');
        expect(server['og:image']).toBeTruthy();
        await gotoInApp(page, h.server.url, path);
        await page.getByTestId('title-heading').waitFor();
        await page.waitForFunction((t) => document.title === t, server.title);
        expect(await headOf(page)).toEqual(server);
      });
    },
  );
});

describe("an unknown title's head, in the page's language (issue #46)", () => {
  it.each(LOCALES.map((l) => [l]))('%s: the server and the app name the 404 alike', async (locale) => {
    const path = localizePath(locale, '/movies/no-such-title-anywhere');
    const res = await fetch(h.server.url + path);
    expect(res.status).toBe(404);
    const served = await res.text();
    await withPage(h, async (page) => {
      expect((await headOf(page, served)).title).toBe(HEAD_TEXTS[locale].notFound);
      // Every title the document has on the way (the app's own, then /404's after the redirect), recorded.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { sfTitles: string[] }).sfTitles = seen;
        const note = () => seen[seen.length - 1] !== document.title && seen.push(document.title);
        new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
      });
      await gotoInApp(page, h.server.url, path);
      await page.waitForFunction(() => location.pathname.endsWith('/404'));
      await page.waitForFunction(() => document.title.includes('404'));
      const titles = await page.evaluate(() => (window as unknown as { sfTitles: string[] }).sfTitles);
      expect(titles, path).toContain(HEAD_TEXTS[locale].notFound);
      if (locale !== 'en')
        expect(
          titles.filter((t) => /\b(Movie|TV Show|Page Not Found)\b/.test(t)),
          path,
        ).toEqual([]);
    });
  });
});
