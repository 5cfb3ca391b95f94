#!/usr/bin/env node
// `npm run test:repeat -- FILE... --times N`: runs the given (browser) test files N times, first alone, then with
// every core kept busy by a load generator this script starts and stops itself, and prints each test's failure
// count per mode. A flaky test shows up here before CI sees it (issue 44). Run `npm run build` first: the browser
// tests serve the build.
//
// Options: --times N (5), --modes alone,load (both; either one alone is allowed), --load-workers N (one per core),
// --project NAME (repeatable; default the browser project e2e), --keep (keep each run's JSON
// under test-results/repeat/). Exit status 1 when any test failed in any run.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';

const require = createRequire(import.meta.url);

function usage(message) {
  if (message) console.error(message);
  console.error(
    'usage: npm run test:repeat -- FILE... [--times N] [--modes alone,load] [--load-workers N] [--project NAME] [--keep]',
  );
  process.exit(2);
}

const args = process.argv.slice(2);
const files = [];
const projects = [];
let times = 5;
let modes = ['alone', 'load'];
let loadWorkers = availableParallelism();
let keep = false;
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  const value = () => {
    const v = args[++i];
    if (v === undefined) usage(`${a} needs a value`);
    return v;
  };
  if (a === '--times') times = Number(value());
  else if (a === '--modes') modes = value().split(',');
  else if (a === '--load-workers') loadWorkers = Number(value());
  else if (a === '--project') projects.push(value());
  else if (a === '--keep') keep = true;
  else if (a === '--help' || a === '-h') usage();
  else if (a.startsWith('--')) usage(`unknown option ${a}`);
  else files.push(a);
}
if (!files.length) usage('name at least one test file');
if (!Number.isInteger(times) || times < 1) usage('--times must be a whole number >= 1');
if (!Number.isInteger(loadWorkers) || loadWorkers < 1) usage('--load-workers must be a whole number >= 1');
if (!modes.length || modes.some((m) => m !== 'alone' && m !== 'load'))
  usage('--modes takes alone and/or load');
for (const f of files) if (!existsSync(f)) usage(`no such file: ${f}`);
if (!projects.length) projects.push('e2e');

const vitestBin = join(resolve(require.resolve('vitest/package.json'), '..'), 'vitest.mjs');
const outDir = resolve('test-results/repeat');
mkdirSync(outDir, { recursive: true });

/**
 * Keeps `n` cores busy: one child process per core spinning on the CPU. Each child also ends itself after
 * `maxMs` (and when this script's stdin pipe closes, i.e. this script died), so none outlives the run.
 */
function startLoad(n, maxMs) {
  const spin = `
    const end = Date.now() + ${maxMs};
    process.stdin.on('end', () => process.exit(0)); process.stdin.resume();
    (function burn() { const stop = Date.now() + 50; while (Date.now() < stop) Math.sqrt(Math.random());
      if (Date.now() > end) process.exit(0); setImmediate(burn); })();`;
  const children = Array.from({ length: n }, () =>
    spawn(process.execPath, ['-e', spin], { stdio: ['pipe', 'ignore', 'inherit'] }),
  );
  return () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  };
}

let stopLoad = () => {};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopLoad();
    process.exit(130);
  });
}

function runOnce(outputFile) {
  const projectArgs = projects.flatMap((p) => ['--project', p]);
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn(
      process.execPath,
      [
        vitestBin,
        'run',
        ...projectArgs,
        ...files,
        '--reporter=dot',
        '--reporter=json',
        `--outputFile.json=${outputFile}`,
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.on('exit', (code) => done({ code, seconds: (Date.now() - started) / 1000 }));
  });
}

/** test key ("file > describe > name") -> { alone: {runs, failed}, load: {...} } */
const results = new Map();
const fileErrors = [];
const durations = { alone: [], load: [] };

function record(mode, outputFile, run) {
  if (!existsSync(outputFile)) {
    fileErrors.push(`${mode} run ${run}: vitest wrote no report (see its output above)`);
    return;
  }
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  for (const file of report.testResults) {
    const name = relative(process.cwd(), file.name);
    // A file whose setup failed (beforeAll, an import) reports its error on the file, not on a test.
    if (file.status === 'failed' && file.message)
      fileErrors.push(`${mode} run ${run}: ${name}: ${file.message.split('\n')[0]}`);
    for (const t of file.assertionResults) {
      const key = `${name} > ${t.fullName}`;
      let entry = results.get(key);
      if (!entry) results.set(key, (entry = { alone: { runs: 0, failed: 0 }, load: { runs: 0, failed: 0 } }));
      if (t.status === 'skipped' || t.status === 'pending' || t.status === 'todo') continue;
      entry[mode].runs++;
      if (t.status !== 'passed') {
        entry[mode].failed++;
        const why = (t.failureMessages?.[0] ?? '').split('\n')[0];
        fileErrors.push(`${mode} run ${run}: ${key}: ${why}`);
      }
    }
  }
  if (!keep) rmSync(outputFile, { force: true });
}

for (const mode of modes) {
  for (let run = 1; run <= times; run++) {
    // Bounded: a run never takes more than the browser tests' own limits, so an hour is a generous ceiling.
    if (mode === 'load') stopLoad = startLoad(loadWorkers, 60 * 60_000);
    console.log(
      `\n[test:repeat] ${mode} run ${run}/${times}${mode === 'load' ? ` (${loadWorkers} busy processes)` : ''}`,
    );
    const outputFile = join(outDir, `${mode}-${run}-${process.pid}.json`);
    const { seconds } = await runOnce(outputFile);
    stopLoad();
    stopLoad = () => {};
    durations[mode].push(seconds);
    record(mode, outputFile, run);
  }
}

const pad = (s, n) => String(s).padStart(n);
console.log('\n[test:repeat] failures per test (failed/runs):');
console.log(`${modes.map((m) => pad(m, 7)).join(' ')}  test`);
let failed = 0;
for (const [key, entry] of [...results].sort(([a], [b]) => a.localeCompare(b))) {
  const cells = modes.map((m) => pad(`${entry[m].failed}/${entry[m].runs}`, 7));
  if (modes.some((m) => entry[m].failed > 0)) failed++;
  console.log(`${cells.join(' ')}  ${key}`);
}
for (const m of modes) {
  const d = durations[m].slice().sort((a, b) => a - b);
  console.log(`[test:repeat] ${m}: ${d.length} runs, median ${d[Math.floor(d.length / 2)].toFixed(1)} s`);
}
if (fileErrors.length) {
  console.log('\n[test:repeat] failures:');
  for (const e of fileErrors) console.log(`  ${e}`);
}
console.log(
  `\n[test:repeat] ${results.size} tests, ${failed} failed at least once${fileErrors.length && !failed ? ' (file-level errors above)' : ''}`,
);
process.exit(failed || fileErrors.length ? 1 : 0);
