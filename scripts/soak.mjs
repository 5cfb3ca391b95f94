#!/usr/bin/env node
// npm run soak: a soak benchmark (not a test, issue #35). One built instance (dist/ or $SF_DIST) on a free port, on
// SQLite in a temporary data folder, under autocannon at 50 connections for SOAK_SECONDS (default 600) of mixed
// reads and writes: title details, search, autocomplete, discover, trending, the average and the visitor's rating,
// My List reads (~65%), and rating POSTs, My List adds and removals, page views (~35%), over 2,000 visitors and the
// catalog's popular titles. The write limits are raised so the load is not answered 429 (it comes from one
// address). The run is cut in segments (SOAK_SEGMENT_SECONDS, default 60); the server's resident memory (Linux
// /proc) is sampled every second and each segment's median kept (one reading swings with each garbage collection).
// Prints per segment req/s, p50, p99, errors and RSS, then errors in total, p99 and RSS at the start and end:
// "start" is the first segment (the server warming up under the load: conservative, its RSS is still rising),
// beside the idle figure after start-up. Exits 1 when a request failed or RSS grew 10% or more from the start.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { cleanup, requireBuild, startBuiltServer } from './lib/built-server.mjs';

const TOTAL_SECONDS = Math.max(10, Number(process.env.SOAK_SECONDS) || 600);
const SEGMENT_SECONDS = Math.max(5, Math.min(TOTAL_SECONDS, Number(process.env.SOAK_SEGMENT_SECONDS) || 60));
const CONNECTIONS = 50;
const VISITORS = 2000;
const MAX_RSS_GROWTH = 0.1;

requireBuild();
// One address sends everything: raise the per-client write budgets (api/src/http/write-limit.ts).
for (const name of ['RATINGS', 'WATCHLIST', 'EVENTS']) process.env[`RATE_LIMIT_${name}`] = '1000000';

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const WORDS = [
  'the',
  'star',
  'love',
  'man',
  'dark',
  'king',
  'war',
  'night',
  'world',
  'life',
  'blue',
  'house',
];
const sessions = Array.from({ length: VISITORS }, () => randomUUID());

/** Resident memory of the server process (Linux /proc), in MB. */
function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? Math.round((kb / 1024) * 10) / 10 : undefined;
  } catch {
    return undefined;
  }
}

/** Movie and show ids of the catalog's popular lists (valid titles for ratings and My List). */
async function titles(url) {
  const out = [];
  for (const [type, path] of [
    ['movie', '/api/movie/popular'],
    ['tv', '/api/tv/popular'],
  ]) {
    for (let page = 1; page <= 3; page++) {
      const res = await fetch(`${url}${path}?page=${page}`);
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      for (const t of (await res.json()).results) out.push({ type, id: t.id });
    }
  }
  if (out.length === 0) throw new Error('no titles in the catalog');
  return out;
}

/** One request of the mix, drawn at random. */
function request(list) {
  const t = pick(list);
  const session = pick(sessions);
  const ratingType = t.type === 'tv' ? 'series' : 'movie';
  const json = (method, path, body) => ({
    method,
    path,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const get = (path, headers = {}) => ({ method: 'GET', path, headers });
  const r = Math.random();
  // Reads (~65%)
  if (r < 0.15) return get(`/api/${t.type}/${t.id}?region=${pick(['US', 'GB', 'DE', 'FR'])}`);
  if (r < 0.25) return get(`/api/search/multi?query=${pick(WORDS)}%20${pick(WORDS).slice(0, 2)}`);
  if (r < 0.33)
    return get(`/api/autocomplete?query=${pick(WORDS).slice(0, 1 + Math.floor(Math.random() * 4))}`);
  if (r < 0.38)
    return get(
      `/api/discover/movie?with_genres=${pick([28, 35, 18, 27, 878])}&page=${1 + Math.floor(Math.random() * 3)}`,
    );
  if (r < 0.42) return get(`/api/trending/all/${pick(['day', 'week'])}`);
  if (r < 0.5) return get(`/api/ratings/average/${ratingType}/${t.id}`);
  if (r < 0.58) return get(`/api/ratings/${ratingType}/${t.id}`, { 'x-streamfinder-session': session });
  if (r < 0.65) return get('/api/watchlist?region=US', { 'x-streamfinder-session': session });
  // Writes (~35%)
  if (r < 0.8) {
    return json('POST', '/api/ratings', {
      content_type: ratingType,
      content_id: t.id,
      rating: Math.floor(Math.random() * 6),
      session_id: session,
    });
  }
  if (r < 0.88) return json('PUT', `/api/watchlist/${t.type}/${t.id}`, { session_id: session });
  if (r < 0.94) {
    return {
      method: 'DELETE',
      path: `/api/watchlist/${t.type}/${t.id}`,
      headers: { 'x-streamfinder-session': session },
    };
  }
  return json('POST', '/api/events', {
    type: 'page_view',
    path: `/${t.type === 'tv' ? 'tv-shows' : 'movies'}`,
  });
}

const median = (xs) => {
  const sorted = xs.filter((x) => x !== undefined).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : undefined;
};

async function segment(url, list, seconds, pid) {
  const statuses = new Map();
  // RSS moves with each garbage collection: sampled every second, the segment's median is its figure.
  const samples = [];
  const sampler = setInterval(() => samples.push(rssMb(pid)), 1000);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    pipelining: 1,
    requests: [
      {
        setupRequest: (req) => ({ ...req, ...request(list) }),
        onResponse: (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1),
      },
    ],
  });
  clearInterval(sampler);
  let failed = result.errors + result.timeouts;
  for (const [status, n] of statuses) if (status >= 400) failed += n;
  return { result, statuses, failed, rss: median(samples) };
}

