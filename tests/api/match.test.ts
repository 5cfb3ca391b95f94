// POST /api/match and GET /api/match/catalog (issue #38, docs/spec.md §7) on the embedded catalog: the sample
// files of tests/fixtures/import (made from this catalog's titles by scripts/make-import-fixtures.mjs, in the
// layouts IMDb and Letterboxd document) are parsed as the device parses them and matched through HTTP; each
// row's answer is compared with manifest.json. Match rates: >= 98% of the rows with an IMDb id, >= 90% of 200
// titles with perturbed spellings (title + year + type). Plus the bad-input matrix (400s, never a 5xx) and the
// PostgreSQL path of the IMDb ids (json extraction differs per engine).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogEntryWire, MatchAnswer } from '../../api/src/contract/title-match';
import { decodeImport } from '../../client/features/my-list/import/import-decode';
import { parseImport, type ImportRow } from '../../client/features/my-list/import/import-file';
import { createTestApp, postgresAvailable, type Engine, type TestApp } from './support/test-app';

const DIR = join(__dirname, '..', 'fixtures', 'import');
type Expected = {
  line: number;
  expect: { media_type: string; id: number } | null;
  imdb?: boolean;
  stars?: number;
};
const manifest = JSON.parse(readFileSync(join(DIR, 'manifest.json'), 'utf8')) as Record<string, Expected[]>;

const rowsOf = (file: string) => parseImport(decodeImport(new Uint8Array(readFileSync(join(DIR, file)))));

