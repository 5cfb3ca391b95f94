#!/usr/bin/env node
// npm run soak: a soak benchmark (not a test, issues #35 and #43). One built instance (dist/ or $SF_DIST) on a free
// port, on SQLite in a temporary data folder, under autocannon at 50 connections for SOAK_SECONDS (default 600):
// 25 connections of pages (title pages by id in the six languages and four countries, home, search, genre, FAQ,
// discover; an answer without its rendered <h1> counts as an error) beside 25 of /api, mixed reads and writes:
// title details, search, autocomplete, discover, trending, the average and the visitor's rating, My List reads
// (~65%), and rating POSTs, My List adds and removals, page views (~35%), over 2,000 visitors and the catalog's
// popular titles. Pages and /api are reported apart (req/s, p99, errors). The write limits are raised so the load is not answered 429 (it comes from one
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
/** Connections of pages and of /api (together 50). */
const PAGE_CONNECTIONS = 25;
const API_CONNECTIONS = 25;
const LANGS = ['', '/de', '/fr', '/es', '/it', '/ko'];
const COUNTRIES = ['US', 'DE', 'FR', 'KR'];
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

/** One page of the mix: a title page (by id) most of the time, else one of the site's lists, in any language. */
function pageRequest(list) {
  const t = pick(list);
  const r = Math.random();
  const path =
    r < 0.7
      ? `/${t.type}/${t.id}`
      : pick(['/', '/search?q=star', '/genre/28?type=movie', '/faq', '/advanced-search/movie', '/new']);
  const lang = pick(LANGS);
  return {
    method: 'GET',
    path: lang && path === '/' ? lang : lang + path,
    headers: { accept: 'text/html', 'cf-ipcountry': pick(COUNTRIES) },
  };
}

const median = (xs) => {
  const sorted = xs.filter((x) => x !== undefined).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : undefined;
};

/** One autocannon run of `connections` drawing requests from `draw`; `good` decides an answer's success. */
async function load(url, connections, seconds, draw, good) {
  const statuses = new Map();
  // 5xx answers by what the server says of them (x-page-cache: QUEUE-FULL is the render line's refusal).
  const refusals = new Map();
  let bad = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    pipelining: 1,
    requests: [
      {
        setupRequest: (req) => ({ ...req, ...draw() }),
        onResponse: (status, body, _context, headers) => {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500) {
            const kind = `${status} ${headers?.['x-page-cache'] ?? 'without x-page-cache'}`;
            refusals.set(kind, (refusals.get(kind) ?? 0) + 1);
          }
          if (status < 400 && !good(body)) bad++;
        },
      },
    ],
  });
  let failed = result.errors + result.timeouts + bad;
  for (const [status, n] of statuses) if (status >= 400) failed += n;
  return { result, statuses, refusals, failed };
}

async function segment(url, list, seconds, pid) {
  // RSS moves with each garbage collection: sampled every second, the segment's median is its figure.
  const samples = [];
  const sampler = setInterval(() => samples.push(rssMb(pid)), 1000);
  const [pages, api] = await Promise.all([
    // A page is one with its content: a fallback shell (no rendered h1) is a failure.
    load(
      url,
      PAGE_CONNECTIONS,
      seconds,
      () => pageRequest(list),
      (body) => /<h1[\s>]/.test(body ?? ''),
    ),
    load(
      url,
      API_CONNECTIONS,
      seconds,
      () => request(list),
      () => true,
    ),
  ]);
  clearInterval(sampler);
  return { pages, api, rss: median(samples) };
}

async function main() {
  const app = await startBuiltServer({ name: 'soak' });
  console.log(`server ready in ${(app.readyMs / 1000).toFixed(1)} s (pid ${app.pid}, ${app.url})`);
  const list = await titles(app.url);
  const idleRss = rssMb(app.pid);
  console.log(
    `soak: ${TOTAL_SECONDS} s, ${PAGE_CONNECTIONS} connections of pages beside ${API_CONNECTIONS} of /api, ` +
      `segments of ${SEGMENT_SECONDS} s; ${list.length} titles, ${VISITORS} visitors; RSS idle ${idleRss} MB`,
  );
  console.log(
    'segment  end(s) | pages: req/s  p50  p99  errors | api: req/s  p50  p99  errors | RSS(MB)  statuses',
  );
  const rows = [];
  const allStatuses = new Map();
  const allRefusals = new Map();
  const figures = ({ result, failed }) => ({
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed,
    requests: result.requests.total,
  });
  const cells = (f) =>
    `${String(f.rps).padStart(5)}  ${String(f.p50).padStart(4)}  ${String(f.p99).padStart(5)}  ${String(f.failed).padStart(5)}`;
  for (let done = 0, i = 1; done < TOTAL_SECONDS; i++) {
    const seconds = Math.min(SEGMENT_SECONDS, TOTAL_SECONDS - done);
    const { pages, api, rss } = await segment(app.url, list, seconds, app.pid);
    done += seconds;
    const row = { pages: figures(pages), api: figures(api), rss };
    rows.push(row);
    const statuses = new Map();
    for (const part of [pages, api]) {
      for (const [s, n] of part.statuses) {
        statuses.set(s, (statuses.get(s) ?? 0) + n);
        allStatuses.set(s, (allStatuses.get(s) ?? 0) + n);
      }
      for (const [kind, n] of part.refusals) allRefusals.set(kind, (allRefusals.get(kind) ?? 0) + n);
    }
    const codes = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`);
    console.log(
      `${String(i).padStart(7)}  ${String(done).padStart(6)} |        ${cells(row.pages)} |      ${cells(row.api)} | ` +
        `${String(rss).padStart(7)}  ${codes.join(' ')}`,
    );
  }
  const first = rows[0];
  const last = rows[rows.length - 1];
  const sum = (part, key) => rows.reduce((n, r) => n + r[part][key], 0);
  const errors = sum('pages', 'failed') + sum('api', 'failed');
  const growth = first.rss && last.rss ? (last.rss - first.rss) / first.rss : NaN;
  const p99s = (part) => rows.map((r) => r[part].p99).sort((a, b) => a - b);
  console.log('');
  console.log(
    `requests: pages ${sum('pages', 'requests')}, api ${sum('api', 'requests')} ` +
      `(${[...allStatuses].map(([s, n]) => `${s}:${n}`).join(' ')})`,
  );
  console.log(
    `errors: pages ${sum('pages', 'failed')}, api ${sum('api', 'failed')} ` +
      '(network errors, timeouts, 4xx/5xx answers, pages without their h1)',
  );
  if (allRefusals.size)
    console.log(`5xx by kind: ${[...allRefusals].map(([kind, n]) => `${kind}: ${n}`).join(', ')}`);
  for (const part of ['pages', 'api'])
    console.log(
      `${part} p99: start ${first[part].p99} ms, end ${last[part].p99} ms, ` +
        `median segment ${median(p99s(part))} ms, worst segment ${Math.max(...p99s(part))} ms`,
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
