// Journeys the way people browse (issue 11): ONE browser context, moving page to page by clicking links,
// the header search and the home search modal, so every page starts from the cache the previous ones left.
// The walk is an Eulerian circuit of the complete directed graph of the screens below, so each ordered pair
// (A then B) is travelled exactly once, then the last page is reloaded (the persisted cache is restored).
// At every stop: no page error, no console error, the page's heading and content visible, never the error
// boundary (My List included, issue 14). Screens without a link from everywhere are reached through the usual
// path (Discover TV through the Discover page's tab, the modal through Home, 404 through the address bar).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupSite, siteContext } from './support/harness';

const h = setupSite();
const WAIT = { timeout: 20_000 };

type Node =
  | 'home'
  | 'modal'
  | 'search'
  | 'category'
  | 'genre'
  | 'discoverMovie'
  | 'discoverTv'
  | 'upcoming'
  | 'movie'
  | 'tv'
  | 'static'
  | 'myList'
  | 'notFound';
const NODES: Node[] = [
  'home',
  'modal',
  'search',
  'category',
  'genre',
  'discoverMovie',
  'discoverTv',
  'upcoming',
  'movie',
  'tv',
  'static',
  'myList',
  'notFound',
];

/** Hierholzer on the complete directed graph: every ordered pair once, starting and ending at home. */
export function eulerCircuit(nodes: readonly Node[]): Node[] {
  const out = new Map(nodes.map((n) => [n, nodes.filter((m) => m !== n)]));
  const stack: Node[] = [nodes[0]];
  const circuit: Node[] = [];
  while (stack.length) {
    const v = stack[stack.length - 1];
    const next = out.get(v)!;
    if (next.length) stack.push(next.shift()!);
    else circuit.push(stack.pop()!);
  }
  return circuit.reverse();
}

const STATIC_PAGES = [
  { link: 'FAQ', h1: /Frequently Asked Questions|FAQ/i },
  { link: 'Contact', h1: /Contact/i },
  { link: 'Privacy Policy', h1: /Privacy/i },
  { link: 'Terms of Service', h1: /Terms/i },
];
let staticVisits = 0;

const header = (page: Page) => page.locator('header').first();
const footer = (page: Page) => page.locator('footer').first();
const navLink = (page: Page, name: string) =>
  header(page).locator('nav[aria-label=Main]').getByRole('link', { name, exact: true });

async function closeModalIfOpen(page: Page) {
  if (await page.getByTestId('search-modal').isVisible()) {
    await page.keyboard.press('Escape');
    await page.getByTestId('search-modal').waitFor({ state: 'hidden', ...WAIT });
  }
}

/** Types in the header search (or, on home, the search modal) and picks the suggestion named `title`. */
async function pickSuggestion(page: Page, title: string) {
  if (!(await page.getByTestId('search-modal').isVisible())) {
    if (new URL(page.url()).pathname === '/') await openModal(page);
    else await header(page).getByTestId('search-toggle').click();
  }
  const input = page.getByRole('combobox', { name: 'Search movies and TV shows' }).last();
  await input.fill(title.toLowerCase());
  const option = page.getByTestId('suggestion').filter({ hasText: title }).first();
  try {
    await option.waitFor(WAIT);
  } catch (err) {
    const shown = await page.getByTestId('suggestion').allInnerTexts();
    throw new Error(
      `no suggestion "${title}" at ${page.url()}: field ${JSON.stringify(await input.inputValue())}, ` +
        `suggestions ${JSON.stringify(shown)}, listbox ${JSON.stringify(await page.getByRole('listbox').allInnerTexts())} (${(err as Error).message})`,
    );
  }
  await option.click();
}

async function openModal(page: Page) {
  if (new URL(page.url()).pathname !== '/') await go(page, 'home');
  await page.getByTestId('search-launcher').click();
  await page.getByTestId('search-modal').waitFor(WAIT);
}

/** Moves from the current screen to `to` the way a visitor would. */
async function go(page: Page, to: Node): Promise<void> {
  if (to !== 'modal' && to !== 'movie' && to !== 'tv' && to !== 'search') await closeModalIfOpen(page);
  switch (to) {
    case 'home':
      return navLink(page, 'Home').click();
    case 'modal':
      return openModal(page);
    case 'search': {
      if (!(await page.getByTestId('search-modal').isVisible())) {
        if (new URL(page.url()).pathname === '/') await openModal(page);
        else await header(page).getByTestId('search-toggle').click();
      }
      const input = page.getByRole('combobox', { name: 'Search movies and TV shows' }).last();
      await input.fill('star');
      return input.press('Enter');
    }
    case 'category':
      return navLink(page, 'Movies').click();
    case 'genre':
      return footer(page).getByRole('link', { name: 'Drama', exact: true }).click();
    case 'discoverMovie':
      return navLink(page, 'Discover').click();
    case 'discoverTv':
      if (!new URL(page.url()).pathname.startsWith('/advanced-search')) {
        await navLink(page, 'Discover').click();
        await page
          .locator('main h1')
          .filter({ hasText: /^Browse Movies$/ })
          .waitFor(WAIT);
      }
      return page.locator('main').getByRole('tab', { name: 'TV Shows' }).click();
    case 'upcoming':
      return navLink(page, 'Upcoming').click();
    case 'movie':
      return pickSuggestion(page, 'Fight Club');
    case 'tv':
      return pickSuggestion(page, 'Game of Thrones');
    case 'static': {
      const target = STATIC_PAGES[staticVisits++ % STATIC_PAGES.length];
      return footer(page).getByRole('link', { name: target.link, exact: true }).click();
    }
    case 'myList':
      // By address: the link's name carries the saved count once something is saved.
      return header(page).locator('nav[aria-label=Main] a[href="/my-list"]').click();
    case 'notFound':
      // No link leads to a missing page: people type or paste the address.
      await page.goto(`${h.server.url}/no-such-page-${staticVisits}`);
      return;
  }
}

