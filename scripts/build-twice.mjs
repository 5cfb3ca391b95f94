#!/usr/bin/env node
// Reproducible builds (issue 34): builds the same sources a second time into a temporary folder and compares every
// file of it, client, server render and API, byte for byte (SHA-256) with the build folder already there (SF_DIST or dist/, built
// first if missing; `--fresh` rebuilds it too). Two instances built apart must serve the same asset names and the
// same contents, or HTML from one names files the other lacks, and a deploy of an unchanged commit makes every
// returning visitor download and re-precache everything (docs/decisions.md #19).
// Prints one line per differing file and 'N passed, M failed'; exits 1 on any difference.
// `npm test` runs it right after `npm run build` (scripts/test.mjs).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const first = resolve(process.env.SF_DIST ?? 'dist');
const fresh = process.argv.includes('--fresh');
const keep = process.argv.includes('--keep');

function build(distRoot) {
  const started = Date.now();
  const res = spawnSync('npm', ['run', '--silent', 'build'], {
    env: { ...process.env, SF_DIST: distRoot },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (res.status !== 0) {
    process.stdout.write(res.stdout);
    console.error(`build into ${distRoot} failed (exit ${res.status})`);
    process.exit(1);
  }
  console.log(`built ${distRoot} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Every file under `dir` (relative path -> SHA-256 of its bytes). */
function hashes(dir) {
  const out = new Map();
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else out.set(relative(dir, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  walk(dir);
  return out;
}

if (fresh || !existsSync(join(first, 'client', 'index.html')) || !existsSync(join(first, 'api', 'main.js')))
  build(first);
const second = mkdtempSync(join(tmpdir(), 'sf-build-twice-'));
let failed = 0;
let passed = 0;
try {
  build(second);
  for (const part of ['client', 'server', 'api']) {
    const a = hashes(join(first, part));
    const b = hashes(join(second, part));
    for (const name of [...new Set([...a.keys(), ...b.keys()])].sort()) {
      const file = `${part}/${name}`;
      if (!a.has(name)) console.log(`FAIL ${file}: only in the second build`);
      else if (!b.has(name)) console.log(`FAIL ${file}: only in ${first}`);
      else if (a.get(name) !== b.get(name)) console.log(`FAIL ${file}: contents differ`);
      else {
        passed++;
        continue;
      }
      failed++;
    }
  }
} finally {
  if (keep || failed) console.log(`second build kept in ${second}`);
  else rmSync(second, { recursive: true, force: true });
}
console.log(
  `build twice: ${passed} passed, ${failed} failed (files identical in ${first} and a second build)`,
);
process.exit(failed || passed === 0 ? 1 : 0);
