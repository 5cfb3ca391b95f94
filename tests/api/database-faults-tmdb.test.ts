// Live TMDB mode while PostgreSQL is unreachable (issue #13): catalog reads keep working (titles used lately
// from memory, others straight from TMDB), what needs the database answers 503 with Retry-After, and
// everything recovers by itself when the database returns.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/src/app.factory';
import { CatalogSource } from '../../api/src/catalog/catalog-source';
import type { TmdbSource } from '../../api/src/catalog/sources/tmdb/tmdb-source';
import { loadConfig } from '../../api/src/config/config';
import { startFakeTmdb, type FakeTmdb } from '../fixtures/tmdb/fake-server';
import { createPgDatabase, postgresAvailable } from './support/test-app';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';

let app: NestFastifyApplication;
let proxy: TcpProxy;
let fake: FakeTmdb;
let db: { url: string; drop: () => Promise<void> };
let dataDir: string;

beforeAll(async () => {
  expect(await postgresAvailable(), 'PostgreSQL at 127.0.0.1:5432').toBe(true);
  fake = await startFakeTmdb();
  db = await createPgDatabase();
  const target = new URL(db.url);
  proxy = await startTcpProxy(Number(target.port || 5432), target.hostname);
  target.host = `127.0.0.1:${proxy.port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'sf-db-faults-tmdb-'));
  app = await createApp(
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: target.toString(),
      TMDB_API_KEY: 'test-key',
      TMDB_BASE_URL: fake.url,
    }),
  );
  await app.getHttpAdapter().getInstance().ready();
  await (app.get(CatalogSource) as TmdbSource).refresher.idle();
});

afterAll(async () => {
  await app?.close();
  await proxy?.close();
  await fake?.close();
  await db?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('live TMDB mode with PostgreSQL away', () => {
  it('title reads keep working; health answers 503; all recovers', async () => {
    expect((await get('/api/movie/550')).statusCode).toBe(200);
    await proxy.cut();
    try {
      const seen = await get('/api/movie/550');
      expect(seen.statusCode).toBe(200);
      expect(seen.json()).toMatchObject({ id: 550 });
      const unseen = await get('/api/movie/551');
      expect(unseen.statusCode).toBe(200);
      expect(unseen.json()).toMatchObject({ id: 551 });
      const health = await get('/api/health');
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toBe('5');
    } finally {
      await proxy.restore();
    }
    await expect.poll(async () => (await get('/api/health')).statusCode, { timeout: 20_000 }).toBe(200);
    expect((await get('/api/movie/552')).statusCode).toBe(200);
  });
});
