// The first screen the server writes into a client route's HTML (api/src/http/html-shell.ts, issue #10): home,
// search and advanced search without filters get their own; the heading is the app's, escaped.
import { describe, expect, it } from 'vitest';
import { HOME_SHELL_MAIN, shellMainFor } from '../../api/src/http/html-shell';

const h1Html = (main: string | undefined) => main?.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1];
/** The h1's text as a browser shows it. */
const h1 = (main: string | undefined) =>
  h1Html(main)
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('shellMainFor', () => {
  it('gives home its own first screen', () => {
    expect(shellMainFor('/', '')).toBe(HOME_SHELL_MAIN);
  });

  it("writes the search page's heading as the app does: the query trimmed, escaped", () => {
    expect(h1(shellMainFor('/search', 'q=star'))).toBe('Search results for "star"');
    expect(h1(shellMainFor('/search', 'q=%20%20star%20wars%20&page=2'))).toBe(
      'Search results for "star wars"',
    );
    const hostile = shellMainFor('/search', 'q=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(h1(hostile)).toBe('Search results for "<script>alert(1)</script>"');
    expect(hostile).not.toContain('<script');
    expect(h1(shellMainFor('/search', ''))).toBe('Search');
    expect(h1(shellMainFor('/search', 'q=%20'))).toBe('Search');
  });

  it('writes advanced search without filters, and leaves filtered addresses to the generic shell', () => {
    expect(h1(shellMainFor('/advanced-search', ''))).toBe('Browse Movies');
    expect(h1(shellMainFor('/advanced-search/movie', ''))).toBe('Browse Movies');
    expect(h1(shellMainFor('/advanced-search/tv', ''))).toBe('Browse TV Shows');
    // The heading depends on the filters ('Browse Movies by Genre'): not guessed here.
    expect(shellMainFor('/advanced-search/movie', 'with_genres=28')).toBeUndefined();
    expect(shellMainFor('/advanced-search/anime', '')).toBeUndefined();
  });

  it('leaves every other page to the generic shell', () => {
    for (const path of ['/genre/28', '/category/movie', '/my-list', '/movies/fight-club', '/404'])
      expect(shellMainFor(path, '')).toBeUndefined();
  });
});
