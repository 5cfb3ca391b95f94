// Builds the real application for API tests: a fresh SQLite file in a temp folder, or a fresh PostgreSQL
// database when the test asks for 'postgres' (TEST_DATABASE_URL, default the local server's `postgres` db).
// Tests talk to it through HTTP (Fastify inject via app.inject or supertest on app.getHttpServer()).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../../api/src/app.factory';
import { loadConfig, type AppConfig } from '../../../api/src/config/config';

export type Engine = 'sqlite' | 'postgres';

export const ADMIN_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  engine: Engine;
  close: () => Promise<void>;
}

async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sf_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: ADMIN_DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Is the local PostgreSQL reachable? Suites use it to fail loudly rather than skip silently in CI. */
export async function postgresAvailable(): Promise<boolean> {
  const c = new Client({ connectionString: ADMIN_DATABASE_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

export async function createTestApp(
  engine: Engine = 'sqlite',
  env: Record<string, string | undefined> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sf-api-test-'));
  const pg = engine === 'postgres' ? await createPgDatabase() : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: pg?.url,
    ...env,
  });
  const app = await createApp(config);
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    config,
    engine,
    close: async () => {
      await app.close();
      await pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
