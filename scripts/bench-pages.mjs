#!/usr/bin/env node
// npm run bench:pages (issue #43): the built server's pages (dist/ or $SF_DIST; run `npm run build` first) under
// autocannon, each figure beside a raw node:http server in a process of its own returning the same bytes and
// headers, in the same run. Loopback only; each run starts the server on a free port with its own data folder.
// - WARM: the same page again (50 connections): req/s, ratio to raw, p99.
// - COLD: a different title page every request, taken from /sitemap.xml, each once (50 connections); an answer
//   without the title's rendered <h1> (a fallback shell, an error state) counts as an error.
// - ISOLATION: /api/movie/550?region=US p99 at 10 connections alone, then while 20 connections load cold title
//   pages.
// - CPU: the server process's CPU time (every thread: main, render workers, libuv's pool) per cold title page
//   rendered, from /proc (Linux); a count of work, comparable across runs on a loaded machine where req/s is not.
// - SIZE: the home page's HTML, identity and brotli (as the server sends it to Accept-Encoding: br).
// BENCH_LANG (de, fr, es, it, ko) takes the cold title pages in that language (/de/movies/...; issue #46's
// comparison of a language's pages with the English ones; BENCH_PAGES names the warm ones).
// BENCH_RUNS (default 3) runs, each on a fresh server; prints every run and the medians. BENCH_SECONDS (default 8)
// per side and measure. The whole script aborts after 20 minutes.
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import autocannon from 'autocannon';
import { cleanup, requireBuild, startBuiltServer } from './lib/built-server.mjs';
import { startRaw, startRawLike } from './lib/raw-baseline.mjs';

const SECONDS = Math.max(1, Math.min(10, Number(process.env.BENCH_SECONDS) || 8));
const RUNS = Math.max(1, Math.min(5, Number(process.env.BENCH_RUNS) || 3));
const CONNECTIONS = 50;
const WARM_PAGES = (
  process.env.BENCH_PAGES?.split(',') ?? [
    '/',
    '/movies/fight-club',
    '/tv-shows/game-of-thrones',
    '/search?q=star',
    '/genre/28?type=movie',
    '/faq',
  ]
).filter(Boolean);
const API_PATH = '/api/movie/550?region=US';
const LANG = process.env.BENCH_LANG ? `/${process.env.BENCH_LANG}` : '';
/** A title page's own heading (client/features/title/components/title-header.tsx): not a loading or error state. */
const TITLE_H1 = 'data-testid="title-heading"';

requireBuild({ client: true });

const budget = setTimeout(() => {
  console.error('bench:pages: over the 20 minute budget, stopping');
  cleanup();
  process.exit(1);
}, 1_200_000);

/** Title page paths from the sitemap (every part of it), in the sitemap's order. */
async function titlePaths(url) {
  const text = async (u) => {
    const res = await fetch(u);
    if (!res.ok) throw new Error(`${u} answered ${res.status}`);
    return res.text();
  };
  const root = await text(`${url}/sitemap.xml`);
  const docs = root.includes('<sitemapindex')
    ? await Promise.all([...root.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => text(m[1])))
    : [root];
  const paths = [];
  for (const doc of docs) {
    for (const [, loc] of doc.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const path = new URL(loc).pathname;
      if (/^\/(movies|tv-shows)\/[^/]+$/.test(path)) paths.push(LANG + path);
    }
  }
  if (paths.length < 1000) throw new Error(`only ${paths.length} title pages in the sitemap`);
  return paths;
}

