// My List on the device (issue #14): the merge rules (newest change wins, removal wins a tie, unknown titles
// kept) and the outbox additions (one entry per title, sent by flushOutbox with ratings, kept on transient
// failures, dropped on 4xx, a change made while sending stays queued).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MovieSummary, WatchlistResponse } from '../../../api/src/contract';
import { db, type MyListEntry } from '../../../client/lib/db';
import { flushOutbox } from '../../../client/lib/outbox-core';
import { isNewer, mergeServerList, queueListChange } from '../../../client/lib/watchlist-outbox';

const SESSION = '0b8f2f6e-9a4c-4c1e-8f3a-1d2e3f4a5b6c';
const summary = (id: number): MovieSummary => ({
  id,
  title: `Movie ${id}`,
  poster_path: null,
  release_date: '2020-01-01',
  vote_average: 7,
});
const entry = (id: number, onList: 0 | 1, changedAt: string): MyListEntry => ({
  type: 'movie',
  id,
  onList,
  changedAt,
  summary: summary(id),
  availability: {},
});
const change = (id: number, onList: 0 | 1, changedAt: string) =>
  queueListChange({ type: 'movie', id, onList, changedAt, session_id: SESSION }, { summary: summary(id) });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(async () => {
  await Promise.all([db.myList.clear(), db.watchlistOutbox.clear(), db.outbox.clear()]);
});
afterEach(() => vi.unstubAllGlobals());

describe('merge rules', () => {
  it('newest change wins; on an exact tie the removal wins', () => {
    const at = '2025-03-01T10:00:00.000Z';
    expect(isNewer({ onList: 1, changedAt: '2025-03-01T10:00:01Z' }, { onList: 0, changedAt: at })).toBe(
      true,
    );
    expect(isNewer({ onList: 1, changedAt: at }, { onList: 0, changedAt: at })).toBe(false);
    expect(isNewer({ onList: 0, changedAt: at }, { onList: 1, changedAt: at })).toBe(true);
    // Same moment written two ways.
    expect(isNewer({ onList: 1, changedAt: '2025-03-01T12:00:00+02:00' }, { onList: 1, changedAt: at })).toBe(
      false,
    );
  });

  it('takes newer server adds and removals, keeps newer device changes, and titles the server lacks', () => {
    const local = [
      entry(1, 1, '2025-03-01T10:00:00Z'), // server removed it later -> removed
      entry(2, 0, '2025-03-05T10:00:00Z'), // removed here after the server's add -> stays removed
      entry(3, 1, '2025-03-01T10:00:00Z'), // server does not know it -> untouched (not in the result)
    ];
    const server: WatchlistResponse = {
      results: [
        {
          media_type: 'movie',
          id: 2,
          added_at: '2025-03-02T10:00:00Z',
          title: summary(2),
          providers: { flatrate: [{ provider_id: 8, provider_name: 'Netflix', logo_path: null }] },
          available_in: ['US'],
        },
        {
          media_type: 'tv',
          id: 4,
          added_at: '2025-03-03T10:00:00Z',
          title: { id: 4, name: 'Show', poster_path: null, first_air_date: null, vote_average: 0 },
          providers: null,
          available_in: [],
        },
      ],
      removed: [{ media_type: 'movie', id: 1, changed_at: '2025-03-04T10:00:00Z' }],
    };
    const merged = mergeServerList(local, server, 'US', 1000);
    const byId = new Map(merged.map((e) => [e.id, e]));
    expect(byId.get(1)).toMatchObject({ onList: 0, changedAt: '2025-03-04T10:00:00Z' });
    expect(byId.get(2)).toMatchObject({ onList: 0, changedAt: '2025-03-05T10:00:00Z' });
    expect(byId.get(2)?.availability.US).toEqual({
      providers: server.results[0].providers,
      available_in: ['US'],
      savedAt: 1000,
    });
    expect(byId.has(3)).toBe(false);
    expect(byId.get(4)).toMatchObject({ type: 'tv', onList: 1, changedAt: '2025-03-03T10:00:00Z' });
  });

  it('an older server removal does not remove a newer device add', () => {
    const merged = mergeServerList(
      [entry(1, 1, '2025-03-05T10:00:00Z')],
      { results: [], removed: [{ media_type: 'movie', id: 1, changed_at: '2025-03-04T10:00:00Z' }] },
      'US',
    );
    expect(merged).toEqual([]);
  });
});

