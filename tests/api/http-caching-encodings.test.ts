// Strong ETags per content-coding (issue #12, RFC 9110 8.8.3): the identity, br and gzip bytes of one answer are
// different representations, so each has its own strong tag ("t", "t-br", "t-gz"), on a fresh render and from
// the answer cache alike; If-None-Match with any of them (or its W/ form) revalidates, answered 304 with the tag
// of the coding the client gets now. Details are kept once per title and region, whatever the URL's spelling.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EmbeddedCatalogSource } from '../../api/src/catalog/sources/embedded/embedded-catalog.source';
import { type Answer, AnswerCache } from '../../api/src/http/answer-cache';
import { encodedEtag, etagMatches } from '../../api/src/http/cache-policy';
import { answerKey } from '../../api/src/http/http-caching';
import { createTestApp, type Engine, type TestApp } from './support/test-app';

const CODINGS = { identity: undefined, br: 'br', gzip: 'gzip' } as const;

describe('ETag helpers', () => {
  it('tags each coding and matches a tag of any coding of the same bytes', () => {
    expect(encodedEtag('"abc"')).toBe('"abc"');
    expect(encodedEtag('"abc"', 'br')).toBe('"abc-br"');
    expect(encodedEtag('"abc"', 'gzip')).toBe('"abc-gz"');
    for (const sent of ['"abc"', '"abc-br"', '"abc-gz"', 'W/"abc-br"', '"x", "abc-gz"', '*'])
      expect(etagMatches(sent, '"abc"'), sent).toBe(true);
    for (const sent of ['"abd"', '"abc-xx"', '"ab"', '"abc-br-br"', '', undefined])
      expect(etagMatches(sent, '"abc"'), String(sent)).toBe(false);
  });

  it('keys details per title and region, anything else by path and known query keys', () => {
    expect(answerKey('/api/movie/550?region=us')).toBe(answerKey('/api/movie/550?region=US'));
    expect(answerKey('/api/movie/550')).not.toBe(answerKey('/api/movie/550?region=US'));
    expect(answerKey('/api/tv/550?region=US')).not.toBe(answerKey('/api/movie/550?region=US'));
    for (const url of ['/api/movie/550?region=USA', '/api/movie/0550']) expect(answerKey(url)).toBe(url);
    expect(answerKey('/api/movie/popular?region=US&page=2')).toBe(
      answerKey('/api/movie/popular?page=2&region=US'),
    );
    // A key the route does not read is never cached (issue 35): neither looked up nor stored.
    for (const url of [
      '/api/movie/550?region=US&x=1',
      '/api/movie/popular?page=1&cachebuster=42',
      '/api/genres/movie?a',
      '/api/watchlist?sessionId=x',
    ])
      expect(answerKey(url), url).toBeUndefined();
  });

  it("keys the embedded catalog's autocomplete by its query's search text, only for a query the route accepts", () => {
    const key = answerKey('/api/autocomplete?query=star%20wars', true);
    expect(key).toBe('/api/autocomplete?query=star%20wars');
    for (const url of [
      '/api/autocomplete?query=Star+Wars',
      '/api/autocomplete?query=STAR-WARS%20',
      '/api/autocomplete?&query=st%C3%A0r%20%20wars',
    ])
      expect(answerKey(url, true), url).toBe(key);
    expect(answerKey('/api/autocomplete?query=Star+Wars'), 'TMDB: by URL').toBe(
      '/api/autocomplete?query=Star+Wars',
    );
    // Not folded (keyed by their URL as before): what the route refuses, or a URL it reads otherwise.
    for (const url of [
      `/api/autocomplete?query=${'a'.repeat(201)}`,
      '/api/autocomplete?query=star%0Awars',
      '/api/autocomplete?query=%E0%A4%A',
      '/api/autocomplete?query=a&query=b',
      '/api/autocomplete?query',
    ])
      expect(answerKey(url, true), url).toBe(answerKey(url));
  });

  it('honours q=0 in Accept-Encoding: br;q=0, gzip;q=0 gets the identity bytes', () => {
    const cache = new AnswerCache();
    const answer = { body: Buffer.alloc(4096, 'a') } as Answer;
    expect(cache.encodingFor(answer, 'br;q=0, gzip;q=0')).toBeUndefined();
    expect(cache.encodingFor(answer, 'br;q=0, gzip')).toBe('gzip');
    expect(cache.encodingFor(answer, 'gzip, br')).toBe('br');
    expect(cache.encodingFor(answer, 'br;q=0.5, gzip;q=1')).toBe('gzip');
    expect(cache.encodingFor(answer, '*;q=0')).toBeUndefined();
    expect(cache.encodingFor(answer, 'identity')).toBeUndefined();
    expect(cache.encodingFor(answer, '*')).toBe('br');
  });
});

