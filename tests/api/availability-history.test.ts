// Availability history (issue #37) on both engines: a live refresh against the fake TMDB whose provider answer
// changes between two fetches records exactly the arrivals and departures, an unchanged refresh records nothing,
// a title on two visitors' lists (in two countries) is fetched once per refresh; a re-import of a changed bundled
// catalog records what changed for the titles in both bundles, and the first import records nothing.
import { rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '../../api/src/availability/availability-history';
import { CatalogSource } from '../../api/src/catalog/catalog-source';
import { CatalogImporter } from '../../api/src/catalog/sources/embedded/catalog-importer';
import { ManualClock } from '../../api/src/catalog/sources/tmdb/clock';
import type { TmdbSource } from '../../api/src/catalog/sources/tmdb/tmdb-source';
import { startFakeTmdb, type FakeTmdb } from '../fixtures/tmdb/fake-server';
import { changedBundle, offer } from './support/changed-bundle';
import { createTestApp, type Engine, type TestApp } from './support/test-app';

async function changes(t: TestApp): Promise<string[]> {
  const rows: Array<Record<string, unknown>> = await t.app
    .get(DataSource)
    .query('SELECT type, title_id, country, provider_id, kind, change, day FROM availability_change');
  return rows
    .map((r) => `${r.type}:${r.title_id} ${r.country} ${r.kind} ${r.provider_id} ${r.change} ${r.day}`)
    .sort();
}

describe.each<Engine>(['sqlite', 'postgres'])('availability history of the live mode on %s', (engine) => {
  let fake: FakeTmdb;
  let t: TestApp;
  let source: TmdbSource;
  let clock: ManualClock;

  beforeAll(async () => {
    fake = await startFakeTmdb();
    t = await createTestApp(engine, { TMDB_API_KEY: 'history-test-key', TMDB_BASE_URL: fake.url });
    source = t.app.get(CatalogSource) as TmdbSource;
    await source.refresher.idle();
    clock = new ManualClock(Date.now());
    source.useClock(clock);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const save = (session: string, type: string, id: number) =>
    t.app.inject({ method: 'PUT', url: `/api/watchlist/${type}/${id}`, payload: { session_id: session } });
  const fetched = (path: string) => fake.requests.filter((r) => r.path === path).length;

  it('records what arrived and left between two fetches, once per title, and nothing when unchanged', async () => {
    fake.providers.set('movie:550', {
      DE: { link: 'x', flatrate: [offer(8)], rent: [offer(2)] },
      US: { link: 'x', flatrate: [offer(337)] },
    });
    fake.providers.set('tv:1399', { GB: { link: 'x', flatrate: [offer(29)] } });
    // Two visitors (one in Germany, one in the US: the country lives on their devices) save Fight Club.
    const german = randomUUID();
    const american = randomUUID();
    expect((await save(german, 'movie', 550)).statusCode).toBeLessThan(300);
    expect((await save(american, 'movie', 550)).statusCode).toBeLessThan(300);
    expect((await save(american, 'tv', 1399)).statusCode).toBeLessThan(300);
    expect(await changes(t)).toEqual([]); // the first sight of a title is no change

    fake.providers.set('movie:550', {
      DE: { link: 'x', flatrate: [offer(8), offer(9)] },
      US: { link: 'x', flatrate: [offer(337)], buy: [offer(2)] },
    });
    fake.reset();
    await source.refresher.refresh();
    expect(fetched('/3/movie/550')).toBe(1);
    expect(fetched('/3/tv/1399')).toBe(1);
    const day = dayOf(clock.now());
    expect(await changes(t)).toEqual(
      [
        `movie:550 DE flatrate 9 arrived ${day}`,
        `movie:550 DE rent 2 left ${day}`,
        `movie:550 US buy 2 arrived ${day}`,
      ].sort(),
    );

    // The same answer again: nothing new.
    fake.reset();
    await source.refresher.refresh();
    expect(fetched('/3/movie/550')).toBe(1);
    expect(await changes(t)).toHaveLength(3);

    // A title taken off every list is no longer refreshed.
    await t.app.inject({ method: 'DELETE', url: `/api/watchlist/tv/1399?sessionId=${american}` });
    fake.reset();
    await source.refresher.refresh();
    expect(fetched('/3/tv/1399')).toBe(0);
    expect(fetched('/3/movie/550')).toBe(1);
  });

  it("records a change a visitor's read finds after the 12-hour reuse too", async () => {
    fake.providers.set('movie:680', { FR: { link: 'x', flatrate: [offer(8)] } });
    expect((await t.app.inject({ method: 'GET', url: '/api/movie/680' })).statusCode).toBe(200);
    fake.providers.set('movie:680', { FR: { link: 'x', flatrate: [offer(381)] } });
    clock.advance(13 * 3600_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/movie/680' })).statusCode).toBe(200);
    const day = dayOf(clock.now());
    expect((await changes(t)).filter((c) => c.startsWith('movie:680'))).toEqual([
      `movie:680 FR flatrate 381 arrived ${day}`,
      `movie:680 FR flatrate 8 left ${day}`,
    ]);
  });
});

describe.each<Engine>(['sqlite', 'postgres'])(
  'availability history of the bundled catalog on %s',
  (engine) => {
    let t: TestApp;
    let bundle: string;
    beforeAll(async () => {
      t = await createTestApp(engine);
      bundle = changedBundle();
    });
    afterAll(async () => {
      await t?.close();
      rmSync(bundle, { recursive: true, force: true });
    });

    it('starts empty and records exactly what a changed bundle changes', async () => {
      expect(await changes(t)).toEqual([]);
      const importer = t.app.get(CatalogImporter);
      const result = await importer.ensureImported(bundle);
      expect(result.imported).toBe(true);
      const day = dayOf(Date.now());
      expect(await changes(t)).toEqual([
        `movie:550 DE flatrate 421 left ${day}`,
        `movie:550 DE flatrate 8 arrived ${day}`,
      ]);
      // Going back to the bundled data records the reverse, and nothing else.
      expect((await importer.ensureImported()).imported).toBe(true);
      expect(await changes(t)).toEqual(
        [
          `movie:550 DE flatrate 421 arrived ${day}`,
          `movie:550 DE flatrate 421 left ${day}`,
          `movie:550 DE flatrate 8 arrived ${day}`,
          `movie:550 DE flatrate 8 left ${day}`,
        ].sort(),
      );
    });
  },
);
