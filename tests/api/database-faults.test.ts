// PostgreSQL going away under reads and writes (issue #13), without touching the shared server: this app
// reaches PostgreSQL through a TCP proxy the test cuts and restores, and its connections are killed with
// pg_terminate_backend. Never a 500: 503 with Retry-After while the database is away, full recovery after.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/src/app.factory';
import { loadConfig } from '../../api/src/config/config';
import { ADMIN_DATABASE_URL, createPgDatabase, postgresAvailable } from './support/test-app';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';

const FIGHT_CLUB = 550;
let app: NestFastifyApplication;
let proxy: TcpProxy;
let db: { url: string; drop: () => Promise<void> };
let dataDir: string;

beforeAll(async () => {
  expect(await postgresAvailable(), 'PostgreSQL at 127.0.0.1:5432').toBe(true);
  db = await createPgDatabase();
  const target = new URL(db.url);
  proxy = await startTcpProxy(Number(target.port || 5432), target.hostname);
  target.host = `127.0.0.1:${proxy.port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'sf-db-faults-'));
  app = await createApp(
    loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: target.toString() }),
  );
  await app.getHttpAdapter().getInstance().ready();
});

afterAll(async () => {
  await app?.close();
  await proxy?.close();
  await db?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const rate = (session: string, rating: number) =>
  app.inject({
    method: 'POST',
    url: '/api/ratings',
    remoteAddress: `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
    payload: { content_id: FIGHT_CLUB, content_type: 'movie', rating, session_id: session },
  });
const mine = (session: string) =>
  app.inject({ method: 'GET', url: `/api/ratings/movie/${FIGHT_CLUB}?sessionId=${session}` });
const health = () => app.inject({ method: 'GET', url: '/api/health' });

/** Reads and writes at once; every answer is a success or a 503 with Retry-After, never anything else. */
async function mixedLoad(rounds: number, sessions: string[]) {
  const answers = await Promise.all(
    Array.from({ length: rounds }, (_, i) =>
      i % 3 === 0
        ? health()
        : i % 3 === 1
          ? rate(sessions[i % sessions.length], 1 + (i % 5))
          : mine(sessions[0]),
    ),
  );
  for (const a of answers) {
    expect([200, 404, 503]).toContain(a.statusCode);
    if (a.statusCode === 503) {
      expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
      expect(a.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    }
  }
  return answers.map((a) => a.statusCode);
}

async function killConnections(): Promise<number> {
  const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    const res = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [new URL(db.url).pathname.slice(1)],
    );
    return res.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe('PostgreSQL faults', () => {
  it('connections killed with pg_terminate_backend during reads and writes: no 500, then all well', async () => {
    const sessions = Array.from({ length: 10 }, () => randomUUID());
    expect((await rate(sessions[0], 3)).statusCode).toBe(200);
    const load = mixedLoad(60, sessions);
    expect(await killConnections()).toBeGreaterThan(0);
    await load;
    await mixedLoad(30, sessions);
    expect(await killConnections()).toBeGreaterThan(0);
    // Recovered by itself: the pool opens new connections.
    expect((await health()).statusCode).toBe(200);
    expect((await rate(sessions[1], 5)).statusCode).toBe(200);
    expect((await mine(sessions[1])).json().rating.rating).toBe(5);
  });

  it('unreachable: 503 with Retry-After for what needs it; back by itself when it returns', async () => {
    const session = randomUUID();
    expect((await rate(session, 2)).statusCode).toBe(200);
    await proxy.cut();
    const during = await mixedLoad(30, [session]);
    expect(during.every((s) => s === 503)).toBe(true);
    const refused = await rate(session, 4);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json().message).toMatch(/database is unavailable/);
    await proxy.restore();
    await expect.poll(async () => (await health()).statusCode, { timeout: 20_000 }).toBe(200);
    expect(await mixedLoad(30, [session])).not.toContain(503);
    expect((await rate(session, 4)).statusCode).toBe(200);
    expect((await mine(session)).json().rating.rating).toBe(4);
  });
});
