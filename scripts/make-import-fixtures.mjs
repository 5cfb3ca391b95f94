// Writes the import fixtures of issue #38 into tests/fixtures/import/ from this catalog's own titles
// (api/src/catalog/sources/embedded/data), in the layouts IMDb and Letterboxd document for their exports, plus
// manifest.json: what each row must match. Deterministic (seeded), so the files only change with the catalog.
// Run: node scripts/make-import-fixtures.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import Papa from 'papaparse';

const DATA = 'api/src/catalog/sources/embedded/data';
const OUT = 'tests/fixtures/import';
mkdirSync(OUT, { recursive: true });

const read = (file) =>
  gunzipSync(readFileSync(join(DATA, file)))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
const movies = read('movies.ndjson.gz').map((m) => ({
  type: 'movie',
  id: m.id,
  title: m.title,
  original: m.original_title,
  year: m.release_date ? Number(m.release_date.slice(0, 4)) : null,
  imdb: m.imdb_id ?? null,
  vote: m.vote_average ?? 0,
}));
const shows = read('tv.ndjson.gz').map((t) => ({
  type: 'tv',
  id: t.id,
  title: t.name,
  original: t.original_name,
  year: t.first_air_date ? Number(t.first_air_date.slice(0, 4)) : (t.first_air_year ?? null),
  imdb: null,
  vote: t.vote_average ?? 0,
}));

// mulberry32
let seed = 38;
const rand = () => {
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const shuffle = (a) => {
  const b = [...a];
  for (let i = b.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [b[i], b[j]] = [b[j], b[i]];
  }
  return b;
};
const pick = (list, n, used) => {
  const out = [];
  for (const t of shuffle(list)) {
    if (out.length === n) break;
    if (used.has(`${t.type}:${t.id}`) || !t.year) continue;
    used.add(`${t.type}:${t.id}`);
    out.push(t);
  }
  return out;
};
const day = (i) => new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
const csv = (fields, rows) => Papa.unparse({ fields, data: rows }, { newline: '\n' }) + '\n';
const manifest = {};
const expect = (t) => ({ media_type: t.type, id: t.id });

// ---- IMDb ratings.csv: 300 rows (the browser test's file) ----
const used = new Set();
const withImdb = movies.filter((m) => m.imdb);
const ratedMovies = pick(withImdb, 292, used);
const ratedShows = pick(shows, 6, used);
const unknown = [
  { title: 'A Film This Catalog Never Had', year: 1999, imdb: 'tt9999990', type: 'movie' },
  { title: 'Nowhere Series Zed', year: 2003, imdb: 'tt9999991', type: 'tv' },
];
const IMDB_RATINGS = [
  'Const',
  'Your Rating',
  'Date Rated',
  'Title',
  'Original Title',
  'URL',
  'Title Type',
  'IMDb Rating',
  'Runtime (mins)',
  'Year',
  'Genres',
  'Num Votes',
  'Release Date',
  'Directors',
];
const ratingRows = [];
const ratingExpect = [];
[...ratedMovies, ...ratedShows, ...unknown].forEach((t, i) => {
  const imdb = t.imdb ?? `tt${String(8_000_000 + i).padStart(7, '0')}`;
  const mine = 1 + (i % 10);
  ratingRows.push([
    imdb,
    mine,
    day(i),
    t.title,
    t.original ?? t.title,
    `https://www.imdb.com/title/${imdb}/`,
    t.type === 'tv' ? 'TV Series' : 'Movie',
    (t.vote ?? 0).toFixed(1),
    '',
    t.year,
    '',
    '',
    `${t.year}-01-01`,
    '',
  ]);
  ratingExpect.push({
    line: i + 2,
    expect: t.id ? expect(t) : null,
    stars: Math.floor(mine / 2 + 0.5),
    imdb: Boolean(t.imdb && t.id),
  });
});
writeFileSync(join(OUT, 'imdb-ratings.csv'), csv(IMDB_RATINGS, ratingRows));
manifest['imdb-ratings.csv'] = ratingExpect;

// ---- IMDb watchlist.csv: 40 rows ----
const IMDB_WATCHLIST = [
  'Position',
  'Const',
  'Created',
  'Modified',
  'Description',
  'Title',
  'Original Title',
  'URL',
  'Title Type',
  'IMDb Rating',
  'Runtime (mins)',
  'Year',
  'Genres',
  'Num Votes',
  'Release Date',
  'Directors',
  'Your Rating',
  'Date Rated',
];
const wl = [...pick(withImdb, 34, used), ...pick(shows, 5, used)];
const wlRows = wl.map((t, i) => {
  const imdb = t.imdb ?? `tt${String(8_100_000 + i).padStart(7, '0')}`;
  const type = t.type === 'tv' ? (i % 2 ? 'TV Mini Series' : 'TV Series') : 'Movie';
  return [
    i + 1,
    imdb,
    day(i),
    day(i),
    '',
    t.title,
    t.original ?? t.title,
    `https://www.imdb.com/title/${imdb}/`,
    type,
    (t.vote ?? 0).toFixed(1),
    '',
    t.year,
    '',
    '',
    `${t.year}-01-01`,
    '',
    '',
    '',
  ];
});
wlRows.push([
  40,
  'tt0000001',
  day(40),
  day(40),
  '',
  'Some Episode',
  'Some Episode',
  '',
  'TV Episode',
  '7.0',
  '',
  2001,
  '',
  '',
  '',
  '',
  '',
  '',
]);
writeFileSync(join(OUT, 'imdb-watchlist.csv'), csv(IMDB_WATCHLIST, wlRows));
manifest['imdb-watchlist.csv'] = wl.map((t, i) => ({
  line: i + 2,
  expect: expect(t),
  imdb: Boolean(t.imdb),
}));

// ---- Letterboxd watchlist.csv and ratings.csv: movies only ----
const lbw = pick(movies, 40, used);
writeFileSync(
  join(OUT, 'letterboxd-watchlist.csv'),
  csv(
    ['Date', 'Name', 'Year', 'Letterboxd URI'],
    lbw.map((t, i) => [day(i), t.title, t.year, `https://boxd.it/${(1000 + i).toString(36)}`]),
  ),
);
manifest['letterboxd-watchlist.csv'] = lbw.map((t, i) => ({ line: i + 2, expect: expect(t) }));
const lbr = pick(movies, 40, used);
const halves = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5];
writeFileSync(
  join(OUT, 'letterboxd-ratings.csv'),
  csv(
    ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating'],
    lbr.map((t, i) => [
      day(i),
      t.title,
      t.year,
      `https://boxd.it/${(2000 + i).toString(36)}`,
      halves[i % 10],
    ]),
  ),
);
manifest['letterboxd-ratings.csv'] = lbr.map((t, i) => ({
  line: i + 2,
  expect: expect(t),
  stars: Math.ceil(halves[i % 10]),
}));

