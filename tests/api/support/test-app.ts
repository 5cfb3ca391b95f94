// Builds the real application for API tests: a fresh SQLite file in a temp folder, or a fresh PostgreSQL
// database when the test asks for 'postgres' (TEST_DATABASE_URL, default the local server's `postgres` db).
// In embedded mode the fresh database is a copy of a template that already holds the imported catalog
// (template-db.ts), so each app starts without importing it again; live TMDB mode starts from an empty one.
// Tests talk to it through HTTP (Fastify inject via app.inject or supertest on app.getHttpServer()).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../../api/src/app.factory';
import { loadConfig, type AppConfig } from '../../../api/src/config/config';
import { databaseUrl, pgFromTemplate, sqliteFromTemplate } from './template-db';

export type Engine = 'sqlite' | 'postgres';

export const ADMIN_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  engine: Engine;
  close: () => Promise<void>;
}

export async function createPgDatabase(
  fromTemplate = false,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sf_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  if (fromTemplate) {
    await pgFromTemplate(ADMIN_DATABASE_URL, name);
  } else {
    const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  }
  return {
    url: databaseUrl(ADMIN_DATABASE_URL, name),
    drop: async () => {
      const c = new Client({ connectionString: ADMIN_DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The template holds what a first start in embedded mode writes; other setups start from an empty database. */
function embeddedFirstStart(env: Record<string, string | undefined>): boolean {
  return !env.TMDB_API_KEY && !env.TMDB_READ_TOKEN && !env.DATA_DIR && !env.DATABASE_URL;
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
  const fromTemplate = embeddedFirstStart(env);
  const pg = engine === 'postgres' ? await createPgDatabase(fromTemplate) : undefined;
  if (engine === 'sqlite' && fromTemplate) await sqliteFromTemplate(dataDir);
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
