#!/usr/bin/env node
// The slowest files and tests of a vitest JSON report (issue 44: where a run's time went). npm test prints them
// for each of its reports (test-results/unit-report.json, test-results/e2e-report.json); by hand:
// node scripts/lib/slowest.mjs test-results/e2e-report.json [count]
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const line = ([ms, name]) => `${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`;
const top = (rows, count) =>
  rows
    .sort((a, b) => b[0] - a[0])
    .slice(0, count)
    .map(line)
    .join('\n');

/** The report's `count` slowest files (first start to last end) and tests, as printable lines. */
export function slowest(file, count = 20) {
  const files = [];
  const tests = [];
  for (const result of JSON.parse(readFileSync(file, 'utf8')).testResults ?? []) {
    const name = relative(process.cwd(), result.name);
    files.push([result.endTime - result.startTime, name]);
    for (const test of result.assertionResults ?? [])
      tests.push([test.duration ?? 0, `${name} > ${test.fullName}`]);
  }
  const sum = files.reduce((total, [ms]) => total + ms, 0);
  return [
    `\n${file}: ${files.length} files, ${tests.length} tests, ${(sum / 1000).toFixed(0)} s of file time`,
    `the ${count} slowest files:\n${top(files, count)}`,
    `the ${count} slowest tests:\n${top(tests, count)}`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  console.log(slowest(process.argv[2] ?? 'test-results/e2e-report.json', Number(process.argv[3]) || 20));
