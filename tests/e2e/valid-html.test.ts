// Valid HTML (issue 34, the developers' guide): what each route SERVES (the HTTP body) and the DOM it ENDS WITH
// (page.content() once the app has drawn its content) pass the W3C Nu HTML Checker (vnu-jar) with 0 errors, over
// every kind of page: both title types, lists, a genre, search, discover, upcoming, the static pages, My List, /new
// and the 404 page; and the search open with suggestions (the home dialog, the header search at phone width). vnu
// starts a JVM (~1.5 s): it runs once over all the files of a kind, not once per page.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setupSite, withPage } from './support/harness';

const h = setupSite();
const dir = mkdtempSync(join(tmpdir(), 'sf-valid-html-'));
let invalid = false;
// The pages stay on disk when one has an error, for `java -jar node_modules/vnu-jar/build/dist/vnu.jar <file>`.
afterAll(() => {
  if (invalid) console.log(`valid-html: the pages checked are in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
});

const ROUTES: { name: string; path: string; status?: number }[] = [
  { name: 'home', path: '/' },
  { name: 'movie', path: '/movies/fight-club' },
  { name: 'tv', path: '/tv-shows/game-of-thrones' },
  { name: 'category', path: '/category/movie' },
  { name: 'genre', path: '/genre/28?type=movie' },
  { name: 'search', path: '/search?q=star' },
  { name: 'discover', path: '/advanced-search/movie' },
  { name: 'upcoming', path: '/upcoming-movies' },
  { name: 'faq', path: '/faq' },
  { name: 'privacy', path: '/privacy' },
  { name: 'terms', path: '/terms' },
  { name: 'contact', path: '/contact' },
  { name: 'my-list', path: '/my-list' },
  { name: 'new', path: '/new' },
  { name: 'not-found', path: '/no-such-page', status: 404 },
];

/** Runs `fn` over `items`, `size` at a time (each batch waits for its slowest). */
async function inBatches<T>(items: T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** vnu's errors (and fatal errors) for `files`, one JVM for all of them, as 'file:line: message' lines. */
function vnuErrors(files: string[]): string[] {
  let out: string;
  try {
    out = execFileSync(
      'java',
      ['-jar', resolve('node_modules/vnu-jar/build/dist/vnu.jar'), '--format', 'json', '--stdout', ...files],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (e) {
    // vnu exits 1 when it finds an error; its report is still on stdout.
    out = String((e as { stdout?: string }).stdout ?? '');
    if (!out) throw e;
  }
  const { messages } = JSON.parse(out) as { messages: VnuMessage[] };
  const errors = messages
    .filter((m) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error')
    .map((m) => `${basename(decodeURIComponent(m.url ?? ''))}:${m.lastLine ?? '?'}: ${m.message}`);
  if (errors.length) invalid = true;
  return errors;
}

describe('valid HTML (W3C Nu HTML Checker)', () => {
  it('what every route serves has no error', async () => {
    const files: string[] = [];
    for (const route of ROUTES) {
      const res = await fetch(h.server.url + route.path, { headers: { accept: 'text/html' } });
      expect(res.status, route.path).toBe(route.status ?? 200);
      const file = join(dir, `served-${route.name}.html`);
      writeFileSync(file, await res.text());
      files.push(file);
    }
    expect(vnuErrors(files)).toEqual([]);
  });

  it('the DOM every route ends with has no error', async () => {
    // Three routes at a time, each in its own context: most of a route's time is waiting for its network to
    // be quiet (twice), which pages in parallel spend together.
    const files: string[] = [];
    await inBatches(ROUTES, 3, async (route) => {
      await withPage(h, async (page) => {
        await page.goto(h.server.url + route.path);
        await page.locator('main h1').first().waitFor();
        // Every section drawn: scrolled to the end (lazy sections load on view), the network quiet, no list
        // still busy.
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForLoadState('networkidle');
        await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0);
        const file = join(dir, `dom-${route.name}.html`);
        writeFileSync(file, await page.content());
        files.push(file);
      });
    });
    // The search open, with suggestions: the home page's dialog, and the header's search at phone width.
    await withPage(h, async (page) => {
      await page.goto(h.server.url + '/');
      await page.getByTestId('search-launcher').click();
      await page.keyboard.type('fight');
      await page.getByTestId('search-modal').getByRole('option').first().waitFor();
      const file = join(dir, 'dom-home-search-open.html');
      writeFileSync(file, await page.content());
      files.push(file);
    });
    await withPage(
      h,
      async (page) => {
        await page.goto(h.server.url + '/faq');
        await page.getByTestId('search-toggle').click();
        await page.keyboard.type('fight');
        await page.getByTestId('header-suggestions').getByRole('option').first().waitFor();
        const file = join(dir, 'dom-faq-header-search-open.html');
        writeFileSync(file, await page.content());
        files.push(file);
      },
      { width: 'mobile' },
    );
    expect(vnuErrors(files)).toEqual([]);
  });
});
