#!/usr/bin/env node
// `npm test`: every test, in the order that fails fastest. Installs what the browser tests need (Debian's
// Chromium and nginx) when it is missing and we are allowed to; otherwise stops with one line saying how.
//
// Three lanes run at the same time (issue 44): the checks (types, lint, format), the unit and API tests, and the
// build with its reproducibility and budget checks. None reads what another writes (the unit and API tests import
// sources, never dist/), and on 2 cores they fit: the API tests use about one core and mostly wait on their
// databases; the checks and the build take the other. Then the browser tests, which need the build. A failing
// lane stops the others. Each lane's output is printed as one block when it ends, so the log reads as before.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { slowest } from './lib/slowest.mjs';

const secs = (started) => ((Date.now() - started) / 1000).toFixed(1);
/** Debian's fonts-nanum: the Korean font the browser tests draw Hangul with. */
const KOREAN_FONT = '/usr/share/fonts/truetype/nanum/NanumGothic.ttf';

function run(cmd, args, opts = {}) {
  const started = Date.now();
  console.log(`\n> ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  console.log(`< ${cmd} ${args.join(' ')}: exit ${res.status} in ${secs(started)} s`);
  if (res.status !== 0) process.exit(res.status ?? 1);
}

/**
 * Installs Debian's `pkg` when `path` (or the file named by the environment variable `envVar`) is missing and we
 * are root with apt; otherwise stops with one line saying how. Chromium's headless shell drives most browser
 * tests, the whole Chromium those that need its notifications or install flow (tests/e2e/support/browser.ts);
 * nginx is the front that tests/e2e/nginx-front.test.ts starts; a Korean font draws the Korean pages that
 * tests/e2e/i18n-layout.test.ts measures (without one, Hangul is drawn as empty boxes of another width).
 */
function ensureDebianPackage(name, pkg, envVar, defaultPath) {
  const path = process.env[envVar] ?? defaultPath;
  if (existsSync(path)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `${name} is missing at ${path}: run \`sudo apt-get install -y ${pkg}\` (or set ${envVar}).`,
    );
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', pkg], { env });
}

/** Each vitest run also writes a JSON report (test-results/<name>-report.json): where the time went, per test. */
const reports = [];
function report(name) {
  const file = `test-results/${name}-report.json`;
  reports.push(file);
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
}

const running = new Set();
function stopAll(signal = 'SIGTERM') {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}
// The lanes run in process groups of their own (detached): an interrupted `npm test` stops them too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll(signal);
    process.exit(130);
  });
}

/** Runs a lane's steps one after the other, its output kept for one block; resolves to its exit code. */
async function lane(name, steps) {
  const started = Date.now();
  let out = '';
  let code = 0;
  for (const [cmd, args] of steps) {
    const stepStarted = Date.now();
    out += `\n> ${cmd} ${args.join(' ')}\n`;
    code = await new Promise((done) => {
      // Its own process group, so a failing lane can stop the whole tree of another (vitest's workers, servers).
      const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      running.add(child);
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('close', (status, signal) => {
        running.delete(child);
        done(status ?? (signal ? 1 : 0));
      });
    });
    out += `< ${cmd} ${args.join(' ')}: exit ${code} in ${secs(stepStarted)} s\n`;
    if (code !== 0) break;
  }
  console.log(`\n=== ${name} (${secs(started)} s, exit ${code}) ===${out}`);
  if (code !== 0) {
    stopAll();
    console.error(`\n${name} failed: the other steps were stopped.`);
    process.exit(code);
  }
  return code;
}

ensureDebianPackage('Chromium', 'chromium', 'CHROMIUM_PATH', '/usr/bin/chromium');
ensureDebianPackage(
  "Chromium's headless shell",
  'chromium-headless-shell',
  'HEADLESS_SHELL_PATH',
  '/usr/bin/chromium-headless-shell',
);
ensureDebianPackage('nginx', 'nginx-light', 'NGINX_PATH', '/usr/sbin/nginx');
ensureDebianPackage('A Korean font', 'fonts-nanum', 'KOREAN_FONT_PATH', KOREAN_FONT);
const started = Date.now();
await Promise.all([
  lane('check', [['npm', ['run', '--silent', 'check']]]),
  lane('unit and API tests', [
    ['npx', ['vitest', 'run', '--project', 'api', '--project', 'client', ...report('unit')]],
  ]),
  lane('build', [
    ['npm', ['run', '--silent', 'build']],
    // A second build into a temporary folder, byte-identical to the first (reproducible builds, issue 34).
    [process.execPath, ['scripts/build-twice.mjs']],
    [process.execPath, ['scripts/budget.mjs']],
  ]),
]);
console.log(`\nchecks, unit and API tests and the build: ${secs(started)} s`);
run('npx', ['vitest', 'run', '--project', 'e2e', ...report('e2e')]);
for (const file of reports) if (existsSync(file)) console.log(slowest(file));
console.log(`\nAll checks and tests passed in ${secs(started)} s.`);
