// The built server (dist/ or $SF_DIST) started for a measurement script (npm run bench, npm run lighthouse):
// a free port, its own temporary data folder, the embedded catalog, logs kept for the error message, and one
// clean-up list that runs on exit or Ctrl-C. (The browser tests have their own, typed copy in
// tests/e2e/support/server.ts, which also copies a template database.)
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const DIST = resolve(process.env.SF_DIST ?? 'dist');
export const SERVER_MAIN = join(DIST, 'api', 'main.js');

const cleanups = [];

/** Runs `fn` when the script ends (in reverse order of registration). */
export function onCleanup(fn) {
  cleanups.push(fn);
}

export function cleanup() {
  while (cleanups.length) {
    try {
      cleanups.pop()();
    } catch {
      // best effort
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (cleanup(), process.exit(130)));

/** Stops the script with one line when there is no build to measure. */
export function requireBuild({ client = false } = {}) {
  if (existsSync(SERVER_MAIN) && (!client || existsSync(join(DIST, 'client', 'index.html')))) return;
  console.error(`No build in ${DIST}: run "npm run build" first (or set SF_DIST).`);
  process.exit(1);
}

/**
 * Starts the built server and resolves once /api/health answers 200 (catalog import included).
 * `copyData`: a data folder to start from (e.g. ./data) instead of a fresh import.
 */
export async function startBuiltServer({ name, databaseUrl = '', copyData, timeoutMs = 150_000 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `sf-${name ?? 'server'}-`));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  if (copyData && existsSync(copyData)) cpSync(copyData, dataDir, { recursive: true });
  let log = '';
  // Port 0: the server binds a free port and says which (api/src/main.ts). A port found free here and bound later
  // could be taken by another process in between, and the health check would pass on that process.
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      TMDB_API_KEY: '',
      TMDB_READ_TOKEN: '',
      LOG_LEVEL: 'silent',
      CLIENT_DIR: join(DIST, 'client'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let port;
  child.stdout.on('data', (d) => {
    log += d;
    port ??= /StreamFinder listening on http:\/\/localhost:(\d+)/.exec(log)?.[1];
  });
  child.stderr.on('data', (d) => (log += d));
  const stop = () => child.kill('SIGKILL');
  onCleanup(stop);
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    try {
      if (port && (await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not answering yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`server did not become healthy in time:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url: `http://127.0.0.1:${port}`, stop, pid: child.pid, readyMs: Date.now() - started };
}
