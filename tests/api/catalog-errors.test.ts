// Bad input to the catalog API: each answered with the right 4xx and the JSON error shape, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from './support/catalog-http';
import { createTestApp, type Engine, type TestApp } from './support/test-app';

const BAD: Array<[string, number]> = [
  ['/api/movie/abc', 400],
  ['/api/movie/0', 400],
  ['/api/movie/-5', 400],
  ['/api/movie/1.5', 400],
  ['/api/movie/99999999999', 400],
  ['/api/movie/550?region=usa', 400],
  ['/api/movie/550?region=1A', 400],
  ['/api/tv/abc', 400],
  ['/api/tv/now_playing', 400],
  ['/api/movie/abc/similar', 400],
  ['/api/movie/999999999', 404],
  ['/api/movie/999999999/similar', 404],
  ['/api/trending/person/day', 400],
  ['/api/trending/movie/month', 400],
  ['/api/trending/movie/day?page=0', 400],
  ['/api/discover/person', 400],
  ['/api/discover/movie?page=0', 400],
  ['/api/discover/movie?page=501', 400],
  ['/api/discover/movie?page=abc', 400],
  ['/api/discover/movie?page=1&page=2', 400],
  ['/api/discover/movie?sort_by=title.desc', 400],
  ['/api/discover/movie?primary_release_date.gte=2024-02-30', 400],
  ['/api/discover/movie?primary_release_date.lte=2024-1-1', 400],
  ['/api/discover/tv?first_air_date.gte=yesterday', 400],
  ['/api/discover/movie?vote_average.gte=abc', 400],
  ['/api/discover/movie?vote_average.lte=11', 400],
  ['/api/discover/movie?with_runtime.lte=-1', 400],
  ['/api/discover/movie?with_runtime.gte=1e3', 400],
  ['/api/discover/movie?with_genres=abc', 400],
  ['/api/discover/movie?with_genres=28,12|35', 400],
  ['/api/discover/movie?with_watch_providers=8;9', 400],
  ['/api/discover/movie?region=USA', 400],
  ['/api/discover/movie?watch_region=1', 400],
  ['/api/discover/movie?include_adult=maybe', 400],
  ['/api/discover/movie?with_original_language=english', 400],
  ['/api/discover/movie?with_origin_country=USA', 400],
  ['/api/discover/movie?primary_release_year=99', 400],
  ['/api/discover/tv?first_air_date_year=20x1', 400],
  ['/api/movie/popular?page=501', 400],
  ['/api/tv/top_rated?region=U', 400],
  ['/api/movie/now_playing?region=U1', 400],
  ['/api/movie/upcoming?page=-1', 400],
  ['/api/search/person?query=x', 400],
  ['/api/search/multi?query=x&page=0', 400],
  ['/api/search/movie?query=x&include_adult=yes', 400],
  ['/api/genres/person', 400],
  ['/api/providers/movie', 400],
  ['/api/providers/movie?region=XYZ', 400],
  ['/api/providers/person?region=US', 400],
  ['/api/slug/person/fight-club', 400],
  ['/api/slug/movie/no-such-title-xyz', 404],
  ['/api/tv/unique-url', 400],
  ['/api/tv/unique-url?name=x&first_air_date=2011-13-01', 400],
  ['/api/tv/unique-url?name=x&id=abc', 400],
  ['/api/tv/unique-url?name=%F0%9F%98%80', 404],
  ['/api/movies/unique-url', 400],
  ['/api/movies/unique-url?title=x&release_date=1999', 400],
  ['/api/movies/unique-url?title=x&lookup_by_number=perhaps', 400],
  ['/api/nope', 404],
  ['/api/movie/550/nope', 404],
];

/** Odd text (null byte, quotes, FTS syntax, emoji, zero-width space, long) in every free-text or enum slot. */
const ODD = [
  '%00',
  '%22',
  '%27%3B--',
  'a*',
  'NEAR(',
  '%E2%80%8B',
  '%F0%9F%98%80',
  'x'.repeat(199),
  '%25',
  '_',
  '-',
];
const SLOTS = [
  (q: string) => `/api/search/multi?query=${q}`,
  (q: string) => `/api/autocomplete?query=${q}`,
  (q: string) => `/api/movies/unique-url?title=${q}`,
  (q: string) => `/api/movies/unique-url?title=${q}&lookup_by_number=true`,
  (q: string) => `/api/tv/unique-url?name=${q}`,
  (q: string) => `/api/slug/movie/${q}`,
  (q: string) => `/api/discover/movie?with_original_language=${q}`,
  (q: string) => `/api/discover/movie?sort_by=${q}`,
  (q: string) => `/api/trending/${q}/day`,
  (q: string) => `/api/providers/movie?region=${q}`,
];

describe.each<Engine>(['sqlite', 'postgres'])('catalog bad input on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  it.each(BAD)('%s -> %i', async (url, status) => {
    const res = await getJson(t.app, url);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ statusCode: status, error: expect.any(String) });
    expect(res.body.message).toBeTruthy();
  });

  it('odd text anywhere is answered below 500', async () => {
    const failures: string[] = [];
    for (const q of ODD) {
      for (const slot of SLOTS) {
        const res = await getJson(t.app, slot(q));
        if (res.status >= 500 || (typeof res.body?.statusCode !== 'number' && res.status >= 400)) {
          failures.push(`${slot(q)} -> ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('harmless unknown keys are ignored', async () => {
    const res = await getJson(t.app, '/api/discover/movie?utm_source=x&language=en-US&foo=bar');
    expect(res.status).toBe(200);
  });
});
