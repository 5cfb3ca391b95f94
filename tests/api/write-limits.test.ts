// Write limits per client IP (issue #13) on the real Redis of this machine: a budget shared by two app
// instances, 429 + Retry-After + the JSON error shape, X-Forwarded-For honoured only from TRUST_PROXY hops, and
// the in-process fallback when Redis is unreachable or goes away mid-run (never a 500).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/src/config/config';
import { RedisService } from '../../api/src/redis/redis.service';
import { createTestApp, type TestApp } from './support/test-app';
import { deadPort, startTcpProxy, type TcpProxy } from './support/tcp-proxy';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const FIGHT_CLUB = 550;
const prefix = () => `sf-test-${randomUUID().slice(0, 8)}:`;

type Inject = TestApp['app']['inject'];
const rate = (app: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  (app.app.inject as Inject)({
    method: 'POST',
    url: '/api/ratings',
    remoteAddress,
    headers,
    payload: { content_id: FIGHT_CLUB, content_type: 'movie', rating: 4, session_id: randomUUID() },
  });
const pageView = (app: TestApp, remoteAddress: string) =>
  (app.app.inject as Inject)({
    method: 'POST',
    url: '/api/events',
    remoteAddress,
    payload: { type: 'page_view', path: '/' },
  });

describe('configuration', () => {
  it('reads TRUST_PROXY, REDIS_URL and named budgets, and refuses bad values', () => {
    const c = loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback', RATE_LIMIT_RATINGS: '30' });
    expect(c.trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
    expect(c.rateLimits).toEqual({ windowSeconds: 60, budgets: { ratings: 30 } });
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'my proxy' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ RATE_LIMIT_EVENTS: '-1' })).toThrow(/RATE_LIMIT_EVENTS/);
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL/);
  });
});

describe('write limits shared by two instances through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = {
      REDIS_URL,
      REDIS_PREFIX: prefix(),
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_RATINGS: '6',
      RATE_LIMIT_EVENTS: '8',
    };
    a = await createTestApp('sqlite', env);
    b = await createTestApp('sqlite', env);
    // The catalog import blocks the event loop for seconds; the connection may need a retry after it.
    for (const t of [a, b]) {
      await t.app.get(RedisService).ready();
      expect(t.app.get(RedisService).usable).toBe(true);
    }
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts one budget over both instances, then answers 429 with Retry-After and stores nothing', async () => {
    const ip = '198.51.100.7';
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await rate(i % 2 ? b : a, ip)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 200]);
    for (const app of [a, b]) {
      const refused = await rate(app, ip);
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.json()).toEqual({
        statusCode: 429,
        message: expect.stringMatching(/Too many requests/),
        error: 'Too Many Requests',
      });
    }
    const average = await a.app.inject({ method: 'GET', url: `/api/ratings/average/movie/${FIGHT_CLUB}` });
    // Each app has its own SQLite file: 3 accepted ratings landed on each, none of the refused ones.
    expect(average.json().totalCount).toBe(3);
    // Another client and another budget are untouched.
    expect((await rate(a, '198.51.100.8')).statusCode).toBe(200);
    expect((await pageView(b, ip)).statusCode).toBe(202);
  });

  it('a forged X-Forwarded-For from an untrusted peer changes nothing', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < 6; i++) expect((await rate(a, ip)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      const forged = { 'x-forwarded-for': `203.0.113.${i + 1}` };
      expect((await rate(i % 2 ? a : b, ip, forged)).statusCode).toBe(429);
    }
  });

  it('behind a trusted proxy the client is the nearest untrusted X-Forwarded-For hop', async () => {
    const client = '203.0.113.50';
    for (let i = 0; i < 6; i++) {
      expect((await rate(a, '127.0.0.1', { 'x-forwarded-for': client })).statusCode).toBe(200);
    }
    expect((await rate(b, '127.0.0.1', { 'x-forwarded-for': client })).statusCode).toBe(429);
    // The client prepending made-up hops is still the same client.
    const spoofed = { 'x-forwarded-for': `10.9.8.7, ${client}` };
    expect((await rate(b, '127.0.0.1', spoofed)).statusCode).toBe(429);
    // The proxy itself is not the client: others behind it keep their budget.
    expect((await rate(b, '127.0.0.1', { 'x-forwarded-for': '203.0.113.51' })).statusCode).toBe(200);
  });
});

describe('Redis unavailable', () => {
  it('unreachable at start: the app serves, limits stay in-process', async () => {
    const t = await createTestApp('sqlite', {
      REDIS_URL: `redis://127.0.0.1:${await deadPort()}`,
      REDIS_PREFIX: prefix(),
      RATE_LIMIT_EVENTS: '3',
    });
    try {
      const redis = t.app.get(RedisService);
      expect(redis.configured).toBe(true);
      expect(redis.usable).toBe(false);
      const codes = [];
      for (let i = 0; i < 5; i++) codes.push((await pageView(t, '198.51.100.30')).statusCode);
      expect(codes).toEqual([202, 202, 202, 429, 429]);
    } finally {
      await t.close();
    }
  });

  it('going away mid-run: no 500, the budget goes on in-process, shared again when it returns', async () => {
    const proxy: TcpProxy = await startTcpProxy(Number(new URL(REDIS_URL).port || 6379));
    const t = await createTestApp('sqlite', {
      REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
      REDIS_PREFIX: prefix(),
      RATE_LIMIT_EVENTS: '4',
    });
    try {
      const redis = t.app.get(RedisService);
      await expect.poll(() => redis.usable).toBe(true);
      expect((await pageView(t, '198.51.100.40')).statusCode).toBe(202);
      await proxy.cut();
      await expect.poll(() => redis.usable, { timeout: 5000 }).toBe(false);
      const during = [];
      for (let i = 0; i < 6; i++) during.push((await pageView(t, '198.51.100.41')).statusCode);
      expect(during).toEqual([202, 202, 202, 202, 429, 429]);
      await proxy.restore();
      await expect.poll(() => redis.usable, { timeout: 10_000 }).toBe(true);
      // Back on Redis: the client's shared count (1 before the cut) goes on from there.
      const after = [];
      for (let i = 0; i < 4; i++) after.push((await pageView(t, '198.51.100.40')).statusCode);
      expect(after).toEqual([202, 202, 202, 429]);
    } finally {
      await t.close();
      await proxy.close();
    }
  });
});