const PATHS: Record<Node, string> = {
  home: '^/$',
  modal: '^/$',
  search: '^/search$',
  category: '^/category/movie',
  genre: '^/genre/18',
  discoverMovie: '^/advanced-search(/movie)?$',
  discoverTv: '^/advanced-search/tv$',
  upcoming: '^/upcoming-movies$',
  movie: '^/movies/[a-z0-9-]+$',
  tv: '^/tv-shows/[a-z0-9-]+$',
  static: '^/(faq|contact|privacy|terms)$',
  myList: '^/my-list$',
  notFound: '^/no-such-page-',
};

/**
 * Each screen's whole h1 (a pattern over all of its text, case-insensitive). Whole, not a part: a router
 * transition changes the address before the new page commits, and a part ("Movie") also matches the page
 * still on display ("Drama Movies"), which let the walk click on while the page it had left was replaced.
 */
const HEADINGS: Record<Node, string> = {
  home: '^Find where to watch movies and TV shows$',
  modal: '^Find where to watch movies and TV shows$',
  search: '^Search results for "star"$',
  category: '^Popular Movies$',
  genre: '^Drama Movies$',
  discoverMovie: '^Browse Movies$',
  discoverTv: '^Browse TV Shows$',
  upcoming: '^Upcoming Movies & New Releases in ',
  movie: '^Fight Club$',
  tv: '^Game of Thrones$',
  static: `^(${STATIC_PAGES.map((p) => p.h1.source).join('|')})`,
  myList: '^My List$',
  notFound: '^404 - Page Not Found$',
};

/** Screens that list titles: content visible means at least one title link in <main>. */
const LISTS = new Set<Node>([
  'home',
  'modal',
  'search',
  'category',
  'genre',
  'discoverMovie',
  'discoverTv',
  'upcoming',
]);

/**
 * The screen is `node`: its address, one h1 with its heading, its content, header and footer, and never the
 * error boundary. Checked inside the page in one wait (cheap on a loaded machine).
 */
async function expectAt(page: Page, node: Node) {
  const state = {
    path: PATHS[node],
    heading: HEADINGS[node],
    list: LISTS.has(node),
    modal: node === 'modal',
  };
  try {
    await page.waitForFunction(
      (s) => {
        const main = document.querySelector('main');
        const h1s = main ? main.querySelectorAll('h1') : [];
        if (document.querySelector('[data-testid="page-error"]')) return true; // fail fast below
        return (
          new RegExp(s.path).test(location.pathname) &&
          h1s.length === 1 &&
          new RegExp(s.heading, 'i').test((h1s[0].textContent ?? '').trim()) &&
          (!s.list || !!main?.querySelector('a[href^="/movies/"], a[href^="/tv-shows/"]')) &&
          (!s.modal || !!document.querySelector('[data-testid="search-modal"]')) &&
          !!document.querySelector('header') &&
          !!document.querySelector('footer')
        );
      },
      state,
      { timeout: 30_000, polling: 100 },
    );
  } catch (err) {
    const h1 = await page.locator('main h1').allInnerTexts();
    throw new Error(
      `not at ${node}: ${new URL(page.url()).pathname}, h1 ${JSON.stringify(h1)} (${(err as Error).message})`,
    );
  }
  expect(await page.getByTestId('page-error').count(), `error boundary on ${page.url()}`).toBe(0);
}

describe('journeys in one browser context', () => {
  it('walks every ordered pair of screens by clicking, then reloads, with no error anywhere', async () => {
    const walk = eulerCircuit(NODES);
    expect(walk).toHaveLength(NODES.length * (NODES.length - 1) + 1);
    const context = await siteContext(h.browser, 'US');
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`pageerror ${e.message}`));
    page.on('console', (m) => {
      if (m.type() !== 'error') return;
      const url = m.location().url;
      // Images of TMDB's CDN are aborted by the test context (never fetched in tests).
      if (url.startsWith('https://image.tmdb.org/')) return;
      // The address-bar visit to a missing page is answered 404, as it should be.
      if (/status of 404/.test(m.text()) && /\/no-such-page-/.test(url)) return;
      problems.push(`console ${m.text()} @ ${url}`);
    });
    try {
      await page.goto(h.server.url + '/');
      await expectAt(page, 'home');
      for (let i = 1; i < walk.length; i++) {
        const [from, to] = [walk[i - 1], walk[i]];
        const started = Date.now();
        try {
          await go(page, to);
          await expectAt(page, to);
        } catch (err) {
          throw new Error(`${from} -> ${to} (${page.url()}): ${(err as Error).message}`);
        }
        expect(problems, `${from} -> ${to}`).toEqual([]);
        if (process.env.JOURNEY_TIMINGS) console.log(`${from} -> ${to}: ${Date.now() - started} ms`);
      }
      await page.reload();
      await expectAt(page, walk[walk.length - 1]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 900_000);
});
