// Nothing of a visitor's own goes into a rendered page (issue #43): two visitors with their own sessions, ratings
// and lists get byte-identical pages, the first of them rendering it (a miss), and the page's data for hydration
// holds no rating or list of anyone's. A cached page answers 304 to its ETag.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTemplateServer } from './support/harness';
import type { RunningServer } from './support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startTemplateServer();
});
afterAll(() => server?.stop());

const json = (method: string, path: string, body: unknown, session: string) =>
  fetch(server.url + path, {
    method,
    headers: { 'content-type': 'application/json', 'x-streamfinder-session': session },
    body: JSON.stringify(body),
  });

/** What a visitor with this session (and a cookie of their own) gets for `path`. */
async function visit(path: string, session: string) {
  const res = await fetch(server.url + path, {
    headers: { 'x-streamfinder-session': session, cookie: `sf_session=${session}; other=${session}` },
  });
  return { res, body: await res.text() };
}

describe('pages without visitors in them', () => {
  it.each(['/movies/fight-club', '/my-list', '/tv-shows/game-of-thrones'])(
    '%s is byte-identical for two visitors with their own ratings and lists',
    async (path) => {
      const [a, b] = [randomUUID(), randomUUID()];
      for (const [session, rating] of [
        [a, 5],
        [b, 1],
      ] as const) {
        const rated = await json(
          'POST',
          '/api/ratings',
          { content_type: 'movie', content_id: 550, rating, session_id: session },
          session,
        );
        expect(rated.status).toBeLessThan(300);
      }
      expect((await json('PUT', '/api/watchlist/movie/550', { session_id: a }, a)).status).toBeLessThan(300);
      expect((await json('PUT', '/api/watchlist/tv/1399', { session_id: b }, b)).status).toBeLessThan(300);

      const first = await visit(path, a);
      expect(first.res.status).toBe(200);
      expect(first.res.headers.get('x-page-cache')).toBe('MISS');
      const second = await visit(path, b);
      expect(second.body).toBe(first.body);
      for (const session of [a, b]) expect(first.body).not.toContain(session);
      const state = /<script type="application\/json" id="sf-state">([\s\S]*?)<\/script>/.exec(
        first.body,
      )?.[1];
      const keys = (
        JSON.parse(state ?? '{}') as { queries: { queries: Array<{ queryKey: unknown[] }> } }
      ).queries.queries.map((q) => q.queryKey);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.filter((k) => k[0] === 'watchlist' || (k[0] === 'rating' && k[1] === 'user'))).toEqual([]);

      // Revalidated by its ETag.
      const etag = first.res.headers.get('etag') ?? '';
      const again = await fetch(server.url + path, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
    },
  );
});
