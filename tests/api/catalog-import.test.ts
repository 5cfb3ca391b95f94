// The embedded catalog import: first start imports, a restart does not, a changed bundle (checksum) re-imports
// without touching other tables (ratings, anything else), and TMDB mode never imports.
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogImporter, CHECKSUM_KEY } from '../../api/src/catalog/sources/embedded/catalog-importer';
import { getJson } from './support/catalog-http';
import { persistentStore, type PersistentStore } from './support/catalog-restart';
import type { Engine } from './support/test-app';

describe.each<Engine>(['sqlite', 'postgres'])('embedded catalog import on %s', (engine) => {
  let store: PersistentStore;
  beforeAll(async () => {
    store = await persistentStore(engine);
  });
  afterAll(() => store?.drop());

  const sql = (app: { get: (t: typeof DataSource) => DataSource }, text: string) =>
    app.get(DataSource).query(text) as Promise<Array<Record<string, unknown>>>;
  const fightClubTitle = async (app: Parameters<typeof sql>[0]) =>
    (await sql(app, "SELECT title FROM catalog_title WHERE type = 'movie' AND id = 550"))[0]?.title;

  it('imports on first start, keeps the data on restart, re-imports only a changed bundle', async () => {
    // First start: everything imported, checksum of the bundle stored.
    let app = await store.start();
    const counts = await sql(
      app,
      'SELECT type, COUNT(*) AS n FROM catalog_title GROUP BY type ORDER BY type',
    );
    expect(counts.map((r) => [r.type, Number(r.n)])).toEqual([
      ['movie', 3792],
      ['tv', 2056],
    ]);
    const checksum = app.get(CatalogImporter).checksum();
    expect(await sql(app, `SELECT value FROM catalog_meta WHERE key = '${CHECKSUM_KEY}'`)).toEqual([
      { value: checksum },
    ]);
    // A mark a re-import would erase.
    await sql(app, "UPDATE catalog_title SET title = 'Marked' WHERE type = 'movie' AND id = 550");
    await app.close();

    // Restart with the same bundle: no import (the mark survives).
    app = await store.start();
    expect(await fightClubTitle(app)).toBe('Marked');
    expect((await getJson(app, '/api/movie/550')).status).toBe(200);

    // Data outside the catalog: a rating through the API and an unrelated table.
    const session = randomUUID();
    const rated = await app.inject({
      method: 'POST',
      url: '/api/ratings',
      payload: { content_id: 550, content_type: 'movie', rating: 4, session_id: session },
    });
    expect(rated.statusCode).toBeLessThan(300);
    await sql(app, 'CREATE TABLE keep_me (v integer)');
    await sql(app, 'INSERT INTO keep_me (v) VALUES (42)');
    // The bundle "changes": the stored checksum no longer matches the files.
    await sql(app, `UPDATE catalog_meta SET value = 'older-bundle' WHERE key = '${CHECKSUM_KEY}'`);
    await app.close();

    // Restart: re-imported (mark gone, checksum current), other tables untouched.
    app = await store.start();
    expect(await fightClubTitle(app)).toBe('Fight Club');
    expect(await sql(app, `SELECT value FROM catalog_meta WHERE key = '${CHECKSUM_KEY}'`)).toEqual([
      { value: checksum },
    ]);
    expect((await sql(app, 'SELECT v FROM keep_me')).map((r) => Number(r.v))).toEqual([42]);
    const mine = await getJson(app, `/api/ratings/movie/550?sessionId=${session}`);
    expect(mine.status).toBe(200);
    expect(mine.body.rating.rating).toBe(4);
    const average = await getJson(app, '/api/ratings/average/movie/550');
    expect(average.body).toMatchObject({ totalCount: 1, averageRating: 4 });
    await app.close();
  });
});

describe('TMDB mode', () => {
  it('never imports the embedded catalog', async () => {
    const store = await persistentStore('sqlite');
    try {
      const app = await store.start({ TMDB_API_KEY: 'test-key', TMDB_BASE_URL: 'http://127.0.0.1:9' });
      const rows = (await app.get(DataSource).query('SELECT COUNT(*) AS n FROM catalog_title')) as Array<{
        n: number;
      }>;
      expect(Number(rows[0]?.n)).toBe(0);
      expect(await app.get(DataSource).query('SELECT * FROM catalog_meta')).toEqual([]);
      await app.close();
    } finally {
      await store.drop();
    }
  });
});