// ---- plain CSVs: title + year with a header; IMDb ids without one ----
const plain = [...pick(movies, 15, used), ...pick(shows, 5, used)];
writeFileSync(
  join(OUT, 'plain-titles.csv'),
  csv(
    ['title', 'year'],
    plain.map((t) => [t.title, t.year]),
  ),
);
manifest['plain-titles.csv'] = plain.map((t, i) => ({ line: i + 2, expect: expect(t) }));
const ids = pick(withImdb, 15, used);
writeFileSync(join(OUT, 'plain-imdb-ids.txt'), ids.map((t) => t.imdb).join('\n') + '\n');
manifest['plain-imdb-ids.txt'] = ids.map((t, i) => ({ line: i + 1, expect: expect(t), imdb: true }));

// ---- 200 catalog titles with perturbed spellings (title + year + type) ----
const strip = (s) => s.normalize('NFKD').replace(/\p{M}+/gu, '');
const perturbations = [
  (s) => s.toUpperCase(),
  (s) => s.toLowerCase(),
  (s) => strip(s),
  (s) =>
    s
      .replace(/[:\-–!?,.']/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  (s) => s.replace(/ and /gi, ' & '),
  (s) => s.replace(/&/g, 'and'),
  // one typo: two neighbouring letters swapped, a letter dropped or doubled, away from the first letter
  (s) => {
    const i = 1 + Math.floor(rand() * Math.max(1, s.length - 2));
    return s.slice(0, i) + (s[i + 1] ?? '') + s[i] + s.slice(i + 2);
  },
  (s) => {
    const i = 1 + Math.floor(rand() * Math.max(1, s.length - 2));
    return s.slice(0, i) + s.slice(i + 1);
  },
  (s) => {
    const i = 1 + Math.floor(rand() * Math.max(1, s.length - 2));
    return s.slice(0, i) + s[i] + s.slice(i);
  },
  (s) => `${s}.`,
];
const longEnough = (list) => list.filter((t) => t.title.length >= 4);
const pert = [...pick(longEnough(movies), 150, used), ...pick(longEnough(shows), 50, used)];
const pertRows = pert.map((t, i) => {
  let s = perturbations[i % perturbations.length](t.title);
  if (s === t.title) s = s.toLowerCase();
  return [s, t.year, t.type === 'tv' ? 'tv' : 'movie'];
});
writeFileSync(join(OUT, 'perturbed-titles.csv'), csv(['title', 'year', 'type'], pertRows));
manifest['perturbed-titles.csv'] = pert.map((t, i) => ({
  line: i + 2,
  expect: expect(t),
  original: t.title,
}));

writeFileSync(join(OUT, 'manifest.json'), JSON.stringify(manifest, null, 1) + '\n');
console.log(
  Object.entries(manifest)
    .map(([f, rows]) => `${f}: ${rows.length} rows`)
    .join('\n'),
);
