// Search and autocomplete are plain Fastify routes (api/src/catalog/catalog-routes.ts), not Nest controllers
// (issue #12). They must answer exactly as a Nest route would: the catalog service's answer byte for byte, the
// same headers as a Nest catalog route of the same app (security headers, Cache-Control, Vary, ETag per
// content-coding, CORS), 304 to their validators, the same 400 JSON for bad input and 404 for an empty path
// parameter, HEAD, and X-Data-Age in live TMDB mode.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogService } from '../../api/src/catalog/catalog.service';
import { strongEtag } from '../../api/src/http/http-caching';
import { createTestApp, type TestApp } from './support/test-app';
import { startFakeTmdb, type FakeTmdb } from '../fixtures/tmdb/fake-server';

type Headers = Record<string, string | string[] | number | undefined>;
/** Header names, the values that depend on the bytes or the clock left out. */
const names = (h: Headers) => Object.keys(h).sort();

describe('search and autocomplete as plain Fastify routes', () => {
  let t: TestApp;
  let catalog: CatalogService;
  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers });

  beforeAll(async () => {
    t = await createTestApp('sqlite', { CORS_ORIGINS: 'https://app.example' });
    catalog = t.app.get(CatalogService);
  });
  afterAll(() => t?.close());

  it('answers what the catalog service answers, byte for byte', async () => {
    const cases: Array<[string, () => Promise<unknown>]> = [
      [
        '/api/search/multi?query=star&page=2',
        () => catalog.search('multi', { query: 'star', page: 2, region: undefined, includeAdult: false }),
      ],
      [
        '/api/search/movie?query=%20The%20',
        () => catalog.search('movie', { query: 'The', page: 1, region: undefined, includeAdult: false }),
      ],
      [
        '/api/search/tv?query=office&include_adult=true&region=gb',
        () => catalog.search('tv', { query: 'office', page: 1, region: 'GB', includeAdult: true }),
      ],
      [
        '/api/search/multi?query=',
        () => catalog.search('multi', { query: '', page: 1, includeAdult: false }),
      ],
      ['/api/autocomplete?query=dark%20k', () => catalog.autocomplete('dark k')],
      ['/api/autocomplete?query=%C3%A9t', () => catalog.autocomplete('ét')],
      ['/api/autocomplete', () => catalog.autocomplete('')],
    ];
    for (const [url, expected] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.body, url).toBe(JSON.stringify(await expected()));
    }
  });

  it('carries the same headers as a Nest catalog route, in every encoding', async () => {
    for (const [i, encoding] of ['', 'br', 'gzip', 'gzip, deflate, br'].entries()) {
      const headers = { 'accept-encoding': encoding, origin: 'https://app.example' };
      // A new page each time: a fresh render, not the answer cache (whose max-age counts down).
      const plain = await get(`/api/search/multi?query=the&page=${i + 5}`, headers);
      const nest = await get('/api/trending/all/day', headers);
      expect(plain.statusCode).toBe(200);
      expect(names(plain.headers)).toEqual(names(nest.headers));
      for (const name of ['content-type', 'vary', 'content-encoding', 'access-control-allow-origin']) {
        expect(plain.headers[name], name).toBe(nest.headers[name]);
      }
      for (const name of Object.keys(nest.headers).filter((n) =>
        /^(x-|referrer|permissions|cross|content-sec)/.test(n),
      ))
        expect(plain.headers[name], name).toBe(nest.headers[name]);
      expect(plain.headers['cache-control']).toBe('public, max-age=600, stale-while-revalidate=600');
    }
  });

  it('sends a cached answer (written to the socket before routing) with the headers of its fresh render', async () => {
    // One plain route, one Nest route; the second request of each is served from the answer cache.
    for (const url of [
      '/api/search/tv?query=lov&page=4',
      '/api/discover/tv?sort_by=popularity.desc&page=7',
    ]) {
      for (const encoding of ['', 'br']) {
        const headers = { 'accept-encoding': encoding, origin: 'https://app.example' };
        const fresh = await get(url, headers);
        const cached = await get(url, headers);
        expect(cached.statusCode, url).toBe(200);
        const { date: _a, 'cache-control': freshCc, ...f } = fresh.headers;
        const { date: _b, 'cache-control': cachedCc, ...c } = cached.headers;
        expect(c, `${url} ${encoding}`).toEqual(f);
        expect(cachedCc).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
        expect(freshCc).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
        expect(cached.rawPayload.equals(fresh.rawPayload)).toBe(true);
        const head = await get(url, headers, 'HEAD');
        expect(head.statusCode).toBe(200);
        expect(head.body).toBe('');
      }
    }
  });

  it('sends each content-coding with its own ETag, decoding to the identity bytes, and 304s to any of them', async () => {
    const url = '/api/search/movie?query=the&page=3';
    const identity = await get(url);
    const br = await get(url, { 'accept-encoding': 'br' });
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    const etag = identity.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(br.headers.etag).toBe(`${etag.slice(0, -1)}-br"`);
    expect(gzip.headers.etag).toBe(`${etag.slice(0, -1)}-gz"`);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(identity.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(identity.body);
    for (const tag of [etag, br.headers.etag as string, `W/${etag}`]) {
      const revalidated = await get(url, { 'if-none-match': tag });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(etag);
    }
    // A validator sent before the answer is in the answer cache: the fresh render answers 304 too.
    const tag = strongEtag(JSON.stringify(await catalog.autocomplete('war n')));
    const cold = await get('/api/autocomplete?query=war%20n', { 'if-none-match': tag });
    expect(cold.statusCode).toBe(304);
    expect(cold.headers.etag).toBe(tag);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const url of ['/api/search/tv?query=star', '/api/autocomplete?query=lo']) {
      const full = await get(url, { 'accept-encoding': 'br' });
      const head = await get(url, { 'accept-encoding': 'br' }, 'HEAD');
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      const { date: _a, ...h } = head.headers;
      const { date: _b, ...g } = full.headers;
      expect(names(h)).toEqual(names(g));
      expect(h.etag).toBe(g.etag);
    }
  });

  it('refuses bad input with the 400 JSON a Nest route sends, never stored', async () => {
    const cases: Array<[string, string]> = [
      ['/api/search/person?query=a', 'type must be one of: multi, movie, tv'],
      ['/api/search/multi?query=a&page=0', 'page must be a whole number from 1 to 500'],
      ['/api/search/multi?query=a&page=abc', 'page must be a whole number from 1 to 500'],
      ['/api/search/multi?query=a&region=USA', 'region must be a two-letter country code'],
      ['/api/search/multi?query=a&include_adult=maybe', 'include_adult must be true or false'],
      ['/api/search/multi?query=a&query=b', 'query must be given once'],
      [`/api/search/multi?query=${'x'.repeat(201)}`, 'query must be at most 200 characters'],
      ['/api/autocomplete?query=a&query=b', 'query must be given once'],
      [`/api/autocomplete?query=${'x'.repeat(201)}`, 'query must be at most 200 characters'],
    ];
    const nest = await get('/api/discover/movie?page=0', { origin: 'https://app.example' });
    expect(nest.statusCode).toBe(400);
    for (const [url, message] of cases) {
      for (let i = 0; i < 2; i++) {
        const res = await get(url, { origin: 'https://app.example' });
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toEqual({ statusCode: 400, message, error: 'Bad Request' });
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers.etag).toBeUndefined();
        expect(names(res.headers)).toEqual(names(nest.headers));
      }
    }
  });

  it('answers an empty path parameter with the 404 of a Nest route', async () => {
    const plain = await get('/api/search/');
    const nest = await get('/api/discover/');
    expect(plain.statusCode).toBe(404);
    expect(plain.json()).toEqual({ statusCode: 404, message: 'Cannot GET /api/search/', error: 'Not Found' });
    expect(nest.json()).toEqual({ ...plain.json(), message: 'Cannot GET /api/discover/' });
    expect(names(plain.headers)).toEqual(names(nest.headers));
  });
});

describe('search as a plain Fastify route in live TMDB mode', () => {
  let fake: FakeTmdb;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeTmdb();
    t = await createTestApp('sqlite', { TMDB_API_KEY: 'plain-route-key-1a2b3c', TMDB_BASE_URL: fake.url });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('reports the age of the TMDB data like a Nest route (X-Data-Age), on failures too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search/movie?query=fight%20club' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-age']).toBe('0');
    const details = await t.app.inject({ method: 'GET', url: '/api/movie/603' });
    expect(names(res.headers)).toEqual(names(details.headers));
    const bad = await t.app.inject({ method: 'GET', url: '/api/search/movie?query=a&page=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      statusCode: 400,
      message: 'page must be a whole number from 1 to 500',
      error: 'Bad Request',
    });
  });
});
