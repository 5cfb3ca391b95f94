// "New on your services" (issue #37) on both engines, from the availability history of a re-imported bundle:
// GET /api/new (country, provider, type, days), a provider page by slug and country, the honest empty state of a
// country with no recorded change, bad input as 4xx JSON, and the pages in the sitemap.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogImporter } from '../../api/src/catalog/sources/embedded/catalog-importer';
import type { NewOnServices } from '../../api/src/contract';
import { changedBundle } from './support/changed-bundle';
import { createTestApp, type Engine, type TestApp } from './support/test-app';

describe.each<Engine>(['sqlite', 'postgres'])('new on your services on %s', (engine) => {
  let t: TestApp;
  let bundle: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    bundle = changedBundle();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(bundle, { recursive: true, force: true });
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('says nothing was recorded yet, and lists no page, before any change', async () => {
    const res = await get('/api/new?region=DE');
    expect(res.statusCode).toBe(200);
    expect(res.json<NewOnServices>()).toMatchObject({ region: 'DE', days: 7, recorded: false, results: [] });
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('/new</loc>');
    expect(sitemap).not.toContain('/new/netflix/de');
  });

  it('lists what arrived after a re-import, by country, provider and type', async () => {
    expect((await t.app.get(CatalogImporter).ensureImported(bundle)).imported).toBe(true);
    const all = (await get('/api/new?region=DE&days=30')).json<NewOnServices>();
    expect(all.recorded).toBe(true);
    expect(all.results.map((r) => [r.title.id, r.provider_id, r.kind])).toEqual([[550, 8, 'flatrate']]);
    expect(all.results[0].title).toMatchObject({
      media_type: 'movie',
      title: 'Fight Club',
      slug: expect.any(String),
    });
    expect(all.with_arrivals.map((p) => [p.provider_id, p.slug])).toEqual([[8, 'netflix']]);
    // Filters that leave it out.
    expect((await get('/api/new?region=DE&type=tv')).json<NewOnServices>().results).toEqual([]);
    expect((await get('/api/new?region=DE&provider=337')).json<NewOnServices>().results).toEqual([]);
    expect((await get('/api/new?region=DE&provider=337,8')).json<NewOnServices>().results).toHaveLength(1);
    // Another country: nothing recorded there.
    expect((await get('/api/new?region=FR')).json<NewOnServices>()).toMatchObject({
      recorded: false,
      results: [],
    });

    const page = await get('/api/new/netflix/de');
    expect(page.statusCode).toBe(200);
    const body = page.json<NewOnServices>();
    expect(body.provider).toMatchObject({ provider_id: 8, provider_name: 'Netflix', slug: 'netflix' });
    expect(body.results.map((r) => r.title.id)).toEqual([550]);
    expect((await get('/api/new/disney-plus/de')).json<NewOnServices>()).toMatchObject({
      recorded: true,
      results: [],
    });

    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('/new/netflix/de</loc>');
    expect(sitemap).not.toContain('/new/disney-plus/de');
  });

  it('answers bad input with a 4xx JSON error', async () => {
    for (const [url, status] of [
      ['/api/new?region=DEU', 400],
      ['/api/new?days=3', 400],
      ['/api/new?type=book', 400],
      ['/api/new?provider=abc', 400],
      ['/api/new?x=1', 400],
      ['/api/new/netflix/deu', 400],
      ['/api/new/Net%20flix/de', 400],
      ['/api/new/no-such-service/de', 404],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.json(), url).toMatchObject({ statusCode: status, message: expect.any(String) });
    }
  });
});
