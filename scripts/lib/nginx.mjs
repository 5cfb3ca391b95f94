// nginx in front of the instances (deploy/nginx/streamfinder.conf, issue #43): the config's placeholders filled
// in, in a prefix of its own (config, cache, temporary files, pid), started in the foreground. Used by
// `npm run start:proxy` (scripts/proxy.mjs) and the nginx e2e test, each on the ports it chose.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const NGINX_CONF = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../deploy/nginx/streamfinder.conf',
);
/** The unprivileged user nginx's workers run as when it is started as root (Debian's nobody:nogroup). */
const WORKER_USER = 'nobody nogroup';

/** The request header that detects the country (GEO_COUNTRY_HEADER, as the server reads it) as an nginx variable. */
export function headerVariable(header) {
  return `$http_${header.toLowerCase().replace(/-/g, '_')}`;
}

/**
 * The config with its placeholders filled: `listen` (port or address:port), `upstreams` (host:port of each
 * instance), the country header, and the user workers drop to when the master runs as root (none otherwise).
 */
export function nginxConfig({ listen, upstreams, geoHeader = 'cf-ipcountry', user = null }) {
  if (!upstreams.length) throw new Error('nginx needs at least one instance to forward to');
  const values = {
    USER: user ? `user ${user};` : '',
    LISTEN: String(listen),
    UPSTREAMS: upstreams.map((u) => `server ${u};`).join('\n    '),
    COUNTRY_HEADER: headerVariable(geoHeader),
  };
  // Comment lines name the placeholders too: they stay as they are.
  return readFileSync(NGINX_CONF, 'utf8')
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#') ? line : line.replace(/@([A-Z_]+)@/g, (_m, name) => values[name]),
    )
    .join('\n');
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Starts nginx on `port` in front of `upstreams`, in `prefix` (a new temporary folder by default). Resolves once
 * it accepts connections; `stop()` ends it (SIGQUIT: finishes the requests it has) and waits for its exit.
 */
export async function startNginx({ port, upstreams, geoHeader, prefix, host = '127.0.0.1' }) {
  if (!existsSync(NGINX)) {
    throw new Error(`nginx is missing at ${NGINX}: apt-get install -y nginx-light (or set NGINX_PATH)`);
  }
  const dir = prefix ?? mkdtempSync(join(tmpdir(), 'sf-nginx-'));
  mkdirSync(join(dir, 'temp'), { recursive: true });
  const root = isRoot();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    nginxConfig({ listen: `${host}:${port}`, upstreams, geoHeader, user: root ? WORKER_USER : null }),
  );
  // Started as root, the master keeps root and the workers drop to nobody: they write the cache and temporary
  // files, so the prefix is theirs.
  if (root) spawnSync('chown', ['-R', WORKER_USER.replace(' ', ':'), dir], { stdio: 'inherit' });
  let log = '';
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const exited = new Promise((done) => child.once('exit', done));
  const url = `http://${host}:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${log}`);
    try {
      await fetch(url, { method: 'HEAD' });
      break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not listen on ${url} in time:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    prefix: dir,
    process: child,
    output: () => log,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
