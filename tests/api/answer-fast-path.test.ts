// The answer cache's fast path (issue #12, api/src/http/answer-fast-path.ts): over real HTTP, a cached catalog
// answer is sent by the node:http server before Fastify, with the same status, headers and bytes as Fastify sends
// for it (Fastify inject never reaches the server, so it shows Fastify's own way), in every content-coding, and
// 304 to its ETag; what is not cached, not a GET, or cross-origin with CORS configured still goes to Fastify.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerFastPathOf, type AnswerFastPath } from '../../api/src/http/answer-fast-path';
import { CATALOG } from './support/catalog-gets';
import { createTestApp } from './support/test-app';

type Headers = Record<string, string | number | string[] | undefined>;

interface Got {
  status: number;
  headers: Headers;
  body: Buffer;
}

/** Headers node:http writes per connection or per second. */
const PER_MESSAGE = ['date', 'connection', 'keep-alive'];

function comparable(headers: Headers): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) {
    // max-age counts down to the entry's expiry: one second may pass between two requests.
    if (name === 'cache-control') out[name] = String(value).replace(/\d+/g, 'N');
    else if (!PER_MESSAGE.includes(name)) out[name] = value;
  }
  return out;
}

async function start(env: Record<string, string> = {}) {
  const t = await createTestApp('sqlite', env);
  await t.app.listen(0, '127.0.0.1');
  const server = t.app.getHttpServer();
  const { port } = server.address() as AddressInfo;
  const fast = answerFastPathOf(server) as AnswerFastPath;
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Got>((done, fail) => {
      const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', fail);
      req.end();
    });
  return { t, fast, get };
}

describe('the answer fast path', () => {
  let s: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    s = await start();
  });
  afterAll(() => s?.t.close());

  it('is in front of the server the app listens on', () => {
    expect(s.fast).toBeDefined();
  });

  it.each(CATALOG.map(([url]) => url))(
    '%s: a cached answer is sent before Fastify, as Fastify sends it, in every coding',
    async (url) => {
      for (const coding of [undefined, 'br', 'gzip']) {
        const headers: Record<string, string> = coding ? { 'accept-encoding': coding } : {};
        const before = s.fast.served;
        const first = await s.get(url, headers);
        expect(first.status).toBe(200);
        const cached = await s.get(url, headers);
        expect(s.fast.served).toBeGreaterThan(before);
        const viaFastify = await s.t.app.inject({ method: 'GET', url, headers });
        expect(cached.status).toBe(200);
        expect(comparable(cached.headers)).toEqual(comparable(viaFastify.headers));
        expect(cached.body.equals(viaFastify.rawPayload)).toBe(true);
        expect(cached.body.equals(first.body)).toBe(true);
        expect(cached.headers['content-length']).toBe(String(cached.body.length));
      }
    },
  );

  it('answers 304 to the ETag of any coding, with the validators and no body', async () => {
    const url = '/api/trending/all/day';
    const plain = await s.get(url);
    const br = await s.get(url, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    for (const etag of [plain.headers.etag, br.headers.etag]) {
      const before = s.fast.served;
      const again = await s.get(url, { 'if-none-match': String(etag), 'accept-encoding': 'br' });
      expect(s.fast.served).toBe(before + 1);
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(br.headers.etag);
      expect(again.headers['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
      expect(again.headers['x-content-type-options']).toBe('nosniff');
      const viaFastify = await s.t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(etag), 'accept-encoding': 'br' },
      });
      expect(comparable(again.headers)).toEqual(comparable(viaFastify.headers));
    }
  });

  it('leaves what is not a cached catalog GET to Fastify', async () => {
    await s.get('/api/genre/movie/list');
    const before = s.fast.served;
    const head = await s.get('/api/genre/movie/list', {}, 'HEAD');
    expect(head.status).toBe(200);
    const visitor = await s.get('/api/ratings/average/movie/550');
    expect(visitor.headers['cache-control']).toMatch(/no-cache|no-store/);
    await s.get('/api/ratings/average/movie/550');
    const missing = await s.get('/api/movie/999999999');
    expect(missing.status).toBe(404);
    const bad = await s.get('/api/ratings/average/movie/abc');
    expect(bad.status).toBe(400);
    expect(s.fast.served).toBe(before);
  });
});

describe('the answer fast path with CORS configured', () => {
  let s: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    s = await start({ CORS_ORIGINS: 'https://partner.example' });
  });
  afterAll(() => s?.t.close());

  it('is off: cross-origin answers keep the CORS headers', async () => {
    const origin = { origin: 'https://partner.example' };
    await s.get('/api/genre/movie/list', origin);
    const again = await s.get('/api/genre/movie/list', origin);
    expect(again.status).toBe(200);
    expect(again.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(s.fast.served).toBe(0);
  });
});
