// The TMDB HTTP client against the local fake TMDB: credentials on the wire, Retry-After, retries, single-flight
// and error messages that never carry the key. (The 20 req/s limit is measured in tmdb-rate-limit.test.ts.)
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  TmdbError,
  TmdbHttpClient,
  parseRetryAfter,
} from '../../api/src/catalog/sources/tmdb/tmdb-http-client';
import { startFakeTmdb, type FakeTmdb } from '../fixtures/tmdb/fake-server';

const KEY = 'k3y-that-must-never-leak-0123456789';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.token-that-must-never-leak';

let fake: FakeTmdb;
beforeAll(async () => {
  fake = await startFakeTmdb();
});
afterEach(async () => {
  fake.reset();
  await fake.revive();
});
afterAll(async () => {
  await fake.close();
});

const client = (extra: Partial<ConstructorParameters<typeof TmdbHttpClient>[0]> = {}) =>
  new TmdbHttpClient({ baseUrl: fake.url, apiKey: KEY, backoffMs: [10, 20], ...extra });

async function failure(p: Promise<unknown>): Promise<TmdbError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(TmdbError);
    return err as TmdbError;
  }
  throw new Error('expected a failure');
}

describe('TMDB client: credentials', () => {
  it('sends the v3 key as the api_key query parameter', async () => {
    const body = await client().get<{ id: number; title: string }>('/movie/550', { language: 'en-US' });
    expect(body).toMatchObject({ id: 550, title: 'Fight Club' });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].path).toBe('/3/movie/550');
    expect(fake.requests[0].query).toEqual({ language: 'en-US', api_key: KEY });
    expect(fake.requests[0].headers.authorization).toBeUndefined();
  });

  it('sends the v4 read token as a Bearer header and no api_key', async () => {
    const c = new TmdbHttpClient({ baseUrl: fake.url, readToken: TOKEN });
    await c.get('/genre/movie/list', { language: 'en-US' });
    expect(fake.requests[0].headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(fake.requests[0].query.api_key).toBeUndefined();
  });

  it('refuses to call TMDB without credentials', async () => {
    const e = await failure(new TmdbHttpClient({ baseUrl: fake.url }).get('/movie/550'));
    expect(e.kind).toBe('client');
    expect(fake.requests).toHaveLength(0);
  });
});

describe('TMDB client: failures', () => {
  it('waits out a 429 Retry-After before asking again', async () => {
    fake.mode = { kind: '429', retryAfterSeconds: 1, times: 1 };
    const body = await client().get<{ id: number }>('/movie/603');
    expect(body.id).toBe(603);
    expect(fake.requests.map((r) => r.status)).toEqual([429, 200]);
    const gap = fake.requests[1].time - fake.requests[0].time;
    expect(gap).toBeGreaterThanOrEqual(990);
    expect(gap).toBeLessThan(2500);
  });

  it('gives up at once on a Retry-After longer than it is willing to wait', async () => {
    fake.mode = { kind: '429', retryAfterSeconds: 60 };
    const started = Date.now();
    const e = await failure(client().get('/movie/603'));
    expect(e.kind).toBe('rate-limited');
    expect(e.upstreamUnavailable).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a 5xx with backoff, then succeeds', async () => {
    fake.mode = { kind: '500', times: 2 };
    const body = await client({ backoffMs: [100, 200] }).get<{ id: number }>('/tv/1399');
    expect(body.id).toBe(1399);
    expect(fake.requests.map((r) => r.status)).toEqual([500, 500, 200]);
    expect(fake.requests[1].time - fake.requests[0].time).toBeGreaterThanOrEqual(95);
    expect(fake.requests[2].time - fake.requests[1].time).toBeGreaterThanOrEqual(195);
  });

  it('reports a persistent 5xx after its retries', async () => {
    fake.mode = { kind: '500' };
    const e = await failure(client({ retries: 2 }).get('/tv/1399'));
    expect(e.kind).toBe('server');
    expect(fake.requests).toHaveLength(3);
  });

  it('does not retry a 404 and reports it as not-found', async () => {
    const e = await failure(client().get('/movie/900000001'));
    expect(e.kind).toBe('not-found');
    expect(fake.requests).toHaveLength(1);
  });

  it('times out a request that does not answer', async () => {
    fake.mode = { kind: 'slow', delayMs: 1000 };
    const e = await failure(client({ timeoutMs: 100, retries: 0 }).get('/movie/550'));
    expect(e.kind).toBe('timeout');
  });

  it('never puts the key or the token in an error message', async () => {
    const withKey = client({ retries: 1 });
    const withToken = new TmdbHttpClient({ baseUrl: fake.url, readToken: TOKEN, retries: 0 });
    const messages: string[] = [];
    fake.mode = { kind: '500' };
    messages.push((await failure(withKey.get('/movie/550'))).message);
    fake.mode = { kind: 'slow', delayMs: 500 };
    messages.push((await failure(client({ timeoutMs: 50, retries: 0 }).get('/movie/550'))).message);
    fake.mode = { kind: 'ok' };
    await fake.die();
    messages.push((await failure(withKey.get('/movie/550'))).message);
    messages.push((await failure(withToken.get('/movie/550'))).message);
    const badUrl = new TmdbHttpClient({ baseUrl: `http://${KEY}.invalid/3`, apiKey: KEY, retries: 0 });
    const e = await failure(badUrl.get('/movie/550'));
    messages.push(e.message, String(e), e.stack ?? '');
    for (const m of messages) {
      expect(m).not.toContain(KEY);
      expect(m).not.toContain(TOKEN);
    }
    expect(withKey.redact(`GET /3/movie/1?api_key=${KEY}&x=1 Bearer ${KEY}`)).toBe(
      'GET /3/movie/1?api_key=***&x=1 Bearer ***',
    );
  });
});

describe('TMDB client: single-flight', () => {
  it('collapses 50 concurrent identical requests into one upstream call', async () => {
    fake.delayMs = 100;
    const c = client();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        c.get<{ id: number }>('/movie/550', { append_to_response: 'credits' }),
      ),
    );
    expect(answers.every((a) => a.id === 550)).toBe(true);
    expect(fake.requests).toHaveLength(1);
    // A later call is a new request (single-flight is not a cache).
    await c.get('/movie/550', { append_to_response: 'credits' });
    expect(fake.requests).toHaveLength(2);
  });

  it('keys requests by path and sorted query, so parameter order does not matter', async () => {
    fake.delayMs = 50;
    const c = client();
    await Promise.all([
      c.get('/search/multi', { query: 'star', page: 1 }),
      c.get('/search/multi', { page: 1, query: 'star' }),
    ]);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('Retry-After parsing', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('2')).toBe(2000);
    expect(parseRetryAfter('Thu, 01 Jan 1970 00:00:05 GMT', 1000)).toBe(4000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});
