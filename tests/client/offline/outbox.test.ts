import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../client/lib/api-client';
import { db } from '../../../client/lib/db';
import {
  flushOutbox,
  isTransientError,
  onOutboxEvent,
  outboxHeldFor,
  queueRating,
  type OutboxEvent,
} from '../../../client/lib/outbox';

const SESSION = '0b8f2f6e-9a4c-4c1e-8f3a-1d2e3f4a5b6c';

function rating(value: number, at: string, id = 550) {
  return {
    content_type: 'movie' as const,
    content_id: id,
    rating: value,
    session_id: SESSION,
    rated_at: at,
  };
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText: status >= 500 ? 'Internal Server Error' : 'OK',
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(async () => {
  // flushOutbox also sends My List's changes (watchlist-outbox.ts): none left by another file may join in.
  await Promise.all([db.outbox.clear(), db.myRatings.clear(), db.watchlistOutbox.clear()]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('queueRating', () => {
  it('keeps only the newest of several changes to one title', async () => {
    for (let i = 1; i <= 5; i++) await queueRating(rating(i, `2025-03-29T10:00:0${i}.000Z`));
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ rating: 5, rated_at: '2025-03-29T10:00:05.000Z' });
    expect(await db.myRatings.get(['movie', 550])).toMatchObject({ rating: 5 });
  });

  it('does not let an older change overwrite a newer queued one', async () => {
    await queueRating(rating(4, '2025-03-29T10:00:05.000Z'));
    await queueRating(rating(2, '2025-03-29T10:00:01.000Z'));
    expect(await db.outbox.get(['movie', 550])).toMatchObject({ rating: 4 });
  });

  it('keeps one entry per title', async () => {
    await queueRating(rating(3, '2025-03-29T10:00:00.000Z', 1));
    await queueRating(rating(2, '2025-03-29T10:00:00.000Z', 2));
    await queueRating({ ...rating(1, '2025-03-29T10:00:00.000Z', 1), content_type: 'series' });
    expect(await db.outbox.count()).toBe(3);
  });
});

describe('isTransientError', () => {
  it.each([
    [new ApiError('offline', 0), true],
    [new ApiError('Server error', 500), true],
    [new ApiError('Server error', 503), true],
    [new ApiError('429: slow down', 429), true],
    [new TypeError('Failed to fetch'), true],
    [new ApiError('400: bad', 400), false],
    [new ApiError('404: gone', 404), false],
    [new ApiError('422: bad', 422), false],
    [new Error('something else'), false],
    ['a string', false],
  ])('%s -> %s', (err, expected) => {
    expect(isTransientError(err)).toBe(expected);
  });
});

describe('flushOutbox', () => {
  it('sends the newest value once and removes the entry', async () => {
    for (let i = 1; i <= 5; i++) await queueRating(rating(i, `2025-03-29T10:00:0${i}.000Z`));
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      return jsonResponse(200, { rating: { ...body } });
    });
    vi.stubGlobal('fetch', fetchMock);
    const events: OutboxEvent[] = [];
    const off = onOutboxEvent((e) => events.push(e));
    const result = await flushOutbox();
    off();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/ratings');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(rating(5, '2025-03-29T10:00:05.000Z'));
    expect(result.sent).toHaveLength(1);
    expect(result.remaining).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(events.some((e) => e.type === 'saved' && e.rating === 5)).toBe(true);
    expect(await db.myRatings.get(['movie', 550])).toMatchObject({ rating: 5 });
  });

  it('keeps entries on 5xx, 429 and network failures and delivers them later', async () => {
    await queueRating(rating(4, '2025-03-29T10:00:00.000Z'));
    for (const failure of [
      () => jsonResponse(500, { statusCode: 500 }),
      () => jsonResponse(429, { statusCode: 429 }),
      () => {
        throw new TypeError('Failed to fetch');
      },
    ]) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => failure()),
      );
      const result = await flushOutbox();
      expect(result.sent).toHaveLength(0);
      expect(result.rejected).toHaveLength(0);
      expect(result.remaining).toBe(1);
    }
    expect(await db.outbox.get(['movie', 550])).toMatchObject({ rating: 4, attempts: 3 });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { rating: rating(4, '2025-03-29T10:00:00.000Z') })),
    );
    const result = await flushOutbox();
    expect(result.sent).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a 429 with Retry-After holds the outbox until then, then delivers by itself', async () => {
    await queueRating(rating(2, '2025-03-29T11:00:00.000Z', 12));
    await queueRating(rating(5, '2025-03-29T11:00:01.000Z', 13));
    const fetchMock = vi.fn(async () =>
      fetchMock.mock.calls.length === 1
        ? new Response('{"statusCode":429}', { status: 429, headers: { 'Retry-After': '1' } })
        : jsonResponse(200, { rating: rating(2, '2025-03-29T11:00:00.000Z', 12) }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const first = await flushOutbox();
    expect(first).toMatchObject({ sent: [], rejected: [], remaining: 2 });
    expect(outboxHeldFor()).toBeGreaterThan(500);
    // Flushes before the Retry-After elapsed send nothing.
    expect((await flushOutbox()).remaining).toBe(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The scheduled flush delivers both, nothing dropped.
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 5000 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(outboxHeldFor()).toBe(0);
  });

  it('removes an entry the server rejects with 4xx and reports it', async () => {
    await queueRating(rating(9, '2025-03-29T10:00:00.000Z', 7));
    await queueRating(rating(3, '2025-03-29T10:00:01.000Z', 8));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as { rating: number };
        if (body.rating > 5) return jsonResponse(400, { statusCode: 400, message: 'rating must be 0-5' });
        return jsonResponse(201, { rating: body });
      }),
    );
    const events: OutboxEvent[] = [];
    const off = onOutboxEvent((e) => events.push(e));
    const result = await flushOutbox();
    off();
    expect(result.rejected).toHaveLength(1);
    expect(result.rejected[0]).toMatchObject({ status: 400, entry: { content_id: 7 } });
    expect(result.sent.map((e) => e.content_id)).toEqual([8]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.myRatings.get(['movie', 7])).toBeUndefined();
    expect(events.find((e) => e.type === 'rejected')).toMatchObject({ status: 400 });
  });

  it('keeps a change made while the previous value was being sent', async () => {
    await queueRating(rating(2, '2025-03-29T10:00:00.000Z'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        // the visitor changes the rating while the request is in flight
        await queueRating(rating(5, '2025-03-29T10:00:09.000Z'));
        return jsonResponse(200, { rating: JSON.parse(String(init?.body)) });
      }),
    );
    const result = await flushOutbox();
    expect(result.remaining).toBe(1);
    expect(await db.outbox.get(['movie', 550])).toMatchObject({ rating: 5 });
  });

  it('shares one run between concurrent calls', async () => {
    await queueRating(rating(1, '2025-03-29T10:00:00.000Z'));
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      jsonResponse(200, { rating: JSON.parse(String(init?.body)) }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await Promise.all([flushOutbox(), flushOutbox(), flushOutbox()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends an entry queued while a run is going right after that run, without another trigger', async () => {
    await queueRating(rating(1, '2025-03-29T10:00:00.000Z', 550));
    let later: Promise<unknown> = Promise.resolve();
    const sent: number[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as { content_id: number };
        sent.push(body.content_id);
        if (sent.length === 1) {
          // This run has read the outbox already; the new entry asks for a flush while it is going.
          await queueRating(rating(2, '2025-03-29T10:00:01.000Z', 680));
          later = flushOutbox();
        }
        return jsonResponse(200, { rating: body });
      }),
    );
    await flushOutbox();
    expect(await later).toMatchObject({ remaining: 0 });
    expect(sent).toEqual([550, 680]);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('persistent storage', () => {
  it('is requested once, after the first rating', async () => {
    const persist = vi.fn(async () => true);
    const persisted = vi.fn(async () => false);
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: { persist, persisted },
    });
    await queueRating(rating(3, '2025-03-29T10:00:00.000Z'));
    await queueRating(rating(4, '2025-03-29T10:00:01.000Z'));
    await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
    Reflect.deleteProperty(navigator, 'storage');
  });
});
