// One render per miss (issue #43): every route of the table declares its data (client/app/route-data.ts); the
// server's render (the built client/entry-server.tsx) fetches each declared query once, in parallel, then renders
// the page once. Driven here directly, its /api requests answered by the built server over HTTP and counted.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderResult, ServerEntry } from '../../api/src/contract/page-render';
import { startTemplateServer } from './support/harness';
import { DIST, type RunningServer } from './support/server';

let server: RunningServer;
let entry: ServerEntry;

beforeAll(async () => {
  server = await startTemplateServer();
  process.env.NODE_ENV ??= 'production';
  entry = (await import(pathToFileURL(join(DIST, 'server', 'entry-server.mjs')).href)) as ServerEntry;
});
afterAll(() => server?.stop());

/** Renders `url` for a US visitor, its /api requests sent to the built server. */
function render(url: string): Promise<RenderResult> {
  return entry.render({
    url,
    country: 'US',
    origin: server.url,
    api: async (path) => {
      const res = await fetch(server.url + path, { headers: { accept: 'application/json' } });
      return new Response(res.status === 204 ? null : await res.text(), {
        status: res.status,
        headers: { 'content-type': res.headers.get('content-type') ?? 'application/json' },
      });
    },
  });
}

// A page of every route of the table (api/src/contract/routes.ts), with its common search forms, and the 404 page
// (/tvshows/{slug} is the server's 301, never rendered).
const PAGES = [
  '/',
  '/movies/fight-club',
  '/movie/550',
  '/movie/550/fight-club',
  '/tv-shows/game-of-thrones',
  '/tv/1399',
  '/search?q=star',
  '/search?q=star&type=tv&page=2',
  '/search',
  '/direct-search?q=star',
  '/category/movie',
  '/category/movie?filter=now_playing',
  '/category/tv?filter=top_rated',
  '/genre/28?type=movie',
  '/genre/16?type=tv',
  '/advanced-search',
  '/advanced-search/tv?sort_by=vote_average.desc&with_genres=18',
  '/upcoming-movies',
  '/contact',
  '/privacy',
  '/terms',
  '/faq',
  '/my-list',
  '/new',
  '/new?type=movie&days=30',
  '/new/netflix/us',
  '/movies/no-such-title-anywhere',
  '/no/such/page',
];

describe('one render per miss', () => {
  it.each(PAGES)('%s: each declared query fetched once, one render pass', async (url) => {
    const page = await render(url);
    expect(page.passes, `${url}: render passes`).toBe(1);
    // Each /api request once: no query asked twice, none fetched by a second pass.
    expect(new Set(page.fetched).size, page.fetched.join('\n')).toBe(page.fetched.length);
    // The page hydrates from what was fetched: every answer the page read is in its dehydrated state.
    expect(page.state.queries.length).toBeGreaterThan(0);
    expect(page.complete, `${url}: every query answered`).toBe(true);
  });

  it('fetches a title page’s queries after its slug lookup, each once', async () => {
    const page = await render('/movies/fight-club');
    expect(page.status).toBe(200);
    expect(page.fetched).toContain('/api/slug/movie/fight-club');
    expect(page.fetched).toContain('/api/movie/550?region=US');
    expect(page.fetched.indexOf('/api/slug/movie/fight-club')).toBeLessThan(
      page.fetched.indexOf('/api/movie/550?region=US'),
    );
    expect(page.state.queries.map((q) => q.queryKey[0]).sort()).toEqual(
      ['affiliates', 'countries', 'rating', 'similar', 'slug', 'title'].sort(),
    );
  });
});