/** CPU ms (user + system, every thread) the process `pid` has used so far; undefined without /proc. */
function cpuMs(pid) {
  try {
    // /proc/<pid>/stat: fields 14 and 15 (utime, stime) in clock ticks (100 per second on Linux), after the
    // command name in parentheses.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * Hands out each title page once; `left()` says how many remain. A load given a feed stops when it is used up
 * (autocannon's `amount`): with the render queue full, refusals (503 at once) go fast, and a flood of them once
 * used up the sitemap within the 8 s.
 */
function titleFeed(paths) {
  let next = 0;
  // Past the end (the last few requests of a load whose feed ran low), the last page again.
  const feed = () => paths[Math.min(next++, paths.length - 1)];
  feed.left = () => Math.max(0, paths.length - next);
  return feed;
}

/** autocannon at `origin`; `path()` gives each request's path; `check(body)` false counts as an error. */
async function load(origin, { path, connections = CONNECTIONS, seconds = SECONDS, check }) {
  let bad = 0;
  const r = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    // A feed of title pages: no more requests than it has left (minus one in flight per connection).
    ...(path.left && { amount: Math.max(connections, path.left() - connections) }),
    pipelining: 1,
    requests: [
      {
        setupRequest: (req) => ({ ...req, path: path() }),
        ...(check && {
          onResponse: (status, body) => {
            // A non-2xx answer is counted by autocannon (non2xx) already: here only a 200 without the page.
            if (status === 200 && !check(String(body))) bad++;
          },
        }),
      },
    ],
  });
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    errors: r.non2xx + r.errors + r.timeouts + bad,
    /** Answers with the page (2xx, and the check passed). */
    good: r['2xx'] - bad,
  };
}

/**
 * Ours, then raw, one block each. (Not in halves as npm run bench does: a page that takes seconds under 50
 * connections would complete nothing in a short half, and autocannon drops what is in flight at the end.)
 */
async function pair(oursOrigin, rawOrigin, oursPath, rawPath, check) {
  const ours = await load(oursOrigin, { path: oursPath, check });
  const raw = await load(rawOrigin, { path: rawPath, check });
  return { ours, raw };
}

