// Lists served from the in-memory index answer exactly as the SQL they replace (issue #12): the fixture holds
// the pre-index build's answers (page, totals, dates and the ordered media_type:id of each result) for 412 URLs:
// trending movie/tv/all, popular, top rated, now playing and upcoming at pages 1 to 500, and discover with every
// sort, genre combinations (all and any), minimum votes and adult titles.
/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies, checked at runtime by the assertions */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from './support/catalog-http';
import { createTestApp, type Engine, type TestApp } from './support/test-app';

const BEFORE = JSON.parse(
  readFileSync(join(__dirname, '..', 'fixtures', 'lists-before.json'), 'utf8'),
) as Record<string, any>;

describe.each<Engine>(['sqlite', 'postgres'])('list orders kept on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  it('answers every list URL of the table as before', async () => {
    const urls = Object.keys(BEFORE);
    expect(urls.length).toBeGreaterThan(400);
    expect(urls.filter((u) => BEFORE[u].results?.length === 20).length).toBeGreaterThan(200);
    for (const url of urls) {
      const { status, body } = await getJson(t.app, url);
      expect(
        {
          status,
          page: body.page,
          total_results: body.total_results,
          total_pages: body.total_pages,
          dates: body.dates,
          results: body.results?.map((x: any) => `${x.media_type ?? ''}:${x.id}`),
        },
        url,
      ).toEqual(BEFORE[url]);
    }
  });
});
