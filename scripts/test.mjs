#!/usr/bin/env node
// `npm test`: every test, in the order that fails fastest. Installs what the browser tests need (Debian's
// Chromium and nginx) when it is missing and we are allowed to; otherwise stops with one line saying how.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(cmd, args, opts = {}) {
  const started = Date.now();
  console.log(`\n> ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  console.log(
    `< ${cmd} ${args.join(' ')}: exit ${res.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (res.status !== 0) process.exit(res.status ?? 1);
}

function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium is missing at ${chromium}: run \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
}

// The nginx front's test (tests/e2e/nginx-front.test.ts) starts Debian's nginx: installed as Chromium is.
function ensureNginx() {
  const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  if (existsSync(nginx)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `nginx is missing at ${nginx}: run \`sudo apt-get install -y nginx-light\` (or set NGINX_PATH).`,
    );
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', 'nginx-light'], { env });
}

ensureChromium();
ensureNginx();
run('npm', ['run', '--silent', 'check']);
run('npx', ['vitest', 'run', '--project', 'api', '--project', 'client']);
run('npm', ['run', '--silent', 'build']);
// A second build into a temporary folder, byte-identical to the first (reproducible builds, issue 34).
run(process.execPath, ['scripts/build-twice.mjs']);
run(process.execPath, ['scripts/budget.mjs']);
run('npx', ['vitest', 'run', '--project', 'e2e', '--project', 'e2e-journeys']);
console.log('\nAll checks and tests passed.');
