// The session id, the only credential of a visitor's list and ratings, never travels in a URL (issue #35): proxy,
// CDN and server access logs keep URLs. Every call the client makes with it (the rating lookup, the My List read,
// the outbox's adds, removals and ratings) is checked here at fetch(): the id is in the X-StreamFinder-Session
// header or the JSON body, and no request URL contains it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchUserRating } from '../../../client/api/ratings';
import { syncWatchlist } from '../../../client/features/my-list/api/get-watchlist';
import { db } from '../../../client/lib/db';
import { flushOutbox, queueRating } from '../../../client/lib/outbox-core';
import { getSessionId, SESSION_HEADER } from '../../../client/lib/session';
import { queueListChange } from '../../../client/lib/watchlist-outbox';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

function recordFetch(): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({
        url,
        method: init?.method ?? 'GET',
        headers: new Headers(init?.headers),
        body: typeof init?.body === 'string' ? init.body : '',
      });
      const body = url.startsWith('/api/watchlist?')
        ? { results: [], removed: [] }
        : url.startsWith('/api/ratings')
          ? {
              rating: {
                content_id: 550,
                content_type: 'movie',
                rating: 3,
                rated_at: '2025-03-29T10:00:00.000Z',
              },
            }
          : { media_type: 'movie', id: 550, on_list: false, changed_at: '2025-03-29T10:00:00.000Z' };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.myRatings.clear(), db.myList.clear(), db.watchlistOutbox.clear()]);
});
afterEach(() => vi.unstubAllGlobals());

describe('the session id on the wire', () => {
  it('is in a header or a body on every call that carries it, never in a URL', async () => {
    const session = getSessionId();
    const calls = recordFetch();

    expect(await fetchUserRating('movie', 550, session)).toBe(3);
    await syncWatchlist('US');
    await queueListChange(
      { type: 'movie', id: 550, onList: 1, changedAt: '2025-03-29T10:00:01.000Z', session_id: session },
      { summary: { id: 1, title: 'x', poster_path: null, release_date: null, vote_average: 0 } },
    );
    await queueListChange(
      { type: 'movie', id: 680, onList: 0, changedAt: '2025-03-29T10:00:02.000Z', session_id: session },
      { summary: { id: 1, title: 'x', poster_path: null, release_date: null, vote_average: 0 } },
    );
    await queueRating({
      content_type: 'movie',
      content_id: 550,
      rating: 3,
      session_id: session,
      rated_at: '2025-03-29T10:00:03.000Z',
    });
    expect((await flushOutbox()).remaining).toBe(0);

    // Every kind of call was made: the rating lookup, the list read, an add, a removal and a rating.
    const kinds = calls.map((c) => `${c.method} ${c.url.split('?')[0]}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'GET /api/ratings/movie/550',
        'GET /api/watchlist',
        'PUT /api/watchlist/movie/550',
        'DELETE /api/watchlist/movie/680',
        'POST /api/ratings',
      ]),
    );
    for (const call of calls) {
      expect(call.url).not.toContain(session);
      expect(call.url.toLowerCase()).not.toContain('session');
      // Reads and removals have no body: the header identifies the visitor.
      if (call.method === 'GET' || call.method === 'DELETE') {
        expect(call.headers.get(SESSION_HEADER)).toBe(session);
      } else {
        expect(JSON.parse(call.body)).toMatchObject({ session_id: session });
      }
    }
    expect(calls.find((c) => c.url.startsWith('/api/watchlist?'))?.url).toBe('/api/watchlist?region=US');
  });
});
