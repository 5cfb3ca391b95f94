// The TMDB client's shared state through the real Redis (issue #13), at the client level: two clients (as two
// instances) pace together and collapse identical requests into one; a pause after a 429 holds both; with
// Redis unreachable each client still answers, paced in-process.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SharedFlight } from '../../api/src/catalog/sources/tmdb/shared-flight';
import { TmdbHttpClient } from '../../api/src/catalog/sources/tmdb/tmdb-http-client';
import { RedisService } from '../../api/src/redis/redis.service';
import { startFakeTmdb, type FakeTmdb } from '../fixtures/tmdb/fake-server';
import { deadPort } from './support/tcp-proxy';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let fake: FakeTmdb;
const opened: RedisService[] = [];

async function redis(url = REDIS_URL, prefix = `sf-test-${randomUUID().slice(0, 8)}:`) {
  const r = new RedisService({ redisUrl: url, redisPrefix: prefix });
  opened.push(r);
  await r.ready();
  return r;
}
const client = (r: RedisService) =>
  new TmdbHttpClient({ baseUrl: fake.url, apiKey: 'k', backoffMs: [10, 20], redis: r });

beforeAll(async () => {
  fake = await startFakeTmdb();
});
afterEach(() => fake.reset());
afterAll(async () => {
  for (const r of opened) await r.close();
  await fake?.close();
});

describe('TMDB client shared through Redis', () => {
  it('50 identical concurrent requests over two clients make one upstream request', async () => {
    const prefix = `sf-test-${randomUUID().slice(0, 8)}:`;
    const [a, b] = [client(await redis(REDIS_URL, prefix)), client(await redis(REDIS_URL, prefix))];
    fake.delayMs = 300;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).get<{ id: number }>('/movie/4242')),
    );
    expect(answers.every((x) => x.id === 4242)).toBe(true);
    expect(fake.requests.filter((r) => r.path === '/3/movie/4242')).toHaveLength(1);
  });

  it('a waiter that takes the lock just after the leader released it uses the outcome, not a second request', async () => {
    // The race the cluster test met under load: B reads (no outcome yet), then A writes its outcome and releases
    // the lock, then B takes the lock. B must find A's outcome instead of asking TMDB again.
    const prefix = `sf-test-${randomUUID().slice(0, 8)}:`;
    const [ra, rb] = [await redis(REDIS_URL, prefix), await redis(REDIS_URL, prefix)];
    const opts = {
      lockMs: 5000,
      keepMs: 5000,
      pollMs: 20,
      encodeError: () => undefined,
      decodeError: () => new Error('unused'),
    };
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let leaderStarted!: () => void;
    const started = new Promise<void>((resolve) => (leaderStarted = resolve));
    const a = new SharedFlight(ra, opts).run('movie/7', async () => {
      leaderStarted();
      await gate;
      return { id: 7, from: 'a' };
    });
    await started;
    // B's lock attempt waits until A has answered and released its lock (real Redis, real Redlock).
    const realTryLock = rb.tryLock.bind(rb);
    let bReachedLock!: () => void;
    const reached = new Promise<void>((resolve) => (bReachedLock = resolve));
    rb.tryLock = async (name, ttl) => {
      bReachedLock();
      await a;
      return realTryLock(name, ttl);
    };
    let bFetched = 0;
    const b = new SharedFlight(rb, opts).run('movie/7', () => {
      bFetched++;
      return Promise.resolve({ id: 7, from: 'b' });
    });
    await reached;
    open();
    expect(await a).toEqual({ id: 7, from: 'a' });
    expect(await b).toEqual({ id: 7, from: 'a' });
    expect(bFetched).toBe(0);
  });

  it('a 404 reached by one client is the answer of the other too', async () => {
    const prefix = `sf-test-${randomUUID().slice(0, 8)}:`;
    const [a, b] = [client(await redis(REDIS_URL, prefix)), client(await redis(REDIS_URL, prefix))];
    fake.delayMs = 200;
    const results = await Promise.allSettled([a.get('/movie/900000001'), b.get('/movie/900000001')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    for (const r of results) expect((r as PromiseRejectedResult).reason).toMatchObject({ kind: 'not-found' });
    expect(fake.requests).toHaveLength(1);
  });

  it('Redis unreachable: the client still answers (in-process pacing)', async () => {
    const r = await redis(`redis://127.0.0.1:${await deadPort()}`);
    expect(r.usable).toBe(false);
    const answers = await Promise.all(
      [550, 551, 552].map((id) => client(r).get<{ id: number }>(`/movie/${id}`)),
    );
    expect(answers.map((x) => x.id)).toEqual([550, 551, 552]);
  });
});
