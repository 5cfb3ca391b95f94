// Issue #46: a title page in the title's original language shows the original title as its h1, with the English
// title beside it (Oldboy -> 올드보이 on /ko/, Pan's Labyrinth -> El laberinto del fauno on /es/); in any other
// language, and in English, the h1 stays the English title with nothing beside it. Checked in the server's HTML
// (before any script) and after hydration (the browser renders the same).
import { describe, expect, it } from 'vitest';
import { hydrated, setupSite, withPage } from './support/harness';

const h = setupSite();

const CASES = [
  { address: '/ko/movie/670', h1: '올드보이', lang: 'ko', english: 'Oldboy' },
  { address: '/es/movie/1417', h1: 'El laberinto del fauno', lang: 'es', english: "Pan's Labyrinth" },
  { address: '/movie/670', h1: 'Oldboy', lang: null, english: null },
  { address: '/de/movie/670', h1: 'Oldboy', lang: null, english: null },
  { address: '/ko/movie/1417', h1: "Pan's Labyrinth", lang: null, english: null },
];

describe("a title page in the title's own language (issue #46)", () => {
  it('the server writes the original title as the h1 and the English one beside it', async () => {
    for (const c of CASES) {
      const html = await (await fetch(h.server.url + c.address)).text();
      const h1s = [...html.matchAll(/<h1\b([^>]*)>([^<]*)<\/h1>/g)];
      expect(
        h1s.map((m) => m[2]),
        c.address,
      ).toEqual([c.h1.replace("'", '&#x27;')]);
      expect(/lang="(\w+)"/.exec(h1s[0][1])?.[1] ?? null, c.address).toBe(c.lang);
      const beside = /data-testid="title-english"[^>]*>(.*?)<\/p>/.exec(html)?.[1];
      expect(beside?.replace(/<[^>]+>.*?<\/span>/, '').replace('&#x27;', "'") ?? null, c.address).toBe(
        c.english,
      );
    }
  });

  it('hydrated, the page keeps them: one h1, the English title beside it, in English', async () => {
    await withPage(h, async (page) => {
      for (const c of CASES) {
        await page.goto(h.server.url + c.address);
        await hydrated(page);
        expect(await page.locator('h1').textContent(), c.address).toBe(c.h1);
        expect(await page.locator('h1').count(), c.address).toBe(1);
        expect(await page.locator('h1').getAttribute('lang'), c.address).toBe(c.lang);
        const beside = page.getByTestId('title-english');
        if (c.english === null) {
          expect(await beside.count(), c.address).toBe(0);
        } else {
          expect(await beside.getAttribute('lang'), c.address).toBe('en');
          // Visible: the English title; for a screen reader, also what it is ("English title: Oldboy").
          expect(await beside.evaluate((el) => (el as HTMLElement).innerText.trim()), c.address).toContain(
            c.english,
          );
          expect(await beside.textContent(), c.address).toMatch(new RegExp(`: ${c.english}$`));
        }
      }
    });
  });
});

describe("a title page's genre chips in the page's language (issue #46)", () => {
  // Pulp Fiction is Thriller, Crime and Comedy: TMDB's names in German (Krimi, Komödie) and French (Comédie), none
  // marked English; Korean in Hangul.
  const CHIPS = [
    {
      address: '/movie/680',
      chips: [
        ['Thriller', null],
        ['Crime', null],
        ['Comedy', null],
      ],
    },
    {
      address: '/de/movie/680',
      chips: [
        ['Thriller', null],
        ['Krimi', null],
        ['Komödie', null],
      ],
    },
    {
      address: '/fr/movie/680',
      chips: [
        ['Thriller', null],
        ['Crime', null],
        ['Comédie', null],
      ],
    },
    {
      address: '/ko/movie/680',
      chips: [
        ['스릴러', null],
        ['범죄', null],
        ['코미디', null],
      ],
    },
  ] as const;
  const sorted = (chips: ReadonlyArray<readonly [string, string | null]>) =>
    [...chips].map(([name, lang]) => `${name}:${lang}`).sort();

  it("the server's HTML and the hydrated page name them alike", async () => {
    await withPage(h, async (page) => {
      for (const c of CHIPS) {
        const html = await (await fetch(h.server.url + c.address)).text();
        const list = /data-testid="genre-chips"[^>]*>(.*?)<\/ul>/.exec(html)?.[1] ?? '';
        const served = [...list.matchAll(/<a\b([^>]*)>([^<]*)<\/a>/g)].map(
          (m) => [m[2], /\blang="(\w+)"/.exec(m[1])?.[1] ?? null] as const,
        );
        expect(sorted(served), c.address).toEqual(sorted(c.chips));
        await page.goto(h.server.url + c.address);
        await hydrated(page);
        const shown = await page
          .getByTestId('genre-chips')
          .getByRole('link')
          .evaluateAll((links) => links.map((a) => [a.textContent ?? '', a.getAttribute('lang')] as const));
        expect(sorted(shown), c.address).toEqual(sorted(c.chips));
      }
    });
  });
});

describe("search finds a title by its original title in the page's language (issue #46)", () => {
  const SEARCHES = [
    { lang: 'ko', query: '올드보이', href: '/ko/movies/oldboy' },
    { lang: 'es', query: 'laberinto del fauno', href: '/es/movies/pans-labyrinth' },
  ];

  it("first in the search results and first in the search box's suggestions", async () => {
    await withPage(h, async (page) => {
      for (const c of SEARCHES) {
        await page.goto(`${h.server.url}/${c.lang}/search?q=${encodeURIComponent(c.query)}`);
        await hydrated(page);
        await page.getByTestId('title-card').first().waitFor({ timeout: 30_000 });
        expect(await page.getByTestId('title-card').first().getAttribute('href'), c.query).toBe(c.href);

        await page.goto(`${h.server.url}/${c.lang}/`);
        await hydrated(page);
        await page.getByTestId('search-launcher').click();
        await page.getByRole('dialog').waitFor();
        await page.keyboard.type(c.query);
        const first = page.getByRole('option').first();
        await first.waitFor({ timeout: 30_000 });
        // The first suggestion opens the title.
        await first.click();
        await page.waitForURL((url) => url.pathname === c.href, { timeout: 30_000 });
      }
    });
  });
});

describe('English text from the data is marked English on a page in another language (issue #46)', () => {
  // The embedded catalog's overviews are English: on /de/ the title's overview and the home hero's carry lang="en"
  // (a screen reader reads them as English); on an English page they carry none.
  const overviewLang = (html: string, cls: string) =>
    new RegExp(`<p class="${cls}"(?: lang="(\\w+)")?>`).exec(html)?.slice(0, 2) ?? null;

  it("the server's HTML and the hydrated page mark the overview", async () => {
    await withPage(h, async (page) => {
      for (const [address, cls, lang] of [
        ['/de/movies/fight-club', 'sf-tp-overview', 'en'],
        ['/movies/fight-club', 'sf-tp-overview', undefined],
        ['/ko/', 'sf-hero__overview', 'en'],
        ['/', 'sf-hero__overview', undefined],
      ] as const) {
        const served = overviewLang(await (await fetch(h.server.url + address)).text(), cls);
        expect(served, address).not.toBeNull();
        expect(served![1], address).toBe(lang);
        await page.goto(h.server.url + address);
        await hydrated(page);
        expect(await page.locator(`p.${cls}`).first().getAttribute('lang'), address).toBe(lang ?? null);
      }
    });
  });
});
