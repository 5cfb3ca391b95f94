// A start on a database that already holds this bundle stays short (issue #12), checked by what it does rather
// than by a clock: it writes nothing to the catalog (no re-import), and it reads only the index's sort, filter and
// search columns; summaries, details and people's JSON are read later by the requests that show them, and
// summaries all at once by the read-ahead that follows the start.
import { BetterSqlite3QueryRunner } from 'typeorm/driver/better-sqlite3/BetterSqlite3QueryRunner';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { CatalogIndex } from '../../api/src/catalog/sources/embedded/catalog-index';
import { EmbeddedCatalogSource } from '../../api/src/catalog/sources/embedded/embedded-catalog.source';
import { readAhead } from '../../api/src/catalog/sources/embedded/index-warm';
import { getJson } from './support/catalog-http';
import { persistentStore, type PersistentStore } from './support/catalog-restart';
import type { Engine } from './support/test-app';

const RUNNERS = { sqlite: BetterSqlite3QueryRunner, postgres: PostgresQueryRunner };
const indexOf = (app: NestFastifyApplication): CatalogIndex =>
  (app.get(EmbeddedCatalogSource) as unknown as { index: CatalogIndex }).index;
const WRITE = /^\s*(INSERT|UPDATE|DELETE|CREATE|DROP|ALTER|TRUNCATE)\b/i;

describe.each<Engine>(['sqlite', 'postgres'])('second start on an imported database (%s)', (engine) => {
  let store: PersistentStore;
  beforeAll(async () => {
    store = await persistentStore(engine);
    // First start: imports the bundle.
    await (await store.start()).close();
  });
  afterAll(() => store?.drop());

  it('does not re-import and reads only the index columns; pages read their summaries on demand', async () => {
    const statements: string[] = [];
    // Every statement of either engine goes through its query runner: record it, then run it.
    const proto = RUNNERS[engine].prototype as unknown as { query: (...a: unknown[]) => Promise<unknown> };
    const through = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      statements.push(String(args[0]));
      return through.apply(this, args);
    };
    try {
      const app = await store.start();
      const atStart = [...statements];
      const catalogWrites = atStart.filter((s) => WRITE.test(s) && /\bcatalog_/i.test(s));
      expect(catalogWrites).toEqual([]);
      const catalogReads = atStart.filter((s) => /\bFROM\s+catalog_/i.test(s));
      expect(catalogReads.length).toBeGreaterThan(0);
      // Neither summaries, details nor people: the big JSON columns (about 20 MB) wait for a request.
      expect(catalogReads.filter((s) => /\b(summary|data)\b|catalog_person/i.test(s))).toEqual([]);

      const before = statements.length;
      const page = await getJson(app, '/api/movie/popular');
      expect(page.status).toBe(200);
      expect(page.body.results).toHaveLength(20);
      expect(page.body.results[0].title).toEqual(expect.any(String));
      expect(statements.slice(before).some((s) => /SELECT id, summary FROM catalog_title/i.test(s))).toBe(
        true,
      );
      // Summaries once read are kept: the same page again (another URL, so not the answer cache) reads none.
      const again = statements.length;
      expect((await getJson(app, '/api/movie/popular?region=US')).status).toBe(200);
      expect(statements.slice(again).filter((s) => /summary/i.test(s))).toEqual([]);

      // Read-ahead (main.ts starts it once listening): every summary is then in memory; no page reads any.
      expect(await readAhead(indexOf(app))).toBeGreaterThan(5848 + 5000);
      expect(await readAhead(indexOf(app))).toBe(0);
      const warmed = statements.length;
      for (const url of ['/api/tv/top_rated?page=7', '/api/discover/movie?sort_by=release_date.asc&page=40'])
        expect((await getJson(app, url)).body.results).toHaveLength(20);
      expect((await getJson(app, '/api/search/movie?query=love&page=3')).status).toBe(200);
      expect((await getJson(app, '/api/search/multi?query=tom')).body.results.length).toBeGreaterThan(0);
      expect(statements.slice(warmed).filter((s) => /FROM catalog_(title|person)/i.test(s))).toEqual([]);
      await app.close();
    } finally {
      proto.query = through;
    }
  });
});
