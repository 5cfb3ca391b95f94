// One imported template database per engine, reused by every API test app instead of importing the embedded
// catalog again for each one (the import is most of an app's start-up). The template is built by starting the
// real application once on an empty database (migrations + import), exactly as a first production start does,
// then copied per test app: a file copy on SQLite, CREATE DATABASE ... TEMPLATE on PostgreSQL.
// Templates are keyed by a hash of everything under api/src (code, migrations, bundled data), so any change to
// what a first start would write builds a new one. They live in the OS temp folder and in the PostgreSQL server
// shared by concurrent runs: a template is built under a private name and renamed into place, never half-made.
import { createHash, randomUUID } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { statSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { Client } from 'pg';
import { createApp } from '../../../api/src/app.factory';
import { loadConfig } from '../../../api/src/config/config';

const API_SRC = resolve(__dirname, '../../../api/src');
const SQLITE_FILE = 'streamfinder.sqlite';
const SQLITE_DIR = join(tmpdir(), 'sf-api-templates');
const PG_PREFIX = 'sf_tpl_';
const KEEP_TEMPLATES = 6;
/** The source database of a CREATE DATABASE ... TEMPLATE must have no other session; it may, for an instant. */
const PG_BUSY = '55006';
const PG_MISSING = '3D000';

let cachedKey: string | undefined;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]))
    .sort();
}

/** Hash of every file a first start reads to fill the database (sources, migrations, the bundled catalog). */
export function templateKey(): string {
  if (!cachedKey) {
    const hash = createHash('sha256');
    for (const file of filesUnder(API_SRC)) hash.update(relative(API_SRC, file)).update(readFileSync(file));
    cachedKey = hash.digest('hex').slice(0, 20);
  }
  return cachedKey;
}

/** Starts the real application once on the given database and stops it: migrations run, the catalog imports. */
async function firstStart(env: Record<string, string | undefined>): Promise<void> {
  const app = await createApp(loadConfig({ LOG_LEVEL: 'silent', ...env }));
  await app.getHttpAdapter().getInstance().ready();
  await app.close();
}

function pruneSqliteTemplates(keep: string): void {
  const files = readdirSync(SQLITE_DIR)
    .filter((f) => f.endsWith('.sqlite') && f !== keep)
    .map((f) => ({ f, t: statSync(join(SQLITE_DIR, f)).mtimeMs }))
    .sort((a, b) => b.t - a.t);
  for (const { f } of files.slice(KEEP_TEMPLATES - 1)) rmSync(join(SQLITE_DIR, f), { force: true });
}

/** Path of the SQLite template file for the current sources, built on first use. */
async function sqliteTemplate(): Promise<string> {
  const name = `${templateKey()}.sqlite`;
  const path = join(SQLITE_DIR, name);
  if (existsSync(path)) return path;
  mkdirSync(SQLITE_DIR, { recursive: true });
  const buildDir = mkdtempSync(join(SQLITE_DIR, 'build-'));
  try {
    await firstStart({ DATA_DIR: buildDir });
    const built = join(buildDir, SQLITE_FILE);
    // Fold the WAL into the main file so one file is the whole database.
    const db = new Database(built);
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    for (const extra of ['-wal', '-shm']) if (existsSync(built + extra)) unlinkSync(built + extra);
    renameSync(built, path);
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }
  pruneSqliteTemplates(name);
  return path;
}

/** Puts a copy of the imported SQLite template into `dataDir` (the app opens `streamfinder.sqlite` there). */
export async function sqliteFromTemplate(dataDir: string): Promise<void> {
  copyFileSync(await sqliteTemplate(), join(dataDir, SQLITE_FILE));
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, run: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

const pgCode = (err: unknown): string | undefined => (err as { code?: string }).code;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Drops the oldest templates of other sources (other branches, older commits) beyond KEEP_TEMPLATES. */
async function prunePgTemplates(c: Client, keep: string): Promise<void> {
  const { rows } = await c.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE '${PG_PREFIX}%' AND datname <> $1
     ORDER BY coalesce(shobj_description(oid, 'pg_database'), '') DESC`,
    [keep],
  );
  for (const { datname } of rows.slice(KEEP_TEMPLATES - 1)) {
    await c.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
  }
}

/** Name of the PostgreSQL template database for the current sources, built on first use. */
async function pgTemplate(adminUrl: string): Promise<string> {
  const name = `${PG_PREFIX}${templateKey()}`;
  const exists = await withAdmin(adminUrl, async (c) => {
    const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return (rowCount ?? 0) > 0;
  });
  if (exists) return name;
  const build = `sf_tplbuild_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${build}`));
  try {
    const dataDir = mkdtempSync(join(tmpdir(), 'sf-tplbuild-'));
    await firstStart({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl(adminUrl, build) });
    rmSync(dataDir, { recursive: true, force: true });
    await withAdmin(adminUrl, async (c) => {
      for (let attempt = 0; ; attempt++) {
        try {
          await c.query(`ALTER DATABASE ${build} RENAME TO ${name}`);
          await c.query(`COMMENT ON DATABASE ${name} IS '${new Date().toISOString()}'`);
          await prunePgTemplates(c, name);
          return;
        } catch (err) {
          if (pgCode(err) === '42P04') return; // another run renamed its identical template first
          if (pgCode(err) !== PG_BUSY || attempt >= 20) throw err;
          await pause(100); // the app's pool is closing its sessions
        }
      }
    });
  } finally {
    await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${build} WITH (FORCE)`));
  }
  return name;
}

/** Creates database `name` as a copy of the imported PostgreSQL template. */
export async function pgFromTemplate(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const template = await pgTemplate(adminUrl);
    try {
      await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
      return;
    } catch (err) {
      const retry = (pgCode(err) === PG_BUSY || pgCode(err) === PG_MISSING) && attempt < 20;
      if (!retry) throw err;
      await pause(100); // another run is still building or renaming it, or pruned it: look again
    }
  }
}
