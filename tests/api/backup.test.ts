// npm run backup under write load, then a restore (issue #35): on each engine, one writer posts ratings one after
// another (each acknowledged before the next is sent) while scripts/backup.mjs runs as its own process, as it
// would beside a serving instance. The copy is restored (SQLite: the file as a new data folder; PostgreSQL:
// pg_restore into a new database) and an app started on it. Every rating acknowledged before the backup started
// is there, and the copy is one moment of the database: the acknowledged ratings it holds are exactly the first
// N of the writer's sequence, no hole, nothing else.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { DataSource } from 'typeorm';
import { afterAll, describe, expect, it } from 'vitest';
import type { RatingResponse } from '../../api/src/contract';
import {
  createPgDatabase,
  createTestApp,
  postgresAvailable,
  type Engine,
  type TestApp,
} from './support/test-app';

const run = promisify(execFile);
const BACKUP_SCRIPT = resolve(__dirname, '../../scripts/backup.mjs');
const TITLES = [
  { type: 'movie', id: 550 },
  { type: 'series', id: 1399 },
  { type: 'movie', id: 680 },
] as const;
/** Ratings acknowledged before the backup starts, and at least this many during it. */
const BEFORE = 300;

interface Acked {
  session: string;
  type: string;
  id: number;
  rating: number;
}

/** One writer: each rating is sent when the previous one was acknowledged (commits in acknowledgement order). */
function startWriter(t: TestApp) {
  const acked: Acked[] = [];
  let stopped = false;
  const done = (async () => {
    for (let i = 0; !stopped; i++) {
      const title = TITLES[i % TITLES.length];
      const next = { session: randomUUID(), type: title.type, id: title.id, rating: 1 + (i % 5) };
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ratings',
        payload: {
          content_type: next.type,
          content_id: next.id,
          rating: next.rating,
          session_id: next.session,
        },
      });
      if (res.statusCode !== 200) throw new Error(`rating refused: ${res.statusCode} ${res.body}`);
      acked.push(next);
    }
  })();
  return {
    acked,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

async function storedRatings(ds: DataSource): Promise<Set<string>> {
  const rows: { session_id: string; content_type: string; content_id: number; rating: number }[] =
    await ds.query('SELECT "session_id", "content_type", "content_id", "rating" FROM "ratings"');
  return new Set(rows.map((r) => `${r.session_id}:${r.content_type}:${Number(r.content_id)}:${r.rating}`));
}
const keyOf = (a: Acked) => `${a.session}:${a.type}:${a.id}:${a.rating}`;

describe.each<Engine>(['sqlite', 'postgres'])('npm run backup on %s', (engine) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('copies the database while ratings are written; the restored copy holds every acknowledged rating', async () => {
    if (engine === 'postgres') expect(await postgresAvailable(), 'PostgreSQL at 127.0.0.1:5432').toBe(true);
    // The writer must not meet the per-client write limit.
    const t = await createTestApp(engine, { RATE_LIMIT_RATINGS: '1000000' });
    cleanups.push(() => t.close());
    const outDir = mkdtempSync(join(tmpdir(), 'sf-backup-'));
    cleanups.push(() => rmSync(outDir, { recursive: true, force: true }));

    const writer = startWriter(t);
    let ackedBefore = 0;
    try {
      await expect.poll(() => writer.acked.length, { timeout: 30_000, interval: 20 }).toBeGreaterThan(BEFORE);
      ackedBefore = writer.acked.length;
      const env = {
        ...process.env,
        DATA_DIR: t.config.dataDir,
        DATABASE_URL: t.config.databaseUrl ?? '',
        BACKUP_DIR: outDir,
      };
      const { stdout } = await run(process.execPath, [BACKUP_SCRIPT], { env });
      const ackedAfter = writer.acked.length;
      console.info(
        `${engine}: ${stdout.trim().split('\n')[0]}; ${ackedBefore} ratings acknowledged before, ` +
          `${ackedAfter - ackedBefore} during the backup`,
      );
      // The server kept writing while the copy was made.
      expect(ackedAfter - ackedBefore).toBeGreaterThan(0);
      await expect
        .poll(() => writer.acked.length, { timeout: 10_000, interval: 20 })
        .toBeGreaterThan(ackedAfter);
    } finally {
      await writer.stop();
    }
    const files = readdirSync(outDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(engine === 'sqlite' ? /^streamfinder-.+\.sqlite$/ : /^streamfinder-.+\.dump$/);

    // Restore, as README.md "Backups" says, and start the app on the restored database.
    let restoredEnv: Record<string, string>;
    if (engine === 'sqlite') {
      const dataDir = mkdtempSync(join(tmpdir(), 'sf-restored-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      copyFileSync(join(outDir, files[0]), join(dataDir, 'streamfinder.sqlite'));
      restoredEnv = { DATA_DIR: dataDir };
    } else {
      const db = await createPgDatabase(false);
      cleanups.push(() => db.drop());
      await run('pg_restore', [
        '--no-owner',
        '--exit-on-error',
        `--dbname=${db.url}`,
        join(outDir, files[0]),
      ]);
      restoredEnv = { DATABASE_URL: db.url };
    }
    const restored = await createTestApp('sqlite', restoredEnv);
    cleanups.push(() => restored.close());

    const stored = await storedRatings(restored.app.get(DataSource));
    // A prefix of the writer's sequence: every rating acknowledged before the backup, then the ones it caught.
    const held = writer.acked.map((a) => stored.has(keyOf(a)));
    const n = held.indexOf(false) === -1 ? held.length : held.indexOf(false);
    expect(n).toBeGreaterThanOrEqual(ackedBefore);
    expect(held.slice(n).filter(Boolean)).toHaveLength(0);
    // And nothing else: the writer ran until every rating it sent was acknowledged, so a rating committed in the
    // copy but never acknowledged would be extra here.
    expect(stored.size).toBe(n);

    // And the restored app serves them.
    for (const a of [writer.acked[0], writer.acked[Math.floor(n / 2)], writer.acked[n - 1]]) {
      const res = await restored.app.inject({ url: `/api/ratings/${a.type}/${a.id}?sessionId=${a.session}` });
      expect(res.statusCode).toBe(200);
      expect(res.json<RatingResponse>().rating.rating).toBe(a.rating);
    }
  }, 120_000);
});
