import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { timed } from '../common/startup-timing';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { dataSourceOptions } from './data-source';

/** Advisory lock key held while one instance migrates a PostgreSQL database. */
const MIGRATION_LOCK = 727272;

type Emitter = { on(event: string, listener: (...args: unknown[]) => void): unknown };

/**
 * A PostgreSQL connection killed by the server (restart, pg_terminate_backend) can emit a second 'error' after
 * TypeORM's query runner removed its listener (it releases the client on the first one); with no listener left
 * Node would crash the process. This no-op listener on every pool client keeps it alive: the pool drops the
 * broken client and opens a new one on the next query (the failed request itself is answered 503).
 */
function guardPoolClients(dataSource: DataSource): void {
  const pool = (dataSource.driver as unknown as { master?: Emitter & { _clients?: Emitter[] } }).master;
  if (!pool || dataSource.options.type !== 'postgres') return;
  const guard = (client: Emitter) => client.on('error', () => undefined);
  for (const client of pool._clients ?? []) guard(client);
  pool.on('connect', (client) => guard(client as Emitter));
}

/**
 * Connects and runs pending migrations. On PostgreSQL several instances may start together: one migrates while
 * holding an advisory lock, the others wait for it and then find nothing left to run.
 */
async function initialize(options: DataSourceOptions): Promise<DataSource> {
  const dataSource = new DataSource({ ...options, migrationsRun: false });
  await dataSource.initialize();
  guardPoolClients(dataSource);
  if (!options.migrationsRun) return dataSource;
  if (options.type !== 'postgres') {
    await dataSource.runMigrations();
    return dataSource;
  }
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await dataSource.runMigrations();
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
  return dataSource;
}

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => dataSourceOptions(config),
      dataSourceFactory: (options) => timed('database connect + migrations', () => initialize(options!)),
    }),
  ],
})
export class DatabaseModule {}