/** The bytes of `path` as sent for this Accept-Encoding (node:http: no decoding). */
function bytesOf(url, acceptEncoding) {
  return new Promise((done, fail) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let n = 0;
      res.on('data', (d) => (n += d.length));
      res.on('end', () => done({ bytes: n, encoding: res.headers['content-encoding'] ?? 'identity' }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

async function oneRun(run) {
  const app = await startBuiltServer({ name: 'bench-pages' });
  console.log(`run ${run}: server ready in ${(app.readyMs / 1000).toFixed(1)} s`);
  const result = { warm: [], cold: undefined, isolation: undefined, size: undefined };
  try {
    const titles = await titlePaths(app.url);
    // The cold half takes titles from the start, the warm-up and the isolation's load from the end: each once.
    const half = Math.floor(titles.length / 2);
    const cold = titleFeed(titles.slice(0, half));
    const spare = titleFeed(titles.slice(half).reverse());

    // Every route's code warm (JIT) before anything counts; titles for it from the spare end.
    for (const p of WARM_PAGES) await load(app.url, { path: () => p, seconds: 3, connections: 5 });
    await load(app.url, { path: spare, seconds: 3, connections: 5 });

    for (const p of WARM_PAGES) {
      const raw = await startRawLike(app.url + p);
      console.log(`  warm ${p} (${raw.bytes} bytes)`);
      const { ours, raw: base } = await pair(
        app.url,
        raw.url,
        () => p,
        () => '/',
      );
      raw.close();
      result.warm.push({ path: p, bytes: raw.bytes, ours, raw: base });
    }

    {
      const sample = await fetch(app.url + titles[titles.length - 1], {
        headers: { 'accept-encoding': 'identity' },
      });
      const body = Buffer.from(await sample.arrayBuffer());
      const raw = await startRaw(body, sample.headers);
      console.log(`  cold title pages (${titles.length} in the sitemap)`);
      const check = (html) => html.includes(TITLE_H1);
      const cpu0 = cpuMs(app.pid);
      const ours = await load(app.url, { path: cold, check });
      const cpu = cpu0 === undefined ? undefined : cpuMs(app.pid) - cpu0;
      const base = await load(raw.url, { path: () => '/', check });
      raw.close();
      result.cold = { ours, raw: base, cpuPerPage: cpu === undefined ? NaN : cpu / Math.max(1, ours.good) };
    }

    {
      console.log(`  isolation ${API_PATH}`);
      const alone = await load(app.url, { path: () => API_PATH, connections: 10 });
      const [loaded, pages] = await Promise.all([
        load(app.url, { path: () => API_PATH, connections: 10 }),
        load(app.url, { path: spare, connections: 20, check: (html) => html.includes(TITLE_H1) }),
      ]);
      result.isolation = { alone, loaded, pages };
    }

    const identity = await bytesOf(`${app.url}/`, 'identity');
    const br = await bytesOf(`${app.url}/`, 'br');
    result.size = { raw: identity.bytes, br: br.bytes, brEncoding: br.encoding };
  } finally {
    app.stop();
  }
  return result;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const fmt = (n) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(n >= 10 ? 0 : 1));

function print(title, runs) {
  const m = (f) => median(runs.map(f));
  console.log(`\n${title}`);
  console.log('| page | bytes | req/s | raw req/s | ratio | p99 ms | raw p99 ms | errors |');
  console.log('|---|---|---|---|---|---|---|---|');
  runs[0].warm.forEach((w, i) => {
    console.log(
      `| \`${w.path}\` | ${fmt(w.bytes)} | ${fmt(m((r) => r.warm[i].ours.rps))} | ${fmt(m((r) => r.warm[i].raw.rps))} | ` +
        `${m((r) => r.warm[i].ours.rps / r.warm[i].raw.rps).toFixed(2)} | ${fmt(m((r) => r.warm[i].ours.p99))} | ` +
        `${fmt(m((r) => r.warm[i].raw.p99))} | ${m((r) => r.warm[i].ours.errors)} |`,
    );
  });
  console.log(
    `| cold title pages | | ${fmt(m((r) => r.cold.ours.rps))} | ${fmt(m((r) => r.cold.raw.rps))} | ` +
      `${m((r) => r.cold.ours.rps / r.cold.raw.rps).toFixed(3)} | ${fmt(m((r) => r.cold.ours.p99))} | ` +
      `${fmt(m((r) => r.cold.raw.p99))} | ${m((r) => r.cold.ours.errors)} |`,
  );
  console.log(
    `\nserver CPU per cold title page rendered: ${fmt(m((r) => r.cold.cpuPerPage))} ms (every thread; ` +
      `${fmt(m((r) => r.cold.ours.good))} pages)`,
  );
  console.log(
    `\nisolation ${API_PATH} at 10 connections: alone p99 ${fmt(m((r) => r.isolation.alone.p99))} ms ` +
      `(${fmt(m((r) => r.isolation.alone.rps))} req/s); beside 20 connections of cold title pages p99 ` +
      `${fmt(m((r) => r.isolation.loaded.p99))} ms (${fmt(m((r) => r.isolation.loaded.rps))} req/s, ` +
      `errors ${m((r) => r.isolation.loaded.errors)}; the pages: ${fmt(m((r) => r.isolation.pages.rps))} req/s, ` +
      `p99 ${fmt(m((r) => r.isolation.pages.p99))} ms, errors ${m((r) => r.isolation.pages.errors)})`,
  );
  console.log(
    `home page HTML: ${fmt(m((r) => r.size.raw))} bytes raw, ${fmt(m((r) => r.size.br))} bytes ${runs[0].size.brEncoding}`,
  );
}

async function main() {
  const runs = [];
  for (let i = 1; i <= RUNS; i++) {
    runs.push(await oneRun(i));
    if (RUNS > 1) print(`run ${i}`, [runs[i - 1]]);
  }
  print(RUNS > 1 ? `median of ${RUNS} runs` : 'one run', runs);
  console.log(
    `\n${CONNECTIONS} connections (isolation: 10 + 20), ${SECONDS} s per side and measure, loopback, one machine; ` +
      'ratio = our req/s / raw node:http req/s (same run).',
  );
}

main()
  .then(() => {
    clearTimeout(budget);
    cleanup();
  })
  .catch((err) => {
    console.error(err instanceof Error ? err.stack : err);
    cleanup();
    process.exit(1);
  });
