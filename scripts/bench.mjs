#!/usr/bin/env node
// npm run bench: the built server (dist/ or $SF_DIST) against a raw node:http server returning the same bytes,
// each in a process of its own, under autocannon (50 connections), on loopback only. Runs on SQLite (temporary
// DATA_DIR) and, when PostgreSQL answers at BENCH_DATABASE_URL (default the local server's `postgres` db), on a
// fresh database it creates and drops. The embedded catalog is imported first; each endpoint is measured for
// BENCH_SECONDS (default 4) per side; prints req/s, p50, p99 and the ratio per engine. BENCH_ENGINES=sqlite limits
// the engines.
// Bounded: the whole run aborts after 8 minutes. A {q} endpoint sends a new random query shape each request
// (the raw side returns the answer to "the"): its p99 is the index's cold path.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { cleanup, requireBuild, startBuiltServer } from './lib/built-server.mjs';
import { startRawLike } from './lib/raw-baseline.mjs';
const SECONDS = Math.max(1, Math.min(6, Number(process.env.BENCH_SECONDS) || 4));
const CONNECTIONS = 50;
const TOTAL_BUDGET_MS = 480_000;
const ENDPOINTS = (
  process.env.BENCH_ENDPOINTS?.split(',') ?? [
    '/api/movie/550?region=US',
    '/api/search/multi?query=star',
    '/api/autocomplete?query=the',
    '/api/discover/movie?with_genres=28&sort_by=vote_average.desc',
    '/api/trending/all/day',
    process.env.BENCH_GENRES_PATH ?? '/api/genre/movie/list',
    '/api/tv/1399',
    // {q}: a new query of a random shape on every request (answer-cache misses: the index's cold path).
    '/api/autocomplete?query={q}',
    '/api/search/multi?query={q}',
  ]
).filter(Boolean);

const WORDS = ['the', 'star', 'love', 'man', 'a', 'of', 'la', 'dark', 'king', 'war', 'night', 'world'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const letters = (n) => Array.from({ length: n }, () => pick([...'abcdefghijklmnoprstuvwy'])).join('');
/** One letter, 2-3 letters, a common word and a letter, 100 characters, accents, emoji. */
function randomQuery() {
  const shapes = [
    () => letters(1),
    () => letters(2 + Math.floor(Math.random() * 2)),
    () => `${pick(WORDS)} ${letters(1)}`,
    () =>
      Array.from({ length: 20 }, () => pick(WORDS))
        .join(' ')
        .slice(0, 100),
    () => `${pick(['é', 'ü', 'ñ', 'ç', 'ø'])}${letters(2)}`,
    () => `${pick(['🎬', '🍿', '⭐'])} ${letters(2)}`,
  ];
  return pick(shapes)();
}
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');

requireBuild();

const budget = setTimeout(() => {
  console.error('bench: over the 8 minute budget, stopping');
  cleanup();
  process.exit(1);
}, TOTAL_BUDGET_MS);

async function adminQuery(sql) {
  const c = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** A fresh PostgreSQL database for one run (dropped at the end), or undefined when none answers. */
async function freshPgDatabase() {
  const name = `sf_bench_${process.pid}_${Date.now()}`;
  try {
    await adminQuery(`CREATE DATABASE ${name}`);
  } catch (err) {
    console.warn(`PostgreSQL skipped (${err instanceof Error ? err.message : err})`);
    return undefined;
  }
  const drop = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop };
}

async function startApp(databaseUrl = '') {
  const app = await startBuiltServer({ name: 'bench', databaseUrl });
  console.log(`server ready in ${(app.readyMs / 1000).toFixed(1)} s (catalog import included)`);
  return app;
}

async function once(url, seconds) {
  const varied = url.includes('{q}');
  const target = new URL(url.replace('{q}', 'the'));
  const r = await autocannon({
    url: target.origin,
    connections: CONNECTIONS,
    duration: seconds,
    pipelining: 1,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          path: varied
            ? url.slice(target.origin.length).replace('{q}', encodeURIComponent(randomQuery()))
            : target.pathname + target.search,
        }),
      },
    ],
  });
  const bad = r.non2xx + r.errors + r.timeouts;
  if (bad > 0) console.warn(`  ${url}: ${bad} non-2xx/errors/timeouts`);
  return r;
}

/**
 * Ours and raw in alternating halves (after a 1 s warm-up of ours, not counted), so load from elsewhere on a
 * shared machine hits both sides alike. req/s is the mean of the halves, p50/p99 the worse half.
 */
async function measurePair(ours, raw) {
  await once(ours, 1);
  const half = Math.max(1, SECONDS / 2);
  const a = [];
  const b = [];
  for (let round = 0; round < 2; round++) {
    a.push(await once(ours, half));
    b.push(await once(raw, half));
  }
  const sum = (rs) => ({
    rps: rs.reduce((n, r) => n + r.requests.average, 0) / rs.length,
    p50: Math.max(...rs.map((r) => r.latency.p50)),
    p99: Math.max(...rs.map((r) => r.latency.p99)),
  });
  return { ours: sum(a), base: sum(b) };
}

/** Resident memory of the server process (Linux /proc), in MB. */
function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined;
  } catch {
    return undefined;
  }
}

async function runEngine(engine) {
  let db;
  if (engine === 'postgres') {
    db = await freshPgDatabase();
    if (!db) return;
  }
  try {
    const app = await startApp(db?.url);
    const rows = [];
    // Steady state: the fresh import's garbage collected and every route's code warm before anything counts.
    for (const path of ENDPOINTS) await once(app.url + path, 1);
    for (const path of ENDPOINTS) {
      // As autocannon asks: no Accept-Encoding (fetch would ask for br and gzip and decode them itself).
      const raw = await startRawLike(app.url + path.replace('{q}', 'the'));
      console.log(`${engine}: measuring ${path} (${raw.bytes} bytes), ${SECONDS} s each side...`);
      const { ours, base } = await measurePair(app.url + path, raw.url + '/');
      raw.close();
      rows.push({ path, bytes: raw.bytes, ours, base });
    }
    const rss = rssMb(app.pid);
    app.stop();
    print(engine, rows, rss);
  } finally {
    await db?.drop();
  }
}

function print(engine, rows, rss) {
  console.log(`\n${engine}${rss ? ` (server RSS after the run: ${rss} MB)` : ''}`);
  console.log('| endpoint | bytes | ours req/s | raw req/s | ratio | p50 ms | p99 ms | raw p99 ms |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { path, bytes, ours, base } of rows) {
    console.log(
      `| GET ${path} | ${bytes} | ${Math.round(ours.rps)} | ${Math.round(base.rps)} | ` +
        `${(ours.rps / base.rps).toFixed(2)} | ${ours.p50} | ${ours.p99} | ${base.p99} |`,
    );
  }
}

async function run() {
  for (const engine of ENGINES) await runEngine(engine);
  console.log(
    `\n${CONNECTIONS} connections, loopback, one machine: ratio = our req/s / raw node:http req/s (same run).`,
  );
}

run()
  .then(() => {
    clearTimeout(budget);
    cleanup();
  })
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    cleanup();
    process.exit(1);
  });
