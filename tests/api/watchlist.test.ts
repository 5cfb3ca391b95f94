// My List through HTTP on both engines (issue #14): add/remove/list with summaries and offers, idempotent
// replays (50 parallel = one row), last-writer-wins with tombstones, and a bad-input matrix with no 5xx.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WatchlistEntryState, WatchlistResponse } from '../../api/src/contract';
import { createTestApp, postgresAvailable, type Engine, type TestApp } from './support/test-app';

const FIGHT_CLUB = 550;
const GAME_OF_THRONES = 1399;

describe.each<Engine>(['sqlite', 'postgres'])('watchlist on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    if (engine === 'postgres') expect(await postgresAvailable(), 'PostgreSQL at 127.0.0.1:5432').toBe(true);
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  const add = (session: string, added_at?: string, id = FIGHT_CLUB, type = 'movie') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/watchlist/${type}/${id}`,
      payload: { session_id: session, ...(added_at ? { added_at } : {}) },
    });
  const remove = (session: string, removed_at?: string, id = FIGHT_CLUB, type = 'movie') =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/watchlist/${type}/${id}?sessionId=${session}${removed_at ? `&removed_at=${encodeURIComponent(removed_at)}` : ''}`,
    });
  const list = async (session: string, region?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/watchlist?sessionId=${session}${region ? `&region=${region}` : ''}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json<WatchlistResponse>();
  };
  const rowCount = async (session: string) => {
    const pg = t.engine === 'postgres';
    const ds = t.app.get((await import('typeorm')).DataSource);
    const rows = await ds.query(
      `SELECT COUNT(*) AS n FROM "watchlist" WHERE "session_id" = ${pg ? '$1' : '?'}`,
      [session],
    );
    return Number(rows[0].n);
  };

  it('starts empty', async () => {
    expect(await list(randomUUID())).toEqual({ results: [], removed: [] });
  });

  it('adds titles and lists them newest first with summaries and the region offers', async () => {
    const s = randomUUID();
    const put = await add(s, '2025-03-01T10:00:00Z');
    expect(put.statusCode).toBe(200);
    expect(put.json<WatchlistEntryState>()).toEqual({
      media_type: 'movie',
      id: FIGHT_CLUB,
      on_list: true,
      changed_at: '2025-03-01T10:00:00.000Z',
    });
    await add(s, '2025-03-02T10:00:00Z', GAME_OF_THRONES, 'tv');
    const got = await list(s, 'US');
    expect(got.results.map((r) => [r.media_type, r.id])).toEqual([
      ['tv', GAME_OF_THRONES],
      ['movie', FIGHT_CLUB],
    ]);
    const [got1, fc] = got.results;
    expect(got1.title).toMatchObject({ id: GAME_OF_THRONES, name: 'Game of Thrones', media_type: 'tv' });
    expect(fc.title).toMatchObject({ id: FIGHT_CLUB, title: 'Fight Club', media_type: 'movie' });
    expect(fc.added_at).toBe('2025-03-01T10:00:00.000Z');
    expect(fc.available_in.length).toBeGreaterThan(0);
    const anyOffers = got.results.some((r) => r.providers !== null);
    expect(anyOffers).toBe(true);
    // Without a region no offers are sent, but the countries are.
    const plain = await list(s);
    expect(plain.results.every((r) => r.providers === null)).toBe(true);
  });

  it('removes with a tombstone: the title leaves the list and a late, older add does not bring it back', async () => {
    const s = randomUUID();
    await add(s, '2025-03-01T10:00:00Z');
    const del = await remove(s, '2025-03-01T11:00:00Z');
    expect(del.statusCode).toBe(200);
    expect(del.json<WatchlistEntryState>()).toMatchObject({ on_list: false });
    const late = await add(s, '2025-03-01T10:30:00Z');
    expect(late.json<WatchlistEntryState>()).toMatchObject({
      on_list: false,
      changed_at: '2025-03-01T11:00:00.000Z',
    });
    const got = await list(s);
    expect(got.results).toEqual([]);
    expect(got.removed).toEqual([
      { media_type: 'movie', id: FIGHT_CLUB, changed_at: '2025-03-01T11:00:00.000Z' },
    ]);
    // A newer add wins over the tombstone.
    await add(s, '2025-03-01T12:00:00Z');
    expect((await list(s)).results.map((r) => r.id)).toEqual([FIGHT_CLUB]);
  });

  it('an older removal never overwrites a newer add; on an exact tie the removal wins', async () => {
    const s = randomUUID();
    await add(s, '2025-03-05T10:00:00Z');
    const old = await remove(s, '2025-03-05T09:00:00Z');
    expect(old.json<WatchlistEntryState>()).toMatchObject({ on_list: true });
    const tie = await remove(s, '2025-03-05T10:00:00Z');
    expect(tie.json<WatchlistEntryState>()).toMatchObject({ on_list: false });
    expect((await add(s, '2025-03-05T10:00:00Z')).json<WatchlistEntryState>().on_list).toBe(false);
  });

  it('is idempotent: 50 parallel identical adds make one row, and removing twice is harmless', async () => {
    const s = randomUUID();
    const at = '2025-03-06T10:00:00Z';
    const all = await Promise.all(Array.from({ length: 50 }, () => add(s, at)));
    expect(all.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(await rowCount(s)).toBe(1);
    expect((await remove(s, '2025-03-06T11:00:00Z')).statusCode).toBe(200);
    expect((await remove(s, '2025-03-06T11:00:00Z')).statusCode).toBe(200);
    expect(await rowCount(s)).toBe(1);
    // Removing a title that was never saved stores a tombstone too (the add may still be on its way).
    expect((await remove(s, undefined, GAME_OF_THRONES, 'tv')).json<WatchlistEntryState>().on_list).toBe(
      false,
    );
  });

  it('keeps sessions apart', async () => {
    const a = randomUUID();
    await add(a);
    expect((await list(randomUUID())).results).toEqual([]);
    expect((await list(a)).results).toHaveLength(1);
  });

  const s = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
  const future = new Date(Date.now() + 60 * 60_000).toISOString();
  const json = (payload: unknown) => ({ payload: payload as Record<string, unknown> });
  it.each<
    [string, { method: 'GET' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown> }, number]
  >([
    [
      'PUT with a bad UUID',
      { method: 'PUT', url: '/api/watchlist/movie/550', ...json({ session_id: 'x' }) },
      400,
    ],
    ['PUT without session_id', { method: 'PUT', url: '/api/watchlist/movie/550', ...json({}) }, 400],
    [
      'PUT with an unknown field',
      { method: 'PUT', url: '/api/watchlist/movie/550', ...json({ session_id: s, x: 1 }) },
      400,
    ],
    [
      'PUT with added_at not ISO',
      { method: 'PUT', url: '/api/watchlist/movie/550', ...json({ session_id: s, added_at: 'now' }) },
      400,
    ],
    [
      'PUT with added_at in the future',
      { method: 'PUT', url: '/api/watchlist/movie/550', ...json({ session_id: s, added_at: future }) },
      400,
    ],
    [
      'PUT with type series',
      { method: 'PUT', url: '/api/watchlist/series/550', ...json({ session_id: s }) },
      400,
    ],
    ['PUT with id 0', { method: 'PUT', url: '/api/watchlist/movie/0', ...json({ session_id: s }) }, 400],
    ['PUT with id abc', { method: 'PUT', url: '/api/watchlist/movie/abc', ...json({ session_id: s }) }, 400],
    ['PUT with an array body', { method: 'PUT', url: '/api/watchlist/movie/550', ...json([s]) }, 400],
    [
      'PUT of an unknown movie',
      { method: 'PUT', url: '/api/watchlist/movie/999999999', ...json({ session_id: s }) },
      404,
    ],
    [
      'PUT of a movie id as a show',
      { method: 'PUT', url: '/api/watchlist/tv/550', ...json({ session_id: s }) },
      404,
    ],
    ['DELETE without sessionId', { method: 'DELETE', url: '/api/watchlist/movie/550' }, 400],
    [
      'DELETE with a bad removed_at',
      { method: 'DELETE', url: `/api/watchlist/movie/550?sessionId=${s}&removed_at=x` },
      400,
    ],
    [
      'DELETE with a repeated sessionId',
      { method: 'DELETE', url: `/api/watchlist/movie/550?sessionId=${s}&sessionId=${s}` },
      400,
    ],
    [
      'DELETE with an unknown parameter',
      { method: 'DELETE', url: `/api/watchlist/movie/550?sessionId=${s}&x=1` },
      400,
    ],
    [
      'DELETE of an unknown show',
      { method: 'DELETE', url: `/api/watchlist/tv/999999999?sessionId=${s}` },
      404,
    ],
    ['GET without sessionId', { method: 'GET', url: '/api/watchlist' }, 400],
    ['GET with a bad sessionId', { method: 'GET', url: '/api/watchlist?sessionId=abc' }, 400],
    ['GET with a bad region', { method: 'GET', url: `/api/watchlist?sessionId=${s}&region=USA` }, 400],
  ])('rejects %s', async (_name, req, status) => {
    const res = await t.app.inject(req);
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode']);
    expect(body.statusCode).toBe(status);
  });

  it('answers a PUT with text/plain or a large body with 4xx, never 5xx', async () => {
    const plain = await t.app.inject({
      method: 'PUT',
      url: '/api/watchlist/movie/550',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(plain.statusCode).toBe(415);
    const big = await t.app.inject({
      method: 'PUT',
      url: '/api/watchlist/movie/550',
      payload: { session_id: s, pad: 'x'.repeat(2048) },
    });
    expect(big.statusCode).toBe(413);
    const broken = await t.app.inject({
      method: 'PUT',
      url: '/api/watchlist/movie/550',
      headers: { 'content-type': 'application/json' },
      payload: '{"session_id":',
    });
    expect(broken.statusCode).toBe(400);
  });
});
