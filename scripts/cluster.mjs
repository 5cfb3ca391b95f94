#!/usr/bin/env node
// `npm run start:cluster`: a local trial of a multi-instance deployment. Starts CLUSTER_SIZE (default 2)
// instances of the built server (dist/api/main.js) on consecutive ports from PORT (default 3000), all on one
// PostgreSQL (DATABASE_URL, default the local server's `streamfinder` database, created when missing) and one
// Redis (REDIS_URL, default redis://127.0.0.1:6379). The first instance starts alone (it migrates and imports
// the catalog), then the others. An instance that dies is restarted after a second; Ctrl+C stops them all.
// In production a load balancer spreads requests over the instances (README, Deployment).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

const dist = process.env.SF_DIST ?? 'dist';
const main = join(dist, 'api', 'main.js');
if (!existsSync(main)) {
  console.error(`No build at ${main}: run \`npm run build\` first (npm run start:cluster does).`);
  process.exit(1);
}
const size = Number(process.env.CLUSTER_SIZE ?? 2);
const basePort = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(size) || size < 1 || size > 16) {
  console.error('CLUSTER_SIZE must be 1-16');
  process.exit(1);
}
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/streamfinder';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** Creates the database of DATABASE_URL when the server does not have it yet. */
async function ensureDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
      console.log(`created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

const children = new Map();
let stopping = false;

function startInstance(i) {
  const port = basePort + i;
  const child = spawn(process.execPath, [main], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, REDIS_URL: redisUrl },
  });
  const tag = `[${port}] `;
  const relay = (stream, out) => stream.on('data', (d) => out.write(d.toString().replace(/^(?=.)/gm, tag)));
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  children.set(i, child);
  child.on('exit', (code, signal) => {
    children.delete(i);
    if (stopping) return;
    console.error(`${tag}exited (${signal ?? code}); restarting in 1 s`);
    setTimeout(() => startInstance(i), 1000);
  });
  return port;
}

async function healthy(port, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`instance on port ${port} did not become healthy`);
}

function shutdown() {
  stopping = true;
  for (const child of children.values()) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 5000).unref();
  if (children.size === 0) process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await ensureDatabase(databaseUrl);
await healthy(startInstance(0));
for (let i = 1; i < size; i++) startInstance(i);
await Promise.all(Array.from({ length: size - 1 }, (_, i) => healthy(basePort + i + 1)));
console.log(
  `${size} instances on http://localhost:${basePort}-${basePort + size - 1} (PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}, Redis ${redisUrl}); Ctrl+C stops them`,
);
