// Database connection options for both engines: a SQLite file under DATA_DIR (WAL, busy_timeout) by default,
// PostgreSQL when DATABASE_URL is set. Same entities and migrations for both; `synchronize` is never used.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/config';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

export type DatabaseKind = 'sqlite' | 'postgres';

export function databaseKind(config: Pick<AppConfig, 'databaseUrl'>): DatabaseKind {
  return config.databaseUrl ? 'postgres' : 'sqlite';
}

export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: true,
    synchronize: false,
    logging: false,
  } as const;
  if (config.databaseUrl) {
    // A connection attempt to an unreachable server fails after 5 s (503) instead of waiting forever.
    return {
      ...common,
      type: 'postgres',
      url: config.databaseUrl,
      extra: { max: 10, connectionTimeoutMillis: 5000 },
    };
  }
  mkdirSync(config.dataDir, { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database: join(config.dataDir, 'streamfinder.sqlite'),
    prepareDatabase: (db: { pragma(sql: string): unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 5000');
      db.pragma('synchronous = NORMAL');
      db.pragma('foreign_keys = ON');
    },
  };
}
