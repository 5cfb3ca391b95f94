#!/usr/bin/env node
// npm run backup: a consistent copy of StreamFinder's database, taken while the server runs and writes (issue #35).
// Same settings as the server: DATABASE_URL set -> PostgreSQL, else the SQLite file under DATA_DIR (default
// ./data). The copy goes to BACKUP_DIR (default ./backups), or to the folder given as the first argument.
// - SQLite: the online backup API (better-sqlite3's db.backup()), all pages in one step: one read transaction, so
//   the copy is the database at one moment (WAL: the server's writes go on meanwhile, nothing restarts the copy).
//   The copy is checked (PRAGMA integrity_check) before it takes its final name.
// - PostgreSQL: pg_dump's custom format (-Fc); pg_dump reads in one repeatable-read snapshot, so the dump is the
//   database at one moment too. Needs pg_dump on the PATH (a client no older than the server).
// Prints the path of the copy and the number of ratings and My List rows in it. Restoring: README.md "Backups".
import { spawnSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import pg from 'pg';

const SQLITE_FILE = 'streamfinder.sqlite';

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

function count(rows) {
  return Number(rows[0]?.n ?? 0);
}

async function backupSqlite(dataDir, outDir) {
  const source = join(dataDir, SQLITE_FILE);
  const target = join(outDir, `streamfinder-${stamp()}.sqlite`);
  const partial = `${target}.partial`;
  // Not readonly: a WAL database is read through its -shm file, which a reader may have to create.
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // 0x7fffffff pages per step = everything in one step, inside one read transaction.
    await db.backup(partial, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
  const copy = new Database(partial);
  let summary;
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`The copy failed its integrity check: ${check}`);
    summary = {
      ratings: count(copy.prepare('SELECT COUNT(*) AS n FROM "ratings"').all()),
      watchlist: count(copy.prepare('SELECT COUNT(*) AS n FROM "watchlist"').all()),
    };
  } catch (err) {
    copy.close();
    rmSync(partial, { force: true });
    throw err;
  }
  copy.close();
  renameSync(partial, target);
  return { file: target, ...summary };
}

async function backupPostgres(databaseUrl, outDir) {
  const target = join(outDir, `streamfinder-${stamp()}.dump`);
  const partial = `${target}.partial`;
  const dump = spawnSync('pg_dump', ['--format=custom', `--file=${partial}`, databaseUrl], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (dump.error) throw new Error(`pg_dump could not run (${dump.error.message}): is it installed?`);
  if (dump.status !== 0) {
    rmSync(partial, { force: true });
    throw new Error(`pg_dump exited with ${dump.status}`);
  }
  // The dump's table of contents must be readable (a cut-off file is not).
  const list = spawnSync('pg_restore', ['--list', partial], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (list.status !== 0) {
    rmSync(partial, { force: true });
    throw new Error('pg_restore cannot read the dump');
  }
  renameSync(partial, target);
  // For the report only: the live counts just after the dump (the dump itself holds its snapshot's).
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return {
      file: target,
      ratings: count((await client.query('SELECT COUNT(*) AS n FROM "ratings"')).rows),
      watchlist: count((await client.query('SELECT COUNT(*) AS n FROM "watchlist"')).rows),
    };
  } finally {
    await client.end();
  }
}

async function main() {
  const outDir = resolve(process.argv[2] || process.env.BACKUP_DIR || 'backups');
  mkdirSync(outDir, { recursive: true });
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const started = performance.now();
  const result = databaseUrl
    ? await backupPostgres(databaseUrl, outDir)
    : await backupSqlite(resolve(process.env.DATA_DIR || 'data'), outDir);
  const ms = Math.round(performance.now() - started);
  const engine = databaseUrl ? 'PostgreSQL (pg_dump -Fc)' : 'SQLite (online backup)';
  console.log(`Backup of ${engine} written in ${ms} ms: ${result.file}`);
  console.log(
    `${databaseUrl ? 'Live counts after the dump' : 'In the copy'}: ${result.ratings} ratings, ${result.watchlist} My List rows`,
  );
}

main().catch((err) => {
  console.error(`Backup failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
