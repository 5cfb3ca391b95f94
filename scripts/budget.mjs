#!/usr/bin/env node
// Size budgets of the built client (run by `npm test` after the build): what a first visit downloads before it
// can render (index.html's entry script and modulepreloads, gzip), in every language (a page under /de/ also
// preloads its catalog's chunk, route-assets.ts), and what the service worker precaches.
// Raise a budget only on purpose, in its own commit that says why.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { COMPILE_HINT } from './compile-hints.mjs';

const BUDGETS = {
  /**
   * gzip bytes of the entry script plus every modulepreload in index.html (issue #10: mid-range phones), plus the
   * language's catalog chunk and what it imports (issue #46: the budget holds in every language)
   */
  initialJsGzip: 170 * 1024,
  /**
   * gzip bytes of the entry script alone: it carries no Chakra code (client/lib/chakra.ts; Chakra's components and
   * theme are ~40 KiB gzip more), so the app's first render does not wait for Chakra's evaluation
   */
  entryJsGzip: 24 * 1024,
  /** gzip bytes of the largest single JS asset (libraries are split into their own chunks, vite.config.ts) */
  largestChunkGzip: 120 * 1024,
  /**
   * raw bytes of the whole built client (the precache is a subset). 2 MiB until issue #46: its five catalogs (one a
   * language, precached so every language opens offline) grew to ~670 keys each with the dialogs, search and head
   * texts, and took the client to 2,140 KiB; 2.25 MiB keeps ~160 KiB of room.
   */
  clientTotal: 2.25 * 1024 * 1024,
};

const clientDir = join(process.env.SF_DIST ?? 'dist', 'client');
const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
// The entry: the module script.
const entry = html.match(/<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"><\/script>/)?.[1];
if (!entry) {
  console.error('budget: no entry script (<script type="module" src="/assets/...">) in index.html');
  process.exit(1);
}
const gz = (file) => gzipSync(readFileSync(join(clientDir, file))).length;

// Each language's catalog (client/i18n/catalogs.ts): English is in the app's code, every other language a chunk
// of its own, found in the build's manifest with what it imports.
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
const chunkAndImports = (key, seen = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(`/${chunk.file}`)) return seen;
  seen.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) chunkAndImports(imported, seen);
  return seen;
};
const catalogs = Object.keys(manifest)
  .map((key) => [/^client\/i18n\/messages\/([\w-]+)\.json$/.exec(key)?.[1], key])
  .filter(([lang]) => lang);
if (!catalogs.length) {
  console.error('budget: no language catalog (client/i18n/messages/*.json) in the build manifest');
  process.exit(1);
}
const firstScreenOf = (key) => new Set([...initial, ...(key ? chunkAndImports(key) : [])]);
const perLanguage = [['en', undefined], ...catalogs].map(([lang, key]) => [
  `initial JS in ${lang} (gzip${key ? `, with ${manifest[key].file}` : ''})`,
  [...firstScreenOf(key)].reduce((sum, f) => sum + gz(f), 0),
  BUDGETS.initialJsGzip,
]);
const jsAssets = readdirSync(join(clientDir, 'assets')).filter((f) => f.endsWith('.js'));
const largest = jsAssets.map((f) => ({ f, size: gz(join('assets', f)) })).sort((a, b) => b.size - a.size)[0];
// The build's .br and .gz copies of its files (scripts/precompress.mjs) are not more of the client.
const walk = (dir) =>
  readdirSync(dir).reduce((sum, f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sum + walk(p);
    return /\.(br|gz)$/.test(f) ? sum : sum + statSync(p).size;
  }, 0);
const clientTotal = walk(clientDir);

const rows = [
  ...perLanguage,
  [`entry script (gzip, ${entry})`, gz(entry), BUDGETS.entryJsGzip],
  [`largest chunk (gzip, ${largest?.f})`, largest?.size ?? 0, BUDGETS.largestChunkGzip],
  ['built client (raw)', clientTotal, BUDGETS.clientTotal],
];
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
let over = 0;
for (const [name, size, budget] of rows) {
  const ok = size <= budget;
  if (!ok) over++;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name}: ${kib(size)} of ${kib(budget)}`);
}
// The first screen's own code and React, the router and Query are compiled while they download, off the main
// thread (scripts/compile-hints.mjs): a chunk that lost the hint (a build change) is main-thread work again.
const MUST_BE_HINTED = /^\/assets\/(index|react|router|query|app|start)-/;
const hasHint = (file) => readFileSync(join(clientDir, file), 'utf8').startsWith(`${COMPILE_HINT}\n`);
const firstScreen = [...new Set(initial)];
const hinted = firstScreen.filter(hasHint);
const unhinted = firstScreen.filter((f) => MUST_BE_HINTED.test(f) && !hinted.includes(f));
console.log(
  `${unhinted.length ? 'OVER' : 'ok  '} compile hint on ${hinted.length} of ${firstScreen.length} first-screen chunks` +
    (unhinted.length ? `; missing on ${unhinted.join(', ')}` : ''),
);
if (unhinted.length) over++;
// IndexedDB's library loads once the page is idle (client/app/start.tsx), Chakra with the first screen that uses
// it (client/lib/chakra.ts): a module of the entry's shared chunk that imports either drags it into every page.
const heavy = firstScreen.filter((f) => /^\/assets\/(dexie|chakra|theme)-/.test(f));
console.log(
  `${heavy.length ? 'OVER' : 'ok  '} no Dexie or Chakra among the first screen's chunks` +
    (heavy.length ? `: ${heavy.join(', ')}` : ''),
);
if (heavy.length) over++;
if (over) {
  console.error(`${over} budget(s) exceeded`);
  process.exit(1);
}
