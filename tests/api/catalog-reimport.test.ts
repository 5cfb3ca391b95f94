// A re-import while the server runs (a changed bundled catalog) rebuilds the in-memory indexes and drops the
// cached answers before ensureImported returns (issue #12): details, autocomplete, search, discover and the
// existence check answer from the new data at once, and validators of old answers stop matching.
/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies, checked at runtime by the assertions */
import { rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogImporter } from '../../api/src/catalog/sources/embedded/catalog-importer';
import { editedBundle } from './support/changed-bundle';
import { getJson } from './support/catalog-http';
import { createTestApp, type Engine, type TestApp } from './support/test-app';

/** A copy of the bundle where Fight Club is renamed and tops popularity, and The Matrix (603) is gone. */
const changedBundle = () =>
  editedBundle((movies) =>
    movies
      .filter((m) => m.id !== 603)
      .map((m) => (m.id === 550 ? { ...m, title: 'Fight Club Zyxwv Cut', popularity: 1e6 } : m)),
  );

describe.each<Engine>(['sqlite', 'postgres'])('re-import refreshes the in-memory catalog on %s', (engine) => {
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
  const get = (url: string) => getJson(t.app, url);

  it('serves the new data as soon as the import finishes, with no restart', async () => {
    // Before: answers built (and cached) from the first import.
    const details = await get('/api/movie/550');
    expect(details.body.title).toBe('Fight Club');
    expect((await get('/api/movie/603')).status).toBe(200);
    expect((await get('/api/autocomplete?query=zyxwv')).body.suggestions).toEqual([]);
    const popular = await get('/api/discover/movie?sort_by=popularity.desc');
    expect(popular.body.results[0].id).not.toBe(550);
    const search = await get('/api/search/movie?query=fight%20club');
    expect(search.body.results[0].title).toBe('Fight Club');

    const result = await t.app.get(CatalogImporter).ensureImported(bundle);
    expect(result.imported).toBe(true);

    // After: every read reflects the new bundle.
    const renamed = await get('/api/movie/550');
    expect(renamed.body.title).toBe('Fight Club Zyxwv Cut');
    expect(renamed.headers.etag).not.toBe(details.headers.etag);
    const revalidate = await t.app.inject({
      method: 'GET',
      url: '/api/movie/550',
      headers: { 'if-none-match': details.headers.etag as string },
    });
    expect(revalidate.statusCode).toBe(200);
    expect((await get('/api/movie/603')).status).toBe(404);
    const suggestions = (await get('/api/autocomplete?query=zyxwv')).body.suggestions;
    expect(suggestions.map((s: any) => [s.id, s.title])).toEqual([[550, 'Fight Club Zyxwv Cut']]);
    expect(
      (await get('/api/autocomplete?query=matrix')).body.suggestions.map((s: any) => s.id),
    ).not.toContain(603);
    expect((await get('/api/search/movie?query=fight%20club')).body.results[0].title).toBe(
      'Fight Club Zyxwv Cut',
    );
    expect((await get('/api/discover/movie?sort_by=popularity.desc')).body.results[0].id).toBe(550);
    // The existence check behind ratings follows too.
    const rating = await t.app.inject({
      method: 'POST',
      url: '/api/ratings',
      payload: { content_id: 603, content_type: 'movie', rating: 3, session_id: randomUUID() },
    });
    expect(rating.statusCode).toBeGreaterThanOrEqual(400);
    expect(rating.statusCode).toBeLessThan(500);
  });
});
