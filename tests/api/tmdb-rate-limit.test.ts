// The live mode never asks TMDB more than 20 times in any second, and never has more than 8 requests in
// flight, even when 200 visitors open 200 different titles at once (measured at the fake TMDB). Takes ~10 s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogSource } from '../../api/src/catalog/catalog-source';
import type { TmdbSource } from '../../api/src/catalog/sources/tmdb/tmdb-source';
import { createTestApp, type TestApp } from './support/test-app';
import { startFakeTmdb, type FakeTmdb } from '../fixtures/tmdb/fake-server';

let fake: FakeTmdb;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeTmdb();
  t = await createTestApp('sqlite', { TMDB_API_KEY: 'test-key', TMDB_BASE_URL: fake.url });
  await (t.app.get(CatalogSource) as TmdbSource).refresher.idle();
  fake.reset();
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** Most requests that arrived within any 1-second window [t, t + 1000). */
function busiestSecond(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while (j < sorted.length && sorted[j] < sorted[i] + 1000) j++;
    best = Math.max(best, j - i);
  }
  return best;
}

describe('TMDB rate limit', () => {
  it('200 detail requests to distinct ids: at most 20 per second and 8 at once at TMDB', async () => {
    fake.delayMs = 20;
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => t.app.inject({ method: 'GET', url: `/api/movie/${10_000 + i}` })),
    );
    const elapsed = Date.now() - started;
    expect(answers.map((a) => a.statusCode)).toEqual(Array(200).fill(200));
    expect(answers.map((a) => a.json().id)).toEqual(Array.from({ length: 200 }, (_, i) => 10_000 + i));

    const details = fake.requests.filter((r) => /^\/3\/movie\/\d+$/.test(r.path));
    expect(details).toHaveLength(200);
    expect(new Set(details.map((r) => r.path)).size).toBe(200);
    expect(details.every((r) => r.query.append_to_response === 'credits,watch/providers,similar')).toBe(true);
    const busiest = busiestSecond(fake.requests.map((r) => r.time));
    expect(busiest).toBeLessThanOrEqual(20);
    expect(busiest).toBeGreaterThanOrEqual(10); // paced, not crawling (loose: the machine is shared)
    expect(fake.maxInFlight).toBeLessThanOrEqual(8);
    // 200 requests at <= 20 per second cannot take less than 9 s.
    expect(elapsed).toBeGreaterThanOrEqual(9000);
    console.info(
      `200 distinct titles in ${elapsed} ms; busiest second at TMDB: ${busiest}; max in flight ${fake.maxInFlight}`,
    );
  });
});
