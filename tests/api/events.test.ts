// POST /api/events (docs/decisions.md #14): aggregate page-view counts per (path, day), nothing else; DNT/GPC honoured.
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postgresAvailable, type Engine, type TestApp } from './support/test-app';

describe.each<Engine>(['sqlite', 'postgres'])('POST /api/events on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    if (engine === 'postgres') expect(await postgresAvailable(), 'PostgreSQL at 127.0.0.1:5432').toBe(true);
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/events', payload: payload as object, headers });
  const counts = async () =>
    (await t.app
      .get(DataSource)
      .query(`SELECT "path", "day", "count" FROM "page_view_counts" ORDER BY "path"`)) as Array<{
      path: string;
      day: string;
      count: number;
    }>;

  it('counts page views per path and day and stores nothing else', async () => {
    for (let i = 0; i < 3; i++)
      expect((await post({ type: 'page_view', path: '/upcoming-movies' })).statusCode).toBe(202);
    const res = await post(
      { type: 'page_view', path: '/movies/fight-club' },
      { 'user-agent': 'x', 'cf-ipcountry': 'GB' },
    );
    expect(res.json()).toEqual({ accepted: true });
    const today = new Date().toISOString().slice(0, 10);
    expect(await counts()).toEqual([
      { path: '/movies/fight-club', day: today, count: 1 },
      { path: '/upcoming-movies', day: today, count: 3 },
    ]);
    const [row] = await t.app.get(DataSource).query(`SELECT * FROM "page_view_counts" LIMIT 1`);
    expect(Object.keys(row).sort()).toEqual(['count', 'day', 'path']);
  });

  it('groups paths outside the route table so junk cannot grow the table', async () => {
    await post({ type: 'page_view', path: '/wp-admin/setup.php' });
    await post({ type: 'page_view', path: '/nothing/here' });
    expect((await counts()).find((r) => r.path === '(other)')?.count).toBe(2);
  });

  it('counts a title page per slug only for a current slug, other pages of a parameter route per route (issue 35)', async () => {
    const before = (await counts()).length;
    for (const path of [
      '/movies/no-such-film-1',
      '/movies/no-such-film-2',
      '/movies/%F0%9F%98%80',
      '/movies/%zz',
      '/tv-shows/not-a-show',
      '/genre/28',
      '/genre/99999',
      '/movie/550/anything',
      '/movie/123456789',
      '/category/whatever',
    ])
      expect((await post({ type: 'page_view', path })).statusCode, path).toBe(202);
    await post({ type: 'page_view', path: '/tv-shows/breaking-bad' });
    const rows = await counts();
    const count = (path: string) => rows.find((r) => r.path === path)?.count;
    expect(count('/movies/:slug')).toBe(4);
    expect(count('/tv-shows/:slug')).toBe(1);
    expect(count('/genre/:id')).toBe(2);
    expect(count('/movie/:id/:title')).toBe(2);
    expect(count('/category/:type')).toBe(1);
    expect(count('/tv-shows/breaking-bad')).toBe(1);
    // Eleven page views, six rows: five routes and one real title.
    expect(rows.length - before).toBe(6);
  });

  it('refuses a path with NUL or other control characters (PostgreSQL answered 500)', async () => {
    for (const path of ['/movies/\u0000', '/faq\u0000', '/a\u0007b']) {
      const res = await post({ type: 'page_view', path });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json()).sort()).toEqual(['error', 'message', 'statusCode']);
    }
  });

  it.each([
    ['DNT: 1', { dnt: '1' }],
    ['Sec-GPC: 1', { 'sec-gpc': '1' }],
  ])('accepts but does not count with %s', async (_name, headers) => {
    const before = await counts();
    const res = await post({ type: 'page_view', path: '/faq' }, headers);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: false });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['a path without a leading slash', { type: 'page_view', path: 'faq' }],
    ['a path with a query string', { type: 'page_view', path: '/search?q=star' }],
    ['a path over 200 characters', { type: 'page_view', path: `/${'a'.repeat(200)}` }],
    ['another event type', { type: 'click', path: '/faq' }],
    ['an extra field', { type: 'page_view', path: '/faq', user: 'me' }],
    ['a missing path', { type: 'page_view' }],
  ])('rejects %s with 400', async (_name, payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});
