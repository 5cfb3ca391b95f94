// The session id in the X-StreamFinder-Session header (issue #35, the client's form): the rating lookup, the My List
// read and a removal answer as with the query form; a malformed header is a 400, never a 5xx.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatingResponse, WatchlistResponse } from '../../api/src/contract';
import { createTestApp, type TestApp } from './support/test-app';

const FIGHT_CLUB = 550;

describe('the session id in the X-StreamFinder-Session header (sqlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t?.close());

  it('identifies the visitor on GET /api/ratings/{t}/{id}, GET /api/watchlist and DELETE /api/watchlist/...', async () => {
    const session = randomUUID();
    const headers = { 'x-streamfinder-session': session };
    const rated = await t.app.inject({
      method: 'POST',
      url: '/api/ratings',
      payload: { content_id: FIGHT_CLUB, content_type: 'movie', rating: 4, session_id: session },
    });
    expect(rated.statusCode).toBe(200);
    const mine = await t.app.inject({ method: 'GET', url: `/api/ratings/movie/${FIGHT_CLUB}`, headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<RatingResponse>().rating.rating).toBe(4);
    // Another session's header does not see it.
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/ratings/movie/${FIGHT_CLUB}`,
      headers: { 'x-streamfinder-session': randomUUID() },
    });
    expect(other.statusCode).toBe(204);

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/watchlist/movie/${FIGHT_CLUB}`,
      payload: { session_id: session, added_at: '2025-03-01T10:00:00Z' },
    });
    expect(put.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/watchlist?region=US', headers });
    expect(list.statusCode).toBe(200);
    expect(list.json<WatchlistResponse>().results.map((r) => r.id)).toEqual([FIGHT_CLUB]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/watchlist/movie/${FIGHT_CLUB}?removed_at=2025-03-01T10%3A00%3A01Z`,
      headers,
    });
    expect(removed.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/watchlist', headers });
    expect(after.json<WatchlistResponse>().results).toEqual([]);
  });

  it.each([
    ['GET', `/api/ratings/movie/${FIGHT_CLUB}`],
    ['GET', '/api/watchlist'],
    ['DELETE', `/api/watchlist/movie/${FIGHT_CLUB}`],
  ] as const)('%s %s with a malformed header: 400 in the JSON error shape', async (method, url) => {
    const res = await t.app.inject({ method, url, headers: { 'x-streamfinder-session': 'not-a-uuid' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});
