#!/usr/bin/env node
// npm run bench: the built server (dist/ or $SF_DIST) against a raw node:http server returning the same bytes,
// under autocannon, on loopback only. Starts the server on a free port with a temporary DATA_DIR (the embedded
// catalog is imported first), measures each endpoint for BENCH_SECONDS (default 4) per side, prints req/s, p50,
// p99 and the ratio, and stops everything. Bounded: the whole run aborts after 60 s.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

const DIST = resolve(process.env.SF_DIST ?? 'dist');
const SECONDS = Math.max(1, Math.min(6, Number(process.env.BENCH_SECONDS) || 4));
const CONNECTIONS = 10;
const TOTAL_BUDGET_MS = 60_000;
const ENDPOINTS = ['/api/movie/550', '/api/search/multi?query=star', '/api/autocomplete?query=star'];

const main = join(DIST, 'api', 'main.js');
if (!existsSync(main)) {
  console.error(`No built server at ${main}: run "npm run build" first (or set SF_DIST).`);
  process.exit(1);
}

const cleanups = [];
const cleanup = () => {
  while (cleanups.length) {
    try {
      cleanups.pop()();
    } catch {
      // best effort
    }
  }
};
const budget = setTimeout(() => {
  console.error('bench: over the 60 s budget, stopping');
  cleanup();
  process.exit(1);
}, TOTAL_BUDGET_MS);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (cleanup(), process.exit(130)));

function freePort() {
  return new Promise((done, fail) => {
    const srv = createNetServer();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => done(port));
    });
  });
}

async function startApp() {
  const dataDir = mkdtempSync(join(tmpdir(), 'sf-bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      TMDB_API_KEY: '',
      TMDB_READ_TOKEN: '',
      LOG_LEVEL: 'silent',
      CLIENT_DIR: join(DIST, 'client'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  cleanups.push(() => child.kill('SIGKILL'));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  console.log(`server ready in ${((Date.now() - started) / 1000).toFixed(1)} s (catalog import included)`);
  return url;
}

/** A raw node:http server answering every request with exactly these bytes and content type. */
async function startRaw(body, contentType) {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  cleanups.push(() => server.close());
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

async function measure(url) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, pipelining: 1 });
  const bad = r.non2xx + r.errors + r.timeouts;
  if (bad > 0) console.warn(`  ${url}: ${bad} non-2xx/errors/timeouts`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);

async function run() {
  const app = await startApp();
  const rows = [];
  for (const path of ENDPOINTS) {
    const res = await fetch(app + path);
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    const raw = await startRaw(body, res.headers.get('content-type') ?? 'application/json');
    console.log(`measuring ${path} (${body.length} bytes), ${SECONDS} s each side...`);
    const ours = await measure(app + path);
    const base = await measure(raw.url + '/');
    raw.close();
    rows.push({ path, bytes: body.length, ours, base });
  }
  console.log('');
  console.log(
    `${pad('endpoint', 32)}${lpad('bytes', 7)} | ${lpad('req/s', 8)}${lpad('p50 ms', 8)}${lpad('p99 ms', 8)} | ` +
      `${lpad('raw req/s', 10)}${lpad('p50 ms', 8)}${lpad('p99 ms', 8)} | ${lpad('ratio', 6)}`,
  );
  for (const { path, bytes, ours, base } of rows) {
    console.log(
      `${pad(path, 32)}${lpad(bytes, 7)} | ${lpad(Math.round(ours.rps), 8)}${lpad(ours.p50, 8)}${lpad(ours.p99, 8)} | ` +
        `${lpad(Math.round(base.rps), 10)}${lpad(base.p50, 8)}${lpad(base.p99, 8)} | ` +
        `${lpad((ours.rps / base.rps).toFixed(2), 6)}`,
    );
  }
  console.log(
    `\n${CONNECTIONS} connections, loopback, one machine: ratio = our req/s / raw node:http req/s.`,
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
