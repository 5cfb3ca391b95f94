#!/usr/bin/env node
// node scripts/bench-import.mjs: the main thread during a 5,000-row list import (issue #38), in Debian's
// Chromium at 4x CPU slowdown (CDP Emulation.setCPUThrottlingRate). A 5,000-row IMDb ratings.csv is made from
// the catalog snapshot (the titles with an IMDb id, then titles by name and year, a tenth of them misspelt),
// picked in My List's import dialog and matched, first online (POST /api/match) then with POST /api/match
// unreachable (matched on the device against the stored snapshot); then the import is saved. A PerformanceObserver records every 'longtask' (>= 50 ms)
// and 'long-animation-frame' of the page from the file pick to the preview (and to the saved summary): the
// figure is the longest main-thread block. Needs `npm run build`. Figures depend on the machine's load.
/* global PerformanceObserver, caches -- functions run in the page (page.evaluate) */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { cleanup, onCleanup, requireBuild, startBuiltServer } from './lib/built-server.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROWS = Number(process.env.BENCH_IMPORT_ROWS) || 5000;
const SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN) || 4;

requireBuild({ client: true });

function csvCell(v) {
  const s = String(v ?? '');
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** An IMDb ratings.csv of ROWS rows from the snapshot's titles. */
function makeFile(titles) {
  const header =
    'Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors';
  const lines = [header];
  const withId = titles.filter((w) => w[5]);
  const byName = titles.filter((w) => !w[5] && w[4]);
  for (let i = 0; lines.length <= ROWS; i++) {
    const w = i < withId.length ? withId[i] : byName[(i - withId.length) % byName.length];
    const [type, , title, , year, imdb] = w;
    const name = i % 10 === 9 && title.length > 5 ? title.slice(0, 2) + title.slice(3) : title;
    const id = imdb || `tt${String(9_000_000 + i).padStart(7, '0')}`;
    const day = new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString().slice(0, 10);
    lines.push(
      [
        id,
        1 + (i % 10),
        day,
        name,
        name,
        `https://www.imdb.com/title/${id}/`,
        type ? 'TV Series' : 'Movie',
        '7.0',
        '',
        year,
        '',
        '',
        '',
        '',
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return lines.join('\n') + '\n';
}

const OBSERVE = () => {
  window.__blocks = [];
  for (const type of ['longtask', 'long-animation-frame']) {
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          window.__blocks.push({
            type: e.entryType,
            duration: e.duration,
            blocking: e.blockingDuration ?? null,
            scripts: (e.scripts ?? []).map((x) => ({
              invoker: x.invoker,
              fn: x.sourceFunctionName,
              url: x.sourceURL?.replace(location.origin, ''),
              ms: Math.round(x.duration),
            })),
            render: e.renderStart ? Math.round(e.startTime + e.duration - e.renderStart) : 0,
          });
      }).observe({ type, buffered: false });
    } catch {
      // not supported by this Chromium
    }
  }
};

const summarize = (blocks) => {
  const tasks = blocks.filter((b) => b.type === 'longtask').map((b) => b.duration);
  const frames = blocks.filter((b) => b.type === 'long-animation-frame');
  return {
    longTasks: tasks.length,
    longestTaskMs: tasks.length ? Math.round(Math.max(...tasks)) : 0,
    longestFrameBlockingMs: frames.length ? Math.round(Math.max(...frames.map((f) => f.blocking ?? 0))) : 0,
    longestFrameMs: frames.length ? Math.round(Math.max(...frames.map((f) => f.duration))) : 0,
  };
};

try {
  const server = await startBuiltServer({ name: 'bench-import' });
  const snap = await (await fetch(`${server.url}/api/match/catalog`)).json();
  const dir = mkdtempSync(join(tmpdir(), 'sf-bench-import-'));
  const file = join(dir, 'ratings.csv');
  const text = makeFile(snap.titles);
  writeFileSync(file, text);
  if (process.env.BENCH_KEEP_FILE) writeFileSync(process.env.BENCH_KEEP_FILE, text);
  console.log(`file: ${ROWS} rows, ${(text.length / 1024).toFixed(0)} KB; CPU slowdown ${SLOWDOWN}x`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
    headless: true,
  });
  onCleanup(() => void browser.close());
  const results = [];
  for (const mode of ['online', 'offline']) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'block',
    });
    await context.route(/^https:\/\/image\.tmdb\.org\//, (route) => route.abort());
    const page = await context.newPage();
    if (process.env.BENCH_DEBUG) {
      page.on('console', (m) => console.log('console:', m.text()));
      context.on('request', (r) => r.url().includes('/api/match') && console.log('request', r.url()));
      context.on(
        'response',
        (r) => r.url().includes('/api/match') && console.log('response', r.status(), r.url()),
      );
    }
    if (process.env.BENCH_DEBUG) console.log('mode', mode);
    await page.goto(`${server.url}/my-list`);
    await page.getByTestId('my-list-count').waitFor();
    // The snapshot the offline import matches with, stored as the page's idle warm-up stores it (done here at
    // once: the warm-up waits for an idle moment, which a loaded machine may not give within a minute).
    await page.evaluate(async () =>
      (await caches.open('streamfinder-match-catalog')).add('/api/match/catalog'),
    );
    await page.getByTestId('import-open').click();
    await page.getByTestId('import-dialog').waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    // "Offline": POST /api/match cannot be reached, so the worker matches with the device's snapshot (the
    // worker's own script still loads; a visitor offline gets it from the service worker's precache).
    if (mode === 'offline')
      await context.route('**/api/match', (route) => route.abort('internetdisconnected'));
    await page.evaluate(OBSERVE);
    if (process.env.BENCH_PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const started = Date.now();
    await page.getByTestId('import-file').setInputFiles(file);
    await page
      .locator('[data-testid=import-preview], [data-testid=import-error]')
      .first()
      .waitFor({ timeout: 600_000 });
    if (await page.getByTestId('import-error').count()) {
      throw new Error(`the import failed: ${await page.getByTestId('import-error').innerText()}`);
    }
    const readMs = Date.now() - started;
    if (process.env.BENCH_PROFILE) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(`${process.env.BENCH_PROFILE}-${mode}.cpuprofile`, JSON.stringify(profile));
    }
    const counts = await page.getByTestId('import-counts').innerText();
    const readRaw = await page.evaluate(() => window.__blocks);
    if (process.env.BENCH_DEBUG) console.log(JSON.stringify(readRaw.filter((b) => b.duration >= 50), null, 1));
    const readBlocks = summarize(readRaw);
    await page.evaluate(OBSERVE);
    const saveStarted = Date.now();
    await page.getByTestId('import-confirm').click();
    await page.getByTestId('import-summary').waitFor({ timeout: 600_000 });
    const saveMs = Date.now() - saveStarted;
    const saveBlocks = summarize(await page.evaluate(() => window.__blocks));
    results.push({
      mode,
      readMs,
      counts: counts.replace(/\s+/g, ' '),
      read: readBlocks,
      saveMs,
      save: saveBlocks,
    });
    await context.close();
  }
  for (const r of results) {
    console.log(
      `${r.mode.padEnd(7)} pick -> preview ${r.readMs} ms (${r.counts}); longest long task ${r.read.longestTaskMs} ms ` +
        `(${r.read.longTasks} >= 50 ms), longest frame ${r.read.longestFrameMs} ms, blocking ${r.read.longestFrameBlockingMs} ms`,
    );
    console.log(
      `${''.padEnd(7)} confirm -> saved ${r.saveMs} ms; longest long task ${r.save.longestTaskMs} ms ` +
        `(${r.save.longTasks} >= 50 ms), longest frame ${r.save.longestFrameMs} ms, blocking ${r.save.longestFrameBlockingMs} ms`,
    );
  }
} finally {
  cleanup();
}