// On SQLite only: tags and codings are the HTTP layer's, over answers the same on both engines (docs/testing.md).
describe.each<Engine>(['sqlite'])('ETag per content-coding on %s', (engine) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  it.each(['/api/tv/1399', '/api/search/multi?query=star', '/api/trending/all/day'])(
    '%s: one strong tag per coding, fresh and cached; any of them revalidates',
    async (url) => {
      // The first request of each coding renders the answer (nothing cached yet for it on round 1).
      const tags: Record<string, string> = {};
      const fresh: Array<[string, string]> = [];
      for (const round of [1, 2]) {
        for (const [name, coding] of Object.entries(CODINGS)) {
          const res = await get(`${url}${url.includes('?') ? '&' : '?'}r=${round}${name}`, {
            'accept-encoding': coding ?? 'identity',
          });
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-encoding']).toBe(coding);
          expect(res.headers.vary).toBe('Accept-Encoding');
          fresh.push([name, res.headers.etag as string]);
          const body =
            coding === 'br'
              ? brotliDecompressSync(res.rawPayload)
              : coding === 'gzip'
                ? gunzipSync(res.rawPayload)
                : res.rawPayload;
          expect(JSON.parse(body.toString('utf8')).page ?? 1).toBe(1);
        }
        for (const [name, coding] of Object.entries(CODINGS)) {
          const res = await get(url, { 'accept-encoding': coding ?? 'identity' });
          expect(res.headers['content-encoding'], `round ${round} ${name}`).toBe(coding);
          if (round === 1) tags[name] = res.headers.etag as string;
          else expect(res.headers.etag, `cached ${name}`).toBe(tags[name]);
        }
      }
      expect(tags.identity).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      expect(tags.br).toBe(tags.identity.replace(/"$/, '-br"'));
      expect(tags.gzip).toBe(tags.identity.replace(/"$/, '-gz"'));
      // A fresh render tags each coding exactly as the cached answer does (same bytes, same tags).
      expect(fresh).toHaveLength(6);
      for (const [name, tag] of fresh) expect(tag, `fresh ${name}`).toBe(tags[name]);
      for (const held of Object.values(tags)) {
        for (const [name, coding] of Object.entries(CODINGS)) {
          const res = await get(url, { 'accept-encoding': coding ?? 'identity', 'if-none-match': held });
          expect(res.statusCode, `${held} -> ${name}`).toBe(304);
          expect(res.headers.etag).toBe(tags[name]);
          expect(res.rawPayload.length).toBe(0);
        }
      }
      const other = await get('/api/movie/550', { 'accept-encoding': 'br', 'if-none-match': tags.br });
      expect(other.statusCode).toBe(200);
    },
  );

  it('builds an autocomplete answer once per search text: "Star Wars" is served from "star wars"', async () => {
    const source = t.app.get(EmbeddedCatalogSource);
    const autocomplete = vi.spyOn(source, 'autocomplete');
    try {
      const first = await get('/api/autocomplete?query=star%20wars');
      expect(JSON.parse(first.body).suggestions[0].title).toMatch(/^Star Wars/);
      for (const query of ['Star+Wars', 'STAR-WARS%20', 'st%C3%A1r%20wars']) {
        const res = await get(`/api/autocomplete?query=${query}`);
        expect(res.statusCode).toBe(200);
        expect(res.body, query).toBe(first.body);
        expect(res.headers.etag).toBe(first.headers.etag);
      }
      expect(autocomplete).toHaveBeenCalledTimes(1);
      // A query the route refuses is still refused, though its search text has an answer.
      const long = await get(`/api/autocomplete?query=star%20wars${'%20'.repeat(200)}`);
      expect(long.statusCode).toBe(400);
      expect((await get('/api/autocomplete?query=star%0Awars')).statusCode).toBe(400);
      expect(autocomplete).toHaveBeenCalledTimes(1);
    } finally {
      autocomplete.mockRestore();
    }
  });

  it('builds a title-and-region answer once: other spellings of its URL are served from it', async () => {
    const source = t.app.get(EmbeddedCatalogSource);
    const movie = vi.spyOn(source, 'movie');
    try {
      const first = await get('/api/movie/680?region=us');
      const second = await get('/api/movie/680?region=US');
      expect(second.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(JSON.parse(second.body)['watch/providers'].results).toHaveProperty('US');
      expect(movie).toHaveBeenCalledTimes(1);
      // Another region is another answer.
      const gb = await get('/api/movie/680?region=GB');
      expect(gb.headers.etag).not.toBe(first.headers.etag);
      expect(movie).toHaveBeenCalledTimes(2);
    } finally {
      movie.mockRestore();
    }
  });
});