describe('My List outbox', () => {
  it('stores the change at once and coalesces changes to one title, newest changed_at winning', async () => {
    await change(550, 1, '2025-03-29T10:00:01.000Z');
    await change(550, 0, '2025-03-29T10:00:03.000Z');
    expect(await change(550, 1, '2025-03-29T10:00:02.000Z')).toBe(false); // older than what is stored
    expect(await db.watchlistOutbox.count()).toBe(1);
    expect(await db.watchlistOutbox.get(['movie', 550])).toMatchObject({ onList: 0 });
    expect(await db.myList.get(['movie', 550])).toMatchObject({ onList: 0, summary: { title: 'Movie 550' } });
  });

  it('is sent by flushOutbox (PUT then DELETE with the session and moments) and emptied', async () => {
    await change(550, 1, '2025-03-29T10:00:01.000Z');
    await change(680, 0, '2025-03-29T10:00:02.000Z');
    const calls: Array<[string, RequestInit | undefined]> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push([url, init]);
        const on = init?.method === 'PUT';
        return json(200, { media_type: 'movie', id: 1, on_list: on, changed_at: '2025-03-29T10:00:00.000Z' });
      }),
    );
    const result = await flushOutbox();
    expect(result.remaining).toBe(0);
    expect(calls[0][0]).toBe('/api/watchlist/movie/550');
    expect(calls[0][1]?.method).toBe('PUT');
    expect(JSON.parse(String(calls[0][1]?.body))).toEqual({
      session_id: SESSION,
      added_at: '2025-03-29T10:00:01.000Z',
    });
    // The session id in a header, never in the URL (issue #35).
    expect(calls[1][0]).toBe('/api/watchlist/movie/680?removed_at=2025-03-29T10%3A00%3A02.000Z');
    expect(new Headers(calls[1][1]?.headers).get('x-streamfinder-session')).toBe(SESSION);
    expect(calls[1][1]?.method).toBe('DELETE');
    // No JSON Content-Type without a body (the server refuses an empty JSON body).
    expect(new Headers(calls[1][1]?.headers).get('content-type')).toBeNull();
    expect(await db.watchlistOutbox.count()).toBe(0);
    expect(await db.myList.get(['movie', 550])).toMatchObject({ onList: 1 });
  });

  it.each([
    ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 503', () => Promise.resolve(json(503, {}))],
    ['a 429', () => Promise.resolve(json(429, {}))],
  ])('keeps the change on %s, counting the attempt', async (_name, answer) => {
    await change(550, 1, '2025-03-29T10:00:01.000Z');
    vi.stubGlobal('fetch', vi.fn(answer));
    expect((await flushOutbox()).remaining).toBe(1);
    expect(await db.watchlistOutbox.get(['movie', 550])).toMatchObject({ attempts: 1 });
    expect(await db.myList.get(['movie', 550])).toMatchObject({ onList: 1 });
  });

  it('drops a change the server refuses; an unknown title (404) leaves the list on this device', async () => {
    await change(550, 1, '2025-03-29T10:00:01.000Z');
    await change(1, 1, '2025-03-29T10:00:02.000Z');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url.includes('/550') ? json(400, { message: 'bad' }) : json(404, {}))),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await flushOutbox()).remaining).toBe(0);
    expect(await db.myList.get(['movie', 550])).toMatchObject({ onList: 1 });
    expect(await db.myList.get(['movie', 1])).toMatchObject({ onList: 0 });
  });

  it('a change made while the previous one was being sent is sent by the same flush, after it', async () => {
    await change(550, 1, '2025-03-29T10:00:01.000Z');
    const methods: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        methods.push(String(init?.method));
        if (methods.length === 1) await change(550, 0, '2025-03-29T10:00:05.000Z'); // undo while sending
        const on = init?.method === 'PUT';
        const at = on ? '2025-03-29T10:00:01.000Z' : '2025-03-29T10:00:05.000Z';
        return json(200, { media_type: 'movie', id: 550, on_list: on, changed_at: at });
      }),
    );
    expect((await flushOutbox()).remaining).toBe(0);
    expect(methods).toEqual(['PUT', 'DELETE']);
    expect(await db.myList.get(['movie', 550])).toMatchObject({ onList: 0 });
  });
});
