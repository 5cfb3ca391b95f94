// Search and autocomplete answer exactly as the SQL implementation they replace (issue #12): the fixture holds
// the answers of the pre-index build (SQLite FTS5 and PostgreSQL LIKE gave the same ones) for 112 queries of
// every shape (one letter, very common words, 100 characters, accents, emoji, CJK, punctuation, FTS operators)
// on autocomplete and the three searches, plus later pages and include_adult: ranked exact name, then name
// prefix, then all words, popularity breaking ties. Autocomplete is compared whole; searches by page, totals
// and the ordered kind:id:name of each result.
/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies, checked at runtime by the assertions */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from './support/catalog-http';
import { createTestApp, type Engine, type TestApp } from './support/test-app';

const BEFORE = JSON.parse(
  readFileSync(join(__dirname, '..', 'fixtures', 'search-before.json'), 'utf8'),
) as Record<string, any>;

function shapeOf(url: string, status: number, body: any): any {
  if (url.startsWith('/api/autocomplete')) return { status, body };
  return {
    status,
    page: body.page,
    total_results: body.total_results,
    total_pages: body.total_pages,
    results: body.results?.map((x: any) => `${x.media_type ?? ''}:${x.id}:${x.title ?? x.name}`),
  };
}

describe.each<Engine>(['sqlite', 'postgres'])('search ranking kept on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  it('answers every query of the table as before', async () => {
    const urls = Object.keys(BEFORE);
    expect(urls.length).toBeGreaterThan(400);
    for (const url of urls) {
      const { status, body } = await getJson(t.app, url);
      expect(shapeOf(url, status, body), url).toEqual(BEFORE[url]);
    }
  });

  it('covers the query shapes the issue names, with non-empty ranked answers where titles match', () => {
    const q = (query: string) => `/api/autocomplete?query=${encodeURIComponent(query)}`;
    expect(BEFORE[q('s')].body.suggestions).toHaveLength(10);
    expect(BEFORE[q('the')].body.suggestions).toHaveLength(10);
    expect(BEFORE[q('amélie')].body.suggestions.length).toBeGreaterThan(0);
    expect(BEFORE[q('🎬')].body.suggestions).toEqual([]);
    expect(
      Object.keys(BEFORE).some((u) => decodeURIComponent(u.split('query=')[1] ?? '').length === 100),
    ).toBe(true);
    // Exact name first: "Fight Club" leads its own query even against more popular partial matches.
    expect(BEFORE[q('fight club')].body.suggestions[0]).toMatchObject({ id: 550, title: 'Fight Club' });
  });

  it('a repeated query is served from the index memo with the same answer', async () => {
    const a = await getJson(t.app, '/api/search/multi?query=star&page=3');
    const b = await getJson(t.app, '/api/search/multi?page=3&query=star');
    expect(b.body).toEqual(a.body);
    expect(a.body.results).toHaveLength(20);
  });
});
