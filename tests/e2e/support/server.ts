// Starts the production server (built by `npm run build`, or into $SF_DIST) on a free port with its own
// data folder, copied from the template the global setup imported once. Used by every browser test.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const DIST = resolve(process.env.SF_DIST ?? 'dist');

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed (for failure messages). */
  output: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

export interface StartOptions {
  /** Copy this data folder (e.g. the imported template) instead of starting empty. */
  fromDataDir?: string;
  /** Reuse exactly this data folder (e.g. to restart a server on the same database). */
  dataDir?: string;
  port?: number;
  env?: Record<string, string>;
  distDir?: string;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'sf-e2e-data-'));
  if (options.fromDataDir && !options.dataDir) cpSync(options.fromDataDir, dataDir, { recursive: true });
  const dist = options.distDir ?? DIST;
  let log = '';
  // Without a port of its own the server binds port 0 and says which port it got: a free port taken here and
  // bound later by the server could be bound by another process first, and a health check would then pass on
  // that process while this server had exited on EADDRINUSE (seen with several test runs on one machine).
  let port: number | undefined = options.port;
  const child = spawn(process.execPath, [join(dist, 'api', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(options.port ?? 0),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      TMDB_API_KEY: '',
      TMDB_READ_TOKEN: '',
      CLIENT_DIR: join(dist, 'client'),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // This process's own line (api/src/main.ts) once it listens: only then is the port its own.
  let listening = false;
  child.stdout?.on('data', (d: Buffer) => {
    log += d.toString();
    const m = /StreamFinder listening on http:\/\/localhost:(\d+)/.exec(log);
    if (m && !listening) {
      listening = true;
      port ??= Number(m[1]);
    }
  });
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    if (listening && port !== undefined) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) break;
      } catch {
        // not answering yet
      }
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy in time:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    await new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  };
  return { url: `http://127.0.0.1:${port}`, port: port!, dataDir, process: child, output: () => log, stop };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
