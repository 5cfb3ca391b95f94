// A database that outlives one app: start the real application several times on the same SQLite file or
// PostgreSQL database, as a server restart does (the catalog import tests need it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../../api/src/app.factory';
import { loadConfig, type AppConfig } from '../../../api/src/config/config';
import { ADMIN_DATABASE_URL, type Engine } from './test-app';

export interface PersistentStore {
  config: AppConfig;
  start(env?: Record<string, string>): Promise<NestFastifyApplication>;
  drop(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const c = new Client({ connectionString: ADMIN_DATABASE_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

export async function persistentStore(engine: Engine): Promise<PersistentStore> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sf-catalog-restart-'));
  let databaseUrl: string | undefined;
  let name: string | undefined;
  if (engine === 'postgres') {
    name = `sf_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(ADMIN_DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl };
  return {
    config: loadConfig(env),
    async start(extra = {}) {
      const app = await createApp(loadConfig({ ...env, ...extra }));
      await app.getHttpAdapter().getInstance().ready();
      return app;
    },
    async drop() {
      if (name) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
