// HTTP caching of /api (issue #12), on SQLite only (the HTTP layer's, over answers the same on both engines:
// docs/testing.md): every catalog GET carries a strong ETag and answers
// 304 to it (from the in-process answer cache and from a fresh render alike), Cache-Control follows the
// resource's TTL, Vary names Accept-Encoding (and the headers geo reads), compressed answers decode to the same
// bytes, and answers for one visitor (their rating, geo, health, events, errors) are no-store.
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Engine, type TestApp } from './support/test-app';

const SWR = (age: number) => `public, max-age=${age}, stale-while-revalidate=${age}`;
const DETAILS = 43200;
const LIST = 3600;
const SEARCH = 600;
const REFERENCE = 86400;

/** Every catalog GET with the max-age of its resource (details 12 h, lists 1 h, search 10 min, reference 24 h). */
const CATALOG: Array<[string, number]> = [
  ['/api/movie/550', DETAILS],
  ['/api/movie/550?region=US', DETAILS],
  ['/api/tv/1399?region=GB', DETAILS],
  ['/api/movie/550/similar', DETAILS],
  ['/api/tv/1399/similar', DETAILS],
  ['/api/trending/all/day', LIST],
  ['/api/trending/movie/week?page=2', LIST],
  ['/api/discover/movie?with_genres=28&sort_by=vote_average.desc', LIST],
  ['/api/discover/tv?sort_by=release_date.desc&first_air_date_year=2020', LIST],
  ['/api/movie/popular', LIST],
  ['/api/tv/popular', LIST],
  ['/api/movie/top_rated', LIST],
  ['/api/tv/top_rated', LIST],
  ['/api/movie/now_playing', LIST],
  ['/api/movie/upcoming', LIST],
  ['/api/slug/movie/fight-club', LIST],
  ['/api/movies/unique-url?title=Fight%20Club&release_date=1999-10-15', LIST],
  ['/api/tv/unique-url?name=Game%20of%20Thrones', LIST],
  ['/api/search/multi?query=star', SEARCH],
  ['/api/search/movie?query=the&page=2', SEARCH],
  ['/api/search/tv?query=office', SEARCH],
  ['/api/autocomplete?query=the', SEARCH],
  ['/api/genres/movie', LIST],
  ['/api/genre/tv/list', LIST],
  ['/api/countries', REFERENCE],
  ['/api/providers/movie?region=US', REFERENCE],
];

describe.each<Engine>(['sqlite'])('HTTP caching on %s', (engine) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  it.each(CATALOG)(
    '%s: strong ETag, 304 on If-None-Match, its Cache-Control and Vary',
    async (url, maxAge) => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      expect(first.headers['cache-control']).toBe(SWR(maxAge));
      expect(first.headers.vary).toMatch(/Accept-Encoding/i);

      // Again: the same bytes and ETag (served from the answer cache), and a 304 with no body to the validator.
      const again = await get(url);
      expect(again.headers.etag).toBe(etag);
      expect(again.body).toBe(first.body);
      const revalidated = await get(url, { 'if-none-match': etag });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(etag);
      expect(String(revalidated.headers['cache-control'])).toMatch(/^public, max-age=\d+/);
      // A list of validators, and the weak form a proxy may send back, match too; another ETag does not.
      expect((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
      const changed = await get(url, { 'if-none-match': '"something-else"' });
      expect(changed.statusCode).toBe(200);
      expect(changed.body).toBe(first.body);
    },
  );

  it('304 also when the answer is rendered afresh (not in the answer cache yet)', async () => {
    const first = await get('/api/movie/603?region=FR');
    // Unknown query keys are ignored by the API, so this URL renders the same bytes, but is a new cache key.
    const fresh = await get('/api/movie/603?region=FR&fresh=1', {
      'if-none-match': first.headers.etag as string,
    });
    expect(fresh.statusCode).toBe(304);
    expect(fresh.headers.etag).toBe(first.headers.etag);
  });

  it('different answers have different ETags', async () => {
    const a = await get('/api/autocomplete?query=star');
    const b = await get('/api/autocomplete?query=star%20wars');
    expect(a.body).not.toBe(b.body);
    expect(a.headers.etag).not.toBe(b.headers.etag);
    const gb = await get('/api/movie/550?region=GB');
    const us = await get('/api/movie/550?region=US');
    expect(gb.headers.etag).not.toBe(us.headers.etag);
    expect(
      (await get('/api/movie/550?region=GB', { 'if-none-match': us.headers.etag as string })).statusCode,
    ).toBe(200);
  });

  it('large answers are compressed (br, gzip) to the same bytes, with Vary: Accept-Encoding and an ETag per coding', async () => {
    const url = '/api/tv/1399';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const round of [1, 2]) {
      const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding'], `round ${round}`).toBe('br');
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      // Its own strong ETag per content-coding (RFC 9110): the identity tag with -br / -gz.
      expect(br.headers.etag).toBe((plain.headers.etag as string).replace(/"$/, '-br"'));
      expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      const gz = await get(url, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers.etag).toBe((plain.headers.etag as string).replace(/"$/, '-gz"'));
      expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    }
    // Small answers are not worth it.
    const small = await get('/api/genres/movie', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers for one visitor are no-store; rating averages are no-cache with a working ETag', async () => {
    const session = randomUUID();
    const rated = await t.app.inject({
      method: 'POST',
      url: '/api/ratings',
      payload: { content_id: 550, content_type: 'movie', rating: 4, session_id: session },
    });
    expect(rated.statusCode).toBeLessThan(300);
    expect(rated.headers['cache-control']).toBe('no-store');
    const mine = await get(`/api/ratings/movie/550?sessionId=${session}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.headers.etag).toBeUndefined();
    // Still fresh after another visitor's rating: never served from a cache.
    expect(JSON.parse(mine.body).rating.rating).toBe(4);

    const average = await get('/api/ratings/average/movie/550');
    expect(average.headers['cache-control']).toBe('no-cache');
    const etag = average.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect((await get('/api/ratings/average/movie/550', { 'if-none-match': etag })).statusCode).toBe(304);
    // A new rating changes the average: the old validator no longer matches.
    await t.app.inject({
      method: 'POST',
      url: '/api/ratings',
      payload: { content_id: 550, content_type: 'movie', rating: 1, session_id: randomUUID() },
    });
    const after = await get('/api/ratings/average/movie/550', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);

    const events = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { type: 'page_view', path: '/upcoming' },
    });
    expect(events.headers['cache-control']).toBe('no-store');
    for (const url of [
      '/api/health',
      '/api/geo',
      '/api/movie/999999999',
      '/api/discover/movie?sort_by=nope',
    ]) {
      const res = await get(url);
      expect(res.headers['cache-control'], url).toMatch(/no-store/);
      expect(res.headers.etag, url).toBeUndefined();
    }
  });

  it('geo depends on request headers: it says so in Vary and is never stored', async () => {
    const fr = await get('/api/geo', { 'accept-language': 'fr-FR' });
    const gb = await get('/api/geo', { 'accept-language': 'en-GB' });
    expect(JSON.parse(fr.body).country_code).toBe('FR');
    expect(JSON.parse(gb.body).country_code).toBe('GB');
    const vary = String(gb.headers.vary).toLowerCase();
    expect(vary).toContain('accept-language');
    expect(vary).toContain('cf-ipcountry');
    expect(gb.headers['cache-control']).toMatch(/no-store/);
  });
});
