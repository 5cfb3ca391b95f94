#!/usr/bin/env node
// npm run bench (after bench.mjs): search quality of the built server (dist/ or $SF_DIST) on SQLite, issue #36.
// The 200 most-voted titles of the bundled catalog, each typed three ways: exact; its first two words; with one
// character dropped (the 4th: "Incption", "Avaar", and in titles that begin with "The " the space,
// "TheDark Knight"). Prints how often the title is first and in the top 3 of /api/search/multi and in the top 5
// of /api/autocomplete, the titles missed with a typo, then autocomplete's latency under autocannon (50
// connections) as people type those titles (typed(): a prefix of a random top title, some with a letter dropped,
// half in lower case) against a raw node:http server answering one autocomplete's bytes (scripts/lib/
// raw-baseline.mjs), in alternating rounds so load from elsewhere hits both alike; the medians of the rounds'
// p99 against the goal of issue #36 (<= 5 ms).
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { cleanup, requireBuild, startBuiltServer } from './lib/built-server.mjs';
import { startRawLike } from './lib/raw-baseline.mjs';

const DATA = new URL('../api/src/catalog/sources/embedded/data/', import.meta.url);
const TOP = 200;
const SECONDS = Math.max(1, Math.min(10, Number(process.env.BENCH_SECONDS) || 4));
const ROUNDS = 3;
const GOAL_P99_MS = 5;

requireBuild();

function bundle(file, type) {
  return gunzipSync(readFileSync(new URL(file, DATA)))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const t = JSON.parse(line);
      return { type, id: t.id, title: t.title ?? t.name, votes: t.vote_count ?? 0, adult: t.adult === true };
    });
}

/** The TOP most-voted titles (ties by type, then id, so every run picks the same). */
const titles = [...bundle('movies.ndjson.gz', 'movie'), ...bundle('tv.ndjson.gz', 'tv')]
  .filter((t) => !t.adult && t.title)
  .sort((a, b) => b.votes - a.votes || (a.type < b.type ? -1 : a.type > b.type ? 1 : 0) || a.id - b.id)
  .slice(0, TOP);

const chars = (s) => [...s];
const dropAt = (s, i) => chars(s).toSpliced(i, 1).join('');
const VARIANTS = {
  exact: (t) => t,
  'first two words': (t) => t.split(/\s+/).slice(0, 2).join(' '),
  'one letter dropped': (t) => (chars(t).length > 3 ? dropAt(t, 3) : t),
};

async function getJson(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

async function quality(base) {
  const rows = [];
  const missed = [];
  for (const [name, typed] of Object.entries(VARIANTS)) {
    let top1 = 0;
    let top3 = 0;
    let auto5 = 0;
    for (const t of titles) {
      const query = encodeURIComponent(typed(t.title));
      const search = await getJson(`${base}/api/search/multi?query=${query}`);
      const at = search.results.findIndex((r) => r.media_type === t.type && r.id === t.id);
      const auto = await getJson(`${base}/api/autocomplete?query=${query}`);
      const inAuto = auto.suggestions.slice(0, 5).some((s) => s.type === t.type && s.id === t.id);
      if (at === 0) top1++;
      if (at >= 0 && at < 3) top3++;
      if (inAuto) auto5++;
      if (name === 'one letter dropped' && (at < 0 || at >= 3)) missed.push(`${typed(t.title)} (${t.title})`);
    }
    const pct = (n) => `${((100 * n) / titles.length).toFixed(1)}%`;
    rows.push(`| ${name} | ${pct(top1)} | ${pct(top3)} | ${pct(auto5)} |`);
  }
  return { rows, missed };
}

/**
 * What a person types into the search box for a top title, one request per keystroke: a prefix of 1 character
 * to the whole title; 30% of those of 4+ characters with one letter after the first dropped; half in lower case.
 * The prefixes repeat across people, as real ones do; the letters dropped make new words for the typo path.
 */
function typed() {
  const title = chars(titles[Math.floor(Math.random() * titles.length)].title);
  let text = title.slice(0, 1 + Math.floor(Math.random() * title.length));
  if (text.length >= 4 && Math.random() < 0.3)
    text = text.toSpliced(1 + Math.floor(Math.random() * (text.length - 1)), 1);
  const joined = text.join('');
  return Math.random() < 0.5 ? joined.toLowerCase() : joined;
}

async function load(base, seconds, varied) {
  const r = await autocannon({
    url: base,
    connections: 50,
    duration: seconds,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          path: varied ? `/api/autocomplete?query=${encodeURIComponent(typed())}` : '/',
        }),
      },
    ],
  });
  const bad = r.non2xx + r.errors + r.timeouts;
  if (bad) console.warn(`  ${bad} non-2xx/errors/timeouts`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function latency(base) {
  const raw = await startRawLike(`${base}/api/autocomplete?query=star`);
  await load(base, SECONDS, true); // warm-up: the JIT and the caches, not counted
  const ours = [];
  const plain = [];
  for (let round = 0; round < ROUNDS; round++) {
    ours.push(await load(base, SECONDS, true));
    plain.push(await load(raw.url, SECONDS, false));
  }
  raw.close();
  const line = (name, rs) =>
    `${name}: ${Math.round(median(rs.map((r) => r.rps)))} req/s, p50 ${median(rs.map((r) => r.p50))} ms, ` +
    `p99 ${median(rs.map((r) => r.p99))} ms (rounds: ${rs.map((r) => r.p99).join(', ')})`;
  const p99 = median(ours.map((r) => r.p99));
  const rawP99 = median(plain.map((r) => r.p99));
  return [
    `Autocomplete as people type the top titles, 50 connections, ${ROUNDS} rounds of ${SECONDS} s, medians:`,
    line('  ours', ours),
    line('  raw node:http, one answer', plain),
    `  p99 ${p99} ms: goal <= ${GOAL_P99_MS} ms ${p99 <= GOAL_P99_MS ? 'met' : 'NOT met'}` +
      (rawP99 > GOAL_P99_MS ? ` (this machine: raw node:http alone has p99 ${rawP99} ms)` : ''),
  ].join('\n');
}

try {
  const app = await startBuiltServer({ name: 'bench-search' });
  const { rows, missed } = await quality(app.url);
  console.log(`\nSearch quality over the ${titles.length} most-voted titles (SQLite)`);
  console.log('| typed | search top 1 | search top 3 | autocomplete top 5 |');
  console.log('|---|---|---|---|');
  for (const row of rows) console.log(row);
  if (missed.length)
    console.log(`\nNot in the top 3 with one letter dropped (${missed.length}): ${missed.join('; ')}`);
  console.log(`\n${await latency(app.url)}`);
  cleanup();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  cleanup();
  process.exit(1);
}