async function match(t: TestApp, rows: ImportRow[]): Promise<MatchAnswer[]> {
  const out: MatchAnswer[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/match',
      payload: {
        rows: rows.slice(i, i + 500).map((r) => ({
          title: r.title,
          year: r.year,
          type: r.type,
          imdb_id: r.imdb_id,
          tmdb_id: r.tmdb_id,
        })),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    out.push(...res.json<{ results: MatchAnswer[] }>().results);
  }
  return out;
}

/** Per file: answers by line, counts, and how many rows got the manifest's title. */
async function run(t: TestApp, file: string) {
  const parsed = rowsOf(file);
  const answers = await match(t, parsed.rows);
  const byLine = new Map(parsed.rows.map((r, i) => [r.line, { row: r, answer: answers[i] }]));
  const counts = { matched: 0, uncertain: 0, not_found: 0 };
  for (const a of answers) counts[a.status]++;
  const right = (e: Expected) => {
    const got = byLine.get(e.line)?.answer;
    return (
      got?.status === 'matched' &&
      got.match?.media_type === e.expect?.media_type &&
      got.match?.id === e.expect?.id
    );
  };
  return { parsed, answers, byLine, counts, right };
}

describe('POST /api/match on sqlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t?.close());

  it('IMDb ratings.csv (300 rows): 298 matched, the 2 unknown titles not found, stars 1-10 -> 1-5 half up', async () => {
    const r = await run(t, 'imdb-ratings.csv');
    expect(r.parsed.format).toBe('imdb');
    expect(r.parsed.rows).toHaveLength(300);
    expect(r.counts).toEqual({ matched: 298, uncertain: 0, not_found: 2 });
    for (const e of manifest['imdb-ratings.csv']) {
      if (e.expect) expect(r.right(e), `line ${e.line}`).toBe(true);
      expect(r.byLine.get(e.line)?.row.rating).toBe(e.stars);
    }
    // The 6 TV shows carry IMDb ids the catalog does not know: they match by title, year and type.
    const tv = [...r.byLine.values()].filter((x) => x.row.type === 'tv' && x.answer.status === 'matched');
    expect(tv).toHaveLength(6);
    expect(tv.every((x) => x.answer.via === 'title' || x.answer.via === 'original_title')).toBe(true);
  });

  it('matches >= 98% of the rows with an IMDb id, by the id', async () => {
    let total = 0;
    let right = 0;
    for (const file of ['imdb-ratings.csv', 'imdb-watchlist.csv', 'plain-imdb-ids.txt']) {
      const r = await run(t, file);
      for (const e of manifest[file].filter((x) => x.imdb)) {
        total++;
        if (r.right(e) && r.byLine.get(e.line)?.answer.via === 'imdb') right++;
      }
    }
    expect(total).toBeGreaterThanOrEqual(300);
    console.log(`IMDb id match rate: ${right}/${total} = ${((100 * right) / total).toFixed(1)}%`);
    expect(right / total).toBeGreaterThanOrEqual(0.98);
  });

  it('matches >= 90% of 200 catalog titles with perturbed spellings by title, year and type', async () => {
    const r = await run(t, 'perturbed-titles.csv');
    const expected = manifest['perturbed-titles.csv'];
    expect(expected).toHaveLength(200);
    const right = expected.filter((e) => r.right(e)).length;
    const wrong = expected.filter(
      (e) => r.byLine.get(e.line)?.answer.status === 'matched' && !r.right(e),
    ).length;
    console.log(`perturbed spellings: ${right}/200 matched right, ${wrong} matched wrong, counts`, r.counts);
    expect(right / 200).toBeGreaterThanOrEqual(0.9);
    expect(wrong).toBeLessThanOrEqual(2);
  });

  it('Letterboxd, IMDb watchlist and plain files: every listed title matched, episodes left out', async () => {
    const expectations: Record<string, { format: string; counts: Record<string, number>; skipped: number }> =
      {
        'imdb-watchlist.csv': {
          format: 'imdb',
          counts: { matched: 39, uncertain: 0, not_found: 0 },
          skipped: 1,
        },
        'letterboxd-watchlist.csv': {
          format: 'letterboxd',
          counts: { matched: 40, uncertain: 0, not_found: 0 },
          skipped: 0,
        },
        'letterboxd-ratings.csv': {
          format: 'letterboxd',
          counts: { matched: 40, uncertain: 0, not_found: 0 },
          skipped: 0,
        },
        'plain-titles.csv': {
          format: 'plain',
          counts: { matched: 20, uncertain: 0, not_found: 0 },
          skipped: 0,
        },
        'plain-imdb-ids.txt': {
          format: 'plain',
          counts: { matched: 15, uncertain: 0, not_found: 0 },
          skipped: 0,
        },
      };
    for (const [file, want] of Object.entries(expectations)) {
      const r = await run(t, file);
      expect(r.parsed.format, file).toBe(want.format);
      expect(r.parsed.skipped, file).toBe(want.skipped);
      expect(r.counts, file).toEqual(want.counts);
      for (const e of manifest[file]) {
        expect(r.right(e), `${file} line ${e.line}`).toBe(true);
        if (e.stars !== undefined)
          expect(r.byLine.get(e.line)?.row.rating, `${file} line ${e.line}`).toBe(e.stars);
      }
    }
  });

  it('a title shared by two catalog entries is uncertain, with both as candidates', async () => {
    const snap = await t.app.inject({ method: 'GET', url: '/api/match/catalog' });
    const titles = snap.json<{ titles: CatalogEntryWire[] }>().titles;
    const seen = new Map<string, CatalogEntryWire>();
    let pair: [CatalogEntryWire, CatalogEntryWire] | undefined;
    for (const w of titles) {
      const k = w[2].toLowerCase();
      const other = seen.get(k);
      if (other && other[0] !== w[0]) {
        pair = [other, w];
        break;
      }
      seen.set(k, w);
    }
    expect(pair, 'a movie and a show with the same name').toBeDefined();
    const [a] = await match(t, [{ line: 1, title: pair![0][2] }]);
    expect(a.status).toBe('uncertain');
    expect(a.candidates.map((c) => `${c.media_type}:${c.id}`)).toEqual(
      expect.arrayContaining(pair!.map((w) => `${w[0] ? 'tv' : 'movie'}:${w[1]}`)),
    );
  });

  it('GET /api/match/catalog: every title once, with the IMDb ids the bundle carries', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/match/catalog' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ titles: CatalogEntryWire[] }>();
    expect(body.titles).toHaveLength(3792 + 2056);
    expect(body.titles.filter((w) => w[5]).length).toBe(2000);
    const fightClub = body.titles.find((w) => w[0] === 0 && w[1] === 550);
    expect(fightClub?.[5]).toBe('tt0137523');
    console.log(`snapshot: ${res.body.length} bytes of JSON`);
  });

  it('refuses bad bodies with 400 and the JSON error shape, never a 5xx', async () => {
    const bodies: unknown[] = [
      null,
      [],
      {},
      { rows: 'x' },
      { rows: [] },
      { rows: Array.from({ length: 501 }, () => ({ title: 'x' })) },
      { rows: [{}] },
      { rows: [{ title: 5 }] },
      { rows: [{ title: 'x'.repeat(501) }] },
      { rows: [{ title: 'x', year: 'nineteen' }] },
      { rows: [{ title: 'x', year: 99 }] },
      { rows: [{ title: 'x', type: 'person' }] },
      { rows: [{ imdb_id: 'nm0000093' }] },
      { rows: [{ title: 'x', tmdb_id: -1 }] },
      { rows: [{ title: 'x', extra: 1 }] },
      { rows: [null] },
      { rows: [{ title: 'x' }], more: 1 },
    ];
    for (const payload of bodies) {
      const res = await t.app.inject({ method: 'POST', url: '/api/match', payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe.each<Engine>(['postgres'])('POST /api/match on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    expect(await postgresAvailable(), 'PostgreSQL at 127.0.0.1:5432').toBe(true);
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  it('reads the IMDb ids from the stored JSON and matches by them', async () => {
    const [a] = await match(t, [{ line: 1, imdb_id: 'tt0137523' }]);
    expect(a).toMatchObject({ status: 'matched', via: 'imdb', match: { media_type: 'movie', id: 550 } });
  });
});
