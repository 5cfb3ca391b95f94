// Several production server processes (the build in $SF_DIST) on one fresh PostgreSQL database and one Redis
// key prefix, as `npm run start:cluster` runs them: the multi-instance tests of issue #13.
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { removeDir, startServer, type RunningServer } from './server';

export const ADMIN_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface Cluster {
  instances: RunningServer[];
  databaseUrl: string;
  /** Runs SQL on the cluster's database. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

/** Starts `count` instances one after the other (the first migrates and imports), sharing PostgreSQL + Redis. */
export async function startCluster(count: number, env: Record<string, string> = {}): Promise<Cluster> {
  const name = `sf_cluster_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const shared = {
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_PREFIX: `sf-e2e-${randomUUID().slice(0, 8)}:`,
    ...env,
  };
  const instances: RunningServer[] = [];
  const stop = async () => {
    for (const s of instances) {
      // An instance a test killed has exited already (stop() would wait for an exit that happened).
      if (s.process.exitCode === null && s.process.signalCode === null) await s.stop();
      removeDir(s.dataDir);
    }
    const c = new Client({ connectionString: ADMIN_DATABASE_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  try {
    for (let i = 0; i < count; i++) instances.push(await startServer({ env: shared }));
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    instances,
    databaseUrl,
    stop,
    async query<T>(sql: string, params: unknown[] = []) {
      const c = new Client({ connectionString: databaseUrl });
      await c.connect();
      try {
        return (await c.query(sql, params)).rows as T[];
      } finally {
        await c.end();
      }
    },
  };
}

/** Most timestamps within any 1-second window [t, t + 1000). */
export function busiestSecond(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while (j < sorted.length && sorted[j] < sorted[i] + 1000) j++;
    best = Math.max(best, j - i);
  }
  return best;
}
