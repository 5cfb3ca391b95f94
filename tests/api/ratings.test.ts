// Ratings through HTTP on both engines (docs/decisions.md #7-#10): upsert, last-writer-wins by rated_at, clear with 0,
// averages over non-zero ratings, 204 (no body) when none, and a table of bad inputs each with its 4xx and JSON shape.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AverageRating, RatingResponse } from '../../api/src/contract';
import { createTestApp, postgresAvailable, type Engine, type TestApp } from './support/test-app';

const FIGHT_CLUB = 550;
const GAME_OF_THRONES = 1399;

describe.each<Engine>(['sqlite', 'postgres'])('ratings on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    if (engine === 'postgres') expect(await postgresAvailable(), 'PostgreSQL at 127.0.0.1:5432').toBe(true);
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  const post = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/ratings', payload });
  const rate = (session: string, rating: number, rated_at?: string, id = FIGHT_CLUB, type = 'movie') =>
    post({
      content_id: id,
      content_type: type,
      rating,
      session_id: session,
      ...(rated_at ? { rated_at } : {}),
    });
  const mine = (session: string, id = FIGHT_CLUB, type = 'movie') =>
    t.app.inject({ method: 'GET', url: `/api/ratings/${type}/${id}?sessionId=${session}` });
  const average = async (id = FIGHT_CLUB, type = 'movie') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/ratings/average/${type}/${id}` });
    expect(res.statusCode).toBe(200);
    return res.json<AverageRating>();
  };

  it('answers 204 with no body for a session without a rating, and 0/0 average for an unrated title', async () => {
    const res = await mine(randomUUID(), GAME_OF_THRONES, 'series');
    // Not a 404: browsers log every 4xx fetch as a console error, on every title page nobody rated yet.
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await average(GAME_OF_THRONES, 'series')).toEqual({ averageRating: 0, totalCount: 0 });
  });

  it('stores a rating and returns it on lookup', async () => {
    const session = randomUUID();
    const res = await rate(session, 4, '2025-03-01T10:00:00.000Z');
    expect(res.statusCode).toBe(200);
    expect(res.json<RatingResponse>()).toEqual({
      rating: {
        content_id: FIGHT_CLUB,
        content_type: 'movie',
        rating: 4,
        rated_at: '2025-03-01T10:00:00.000Z',
      },
    });
    const got = await mine(session);
    expect(got.statusCode).toBe(200);
    expect(got.json<RatingResponse>().rating.rating).toBe(4);
  });

  it('upserts: replaying or re-rating keeps one row per session and title', async () => {
    const session = randomUUID();
    await rate(session, 2, '2025-03-01T10:00:00Z', GAME_OF_THRONES, 'series');
    await rate(session, 2, '2025-03-01T10:00:00Z', GAME_OF_THRONES, 'series');
    await rate(session, 5, '2025-03-01T10:05:00Z', GAME_OF_THRONES, 'series');
    expect((await mine(session, GAME_OF_THRONES, 'series')).json<RatingResponse>().rating.rating).toBe(5);
    expect(await average(GAME_OF_THRONES, 'series')).toEqual({ averageRating: 5, totalCount: 1 });
  });

  it('keeps the newest rated_at: an older replay answers with the newer stored value and changes nothing', async () => {
    const session = randomUUID();
    await rate(session, 5, '2025-03-02T12:00:00+02:00');
    const late = await rate(session, 1, '2025-03-02T09:59:59Z');
    expect(late.statusCode).toBe(200);
    expect(late.json<RatingResponse>().rating).toMatchObject({
      rating: 5,
      rated_at: '2025-03-02T10:00:00.000Z',
    });
    expect((await mine(session)).json<RatingResponse>().rating.rating).toBe(5);
  });

  it('clears with 0 (lookup 204, left out of the average), and a stale replay cannot bring it back', async () => {
    const session = randomUUID();
    await rate(session, 3, '2025-03-03T10:00:00Z');
    const cleared = await rate(session, 0, '2025-03-03T10:01:00Z');
    expect(cleared.json<RatingResponse>().rating.rating).toBe(0);
    expect((await mine(session)).statusCode).toBe(204);
    const replay = await rate(session, 3, '2025-03-03T10:00:00Z');
    expect(replay.json<RatingResponse>().rating.rating).toBe(0);
    expect((await mine(session)).statusCode).toBe(204);
  });

  it('averages non-zero ratings to one decimal with their count', async () => {
    const before = await average();
    const sessions = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await rate(sessions[0], 5);
    await rate(sessions[1], 4);
    await rate(sessions[2], 4);
    await rate(sessions[3], 0);
    const after = await average();
    const sum = before.averageRating * before.totalCount + 13;
    expect(after.totalCount).toBe(before.totalCount + 3);
    expect(after.averageRating).toBeCloseTo(Math.round((sum / after.totalCount) * 10) / 10, 1);
    expect(String(after.averageRating)).toMatch(/^\d(\.\d)?$/);
  });

  it('defaults rated_at to now', async () => {
    const res = await rate(randomUUID(), 3);
    const at = Date.parse(res.json<RatingResponse>().rating.rated_at);
    expect(Math.abs(at - Date.now())).toBeLessThan(10_000);
  });

  const session = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
  const ok = { content_id: FIGHT_CLUB, content_type: 'movie', rating: 4, session_id: session };
  const future = new Date(Date.now() + 60 * 60_000).toISOString();
  it.each<[string, Record<string, unknown>, number]>([
    ['a bad UUID', { ...ok, session_id: 'not-a-uuid' }, 400],
    ['rating 6', { ...ok, rating: 6 }, 400],
    ['rating 2.5', { ...ok, rating: 2.5 }, 400],
    ['rating -1', { ...ok, rating: -1 }, 400],
    ['rating "4" (a string)', { ...ok, rating: '4' }, 400],
    ['content_type tv', { ...ok, content_type: 'tv' }, 400],
    ['an unknown field', { ...ok, admin: true }, 400],
    ['a missing session_id', { content_id: FIGHT_CLUB, content_type: 'movie', rating: 4 }, 400],
    ['content_id 0', { ...ok, content_id: 0 }, 400],
    ['content_id "550" (a string)', { ...ok, content_id: '550' }, 400],
    ['rated_at not ISO-8601', { ...ok, rated_at: 'yesterday' }, 400],
    ['rated_at an hour in the future', { ...ok, rated_at: future }, 400],
    ['an unknown content_id', { ...ok, content_id: 999_999_999 }, 404],
    ['a series id that is only a movie id', { ...ok, content_type: 'series', content_id: FIGHT_CLUB }, 404],
  ])('rejects %s', async (_name, payload, status) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode']);
    expect(body.statusCode).toBe(status);
  });

  it.each<[string, () => Promise<{ statusCode: number; body: string }>, number]>([
    [
      'a 2 KiB body with 413',
      () => t.app.inject({ method: 'POST', url: '/api/ratings', payload: { ...ok, pad: 'x'.repeat(2048) } }),
      413,
    ],
    [
      'text/plain with 415',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/ratings',
          headers: { 'content-type': 'text/plain' },
          payload: JSON.stringify(ok),
        }),
      415,
    ],
    [
      'a form body with 415',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/ratings',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'rating=4',
        }),
      415,
    ],
    [
      'malformed JSON with 400',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/ratings',
          headers: { 'content-type': 'application/json' },
          payload: '{"rating": 4,',
        }),
      400,
    ],
    [
      'a JSON array with 400',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/ratings',
          headers: { 'content-type': 'application/json' },
          payload: '[1,2]',
        }),
      400,
    ],
    [
      'a lookup without sessionId with 400',
      () => t.app.inject({ url: `/api/ratings/movie/${FIGHT_CLUB}` }),
      400,
    ],
    [
      'a lookup of type tv with 400',
      () => t.app.inject({ url: `/api/ratings/tv/1399?sessionId=${session}` }),
      400,
    ],
    ['an average of id abc with 400', () => t.app.inject({ url: '/api/ratings/average/movie/abc' }), 400],
    [
      'an average of an unknown title with 404',
      () => t.app.inject({ url: '/api/ratings/average/movie/999999999' }),
      404,
    ],
  ])('answers %s', async (_name, send, status) => {
    const res = await send();
    expect(res.statusCode).toBe(status);
    const body = JSON.parse(res.body);
    expect(body).toMatchObject({ statusCode: status, error: expect.any(String), message: expect.anything() });
    expect(res.body).not.toMatch(/at .+\.(ts|js):\d+/);
  });
});