async function main() {
  const app = await startBuiltServer({ name: 'soak' });
  console.log(`server ready in ${(app.readyMs / 1000).toFixed(1)} s (pid ${app.pid}, ${app.url})`);
  const list = await titles(app.url);
  const idleRss = rssMb(app.pid);
  console.log(
    `soak: ${TOTAL_SECONDS} s at ${CONNECTIONS} connections, segments of ${SEGMENT_SECONDS} s; ` +
      `${list.length} titles, ${VISITORS} visitors; RSS idle ${idleRss} MB`,
  );
  console.log('segment  end(s)  req/s  p50(ms)  p99(ms)  errors  RSS(MB)  statuses');
  const rows = [];
  const allStatuses = new Map();
  for (let done = 0, i = 1; done < TOTAL_SECONDS; i++) {
    const seconds = Math.min(SEGMENT_SECONDS, TOTAL_SECONDS - done);
    const { result, statuses, failed, rss } = await segment(app.url, list, seconds, app.pid);
    done += seconds;
    const row = {
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      failed,
      rss,
      requests: result.requests.total,
    };
    rows.push(row);
    for (const [s, n] of statuses) allStatuses.set(s, (allStatuses.get(s) ?? 0) + n);
    const codes = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`);
    console.log(
      `${String(i).padStart(7)}  ${String(done).padStart(6)}  ${String(row.rps).padStart(5)}  ` +
        `${String(row.p50).padStart(7)}  ${String(row.p99).padStart(7)}  ${String(failed).padStart(6)}  ` +
        `${String(row.rss).padStart(7)}  ${codes.join(' ')}`,
    );
  }
  const first = rows[0];
  const last = rows[rows.length - 1];
  const errors = rows.reduce((n, r) => n + r.failed, 0);
  const total = rows.reduce((n, r) => n + r.requests, 0);
  const growth = first.rss && last.rss ? (last.rss - first.rss) / first.rss : NaN;
  console.log('');
  console.log(`requests: ${total} (${[...allStatuses].map(([s, n]) => `${s}:${n}`).join(' ')})`);
  console.log(`errors: ${errors} (network errors, timeouts and 4xx/5xx answers)`);
  console.log(
    `p99: start ${first.p99} ms, end ${last.p99} ms, worst segment ${Math.max(...rows.map((r) => r.p99))} ms`,
  );
  console.log(
    `RSS (median of each segment's 1 s samples): idle ${idleRss} MB, start (segment 1) ${first.rss} MB, ` +
      `end (segment ${rows.length}) ${last.rss} MB: ` +
      `${(growth * 100).toFixed(1)}% (limit ${MAX_RSS_GROWTH * 100}%)`,
  );
  const ok = errors === 0 && growth < MAX_RSS_GROWTH;
  console.log(ok ? 'soak: OK' : 'soak: FAILED');
  return ok;
}

main()
  .then((ok) => {
    cleanup();
    process.exit(ok ? 0 : 1);
  })
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    cleanup();
    process.exit(1);
  });
