#!/usr/bin/env node
// npm run bench:mount: the mount cost of the card grid in Chromium. Bundles scripts/bench-mount/entry.tsx with
// Vite (the app's own components, Chakra system and CSS), opens it in Debian's Chromium (no network: TMDB
// images are aborted) and prints the first, fastest and median time of mounting 100 title cards in a CardGrid, 100
// skeleton cards and a 10-card carousel, first without throttling, then at 4x CPU slowdown (Lighthouse's
// mobile setting). Figures depend on the machine's load: compare runs made on the same machine.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { PLAYWRIGHT_DISABLE_FEATURES_FLAG } from './lib/chromium-flags.mjs';
import { build } from 'vite';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROUNDS = Math.max(3, Number(process.env.BENCH_ROUNDS) || 15);
const outDir = mkdtempSync(join(tmpdir(), 'sf-bench-mount-'));

try {
  await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': '"production"', __APP_VERSION__: '"bench"' },
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      cssCodeSplit: false,
      rollupOptions: {
        input: resolve('scripts/bench-mount/entry.tsx'),
        output: { format: 'iife', entryFileNames: 'bench.js', assetFileNames: 'bench[extname]' },
      },
    },
  });
  const js = readFileSync(join(outDir, 'bench.js'), 'utf8');
  let css = '';
  try {
    css = readFileSync(join(outDir, 'bench.css'), 'utf8');
  } catch {
    // no static CSS in this version of the components
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    // Not the browser window's own WebUIs, which headless Chromium loads beside every new context's page.
    args: ['--no-sandbox', '--disable-gpu', PLAYWRIGHT_DISABLE_FEATURES_FLAG],
    headless: true,
  });
  const rows = [];
  for (const slowdown of [1, 4]) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.route(/^https?:\/\//, (route) => route.abort());
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.setContent(
      `<!doctype html><html class="dark"><head><style>${css}</style></head><body><div id="root"></div></body></html>`,
    );
    await page.evaluate(`window.__benchRounds = ${ROUNDS}`);
    await page.addScriptTag({ content: js });
    const result = await page.waitForFunction(() => window.__benchResult, null, { timeout: 300_000 });
    const { results } = await result.jsonValue();
    for (const [name, times] of Object.entries(results)) {
      // The first rounds warm up the JIT and Chakra's caches; the median is over the rest.
      const sorted = times.slice(2).sort((a, b) => a - b);
      const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
      rows.push({ name, slowdown, min: sorted[0], median: at(0.5), first: times[0] });
    }
    await page.close();
  }
  await browser.close();
  console.log(`\nmount cost in Chromium, ${ROUNDS} rounds each (first 2 are warm-up)\n`);
  // On a shared machine the fastest round is the best estimate of the work itself (others' load only adds).
  console.log('| scenario | CPU | first mount | fastest | median |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const r of rows) {
    const ms = (n) => `${n.toFixed(1)} ms`;
    console.log(`| ${r.name} | ${r.slowdown}x | ${ms(r.first)} | ${ms(r.min)} | ${ms(r.median)} |`);
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
