// Two production instances on one PostgreSQL + Redis against the fake TMDB (issue #13): together they never
// ask TMDB more than 20 times in any second nor more than 8 at once, identical concurrent requests over both
// make one upstream request, and the scheduled refresh runs on one instance only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTmdb, type FakeTmdb } from '../fixtures/tmdb/fake-server';
import { busiestSecond, startCluster, type Cluster } from './support/cluster';

let fake: FakeTmdb;
let cluster: Cluster;

/** Waits until the fake TMDB saw no request for `quietMs`. */
async function settled(quietMs = 1500): Promise<void> {
  let seen = -1;
  while (seen !== fake.requests.length) {
    seen = fake.requests.length;
    await new Promise((r) => setTimeout(r, quietMs));
  }
}

beforeAll(async () => {
  fake = await startFakeTmdb();
  cluster = await startCluster(2, { TMDB_API_KEY: 'test-key', TMDB_BASE_URL: fake.url });
  await settled();
});

afterAll(async () => {
  await cluster?.stop();
  await fake?.close();
});

const url = (i: number, path: string) => `${cluster.instances[i % 2].url}${path}`;

describe('two instances share TMDB', () => {
  it('the refresh at start ran on one instance only', () => {
    const refreshed = fake.requests.filter((r) => r.path === '/3/trending/movie/day');
    expect(refreshed).toHaveLength(1);
    const logs = cluster.instances.map((s) => s.output());
    expect(logs.filter((l) => l.includes('TMDB refresh finished'))).toHaveLength(1);
    expect(logs.filter((l) => l.includes('TMDB refresh skipped'))).toHaveLength(1);
  });

  it('200 distinct titles over both: at most 20 per second and 8 at once at TMDB', async () => {
    fake.reset();
    fake.delayMs = 20;
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => fetch(url(i, `/api/movie/${20_000 + i}`))),
    );
    const elapsed = Date.now() - started;
    expect(answers.map((a) => a.status)).toEqual(Array(200).fill(200));
    const details = fake.requests.filter((r) => /^\/3\/movie\/\d+$/.test(r.path));
    expect(new Set(details.map((r) => r.path)).size).toBe(200);
    const busiest = busiestSecond(fake.requests.map((r) => r.time));
    expect(busiest).toBeLessThanOrEqual(20);
    expect(fake.maxInFlight).toBeLessThanOrEqual(8);
    expect(elapsed).toBeGreaterThanOrEqual(9000);
    console.info(
      `two instances: 200 titles in ${elapsed} ms, busiest second ${busiest}, in flight ${fake.maxInFlight}`,
    );
  });

  it('50 identical concurrent requests split over both make one upstream request', async () => {
    fake.reset();
    fake.delayMs = 500;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => fetch(url(i, '/api/movie/31337'))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const bodies = await Promise.all(answers.map((a) => a.json() as Promise<{ id: number }>));
    expect(bodies.every((b) => b.id === 31337)).toBe(true);
    expect(fake.requests.filter((r) => r.path === '/3/movie/31337')).toHaveLength(1);
  });
});
