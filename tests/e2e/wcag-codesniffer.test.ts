// Issue #45 item 13: pa11y's engine, HTML_CodeSniffer (@pa11y/html_codesniffer), run as pa11y runs it (the
// WCAG2AA standard, errors only) on the drawn page of the 11 routes the issue checked: home, a movie, a show,
// search, discover, a genre, My List, /new, the FAQ, contact and upcoming. 0 errors (H32.2, a form without a
// submit button, was the one found). Notices and warnings are pa11y's defaults left out.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hydrated, setupSite, withPage } from './support/harness';

const h = setupSite();
const HTMLCS = readFileSync(require.resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8');

const ROUTES = [
  '/',
  '/movies/fight-club',
  '/tv-shows/game-of-thrones',
  '/search?q=star',
  '/advanced-search/movie',
  '/genre/28?type=movie',
  '/my-list',
  '/new',
  '/faq',
  '/contact',
  '/upcoming-movies',
];

interface Issue {
  code: string;
  msg: string;
  element: string;
}

describe('HTML_CodeSniffer WCAG2AA', () => {
  it.each(ROUTES)('%s has no error', (path) => check(path));
});

async function check(path: string): Promise<void> {
  {
    await withPage(
      h,
      async (page) => {
        await page.goto(h.server.url + path);
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        await page.addScriptTag({ content: HTMLCS });
        const errors = await page.evaluate(
          () =>
            new Promise<Issue[]>((resolve) => {
              const htmlcs = (window as unknown as { HTMLCS: HtmlCs }).HTMLCS;
              htmlcs.process('WCAG2AA', document, () =>
                resolve(
                  htmlcs
                    .getMessages()
                    .filter((m) => m.type === 1)
                    .map((m) => ({ code: m.code, msg: m.msg, element: m.element.outerHTML.slice(0, 200) })),
                ),
              );
            }),
        );
        expect(errors, path).toEqual([]);
        // The site's CSP allows no inline script: the checker is injected as pa11y injects it, past the CSP.
      },
      { options: { bypassCSP: true, serviceWorkers: 'block' } },
    );
  }
}

interface HtmlCs {
  process: (standard: string, root: Document, done: () => void) => void;
  getMessages: () => Array<{ type: number; code: string; msg: string; element: Element }>;
}
