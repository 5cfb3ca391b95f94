// Issue #46, live TMDB mode: details, lists, search, autocomplete and genres take `?lang=` (en, de, fr, es, it,
// ko; anything else 400) and ask TMDB in that language (`language=de-DE`); the TMDB store, the answer cache and
// the ETags keep one answer per language; where TMDB has no translation (an empty overview) the English text is
// used and marked (`overview_language: "en"`), and slugs stay the English ones. Against the fake TMDB, with a
// German translation of two titles and of the genre names set on it.
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogSource } from '../../api/src/catalog/catalog-source';
import { TmdbResponseRow } from '../../api/src/catalog/sources/tmdb/tmdb-entities';
import type { TmdbSource } from '../../api/src/catalog/sources/tmdb/tmdb-source';
import { startFakeTmdb, type FakeTmdb } from '../fixtures/tmdb/fake-server';
import { createTestApp, type TestApp } from './support/test-app';

const GERMAN = {
  titles: new Map([
    ['movie:11', { title: 'Krieg der Sterne', overview: 'Luke Skywalker sehnt sich nach Abenteuern.' }],
    [
      'movie:640146',
      { title: 'Ant-Man and the Wasp: Quantumania', overview: 'Scott Lang und Hope van Dyne.' },
    ],
  ]),
  genres: new Map([
    [12, 'Abenteuer'],
    [28, 'Action'],
    [878, 'Science Fiction'],
    [35, 'Komödie'],
  ]),
};

describe.each(['sqlite', 'postgres'] as const)('live TMDB in other languages on %s', (engine) => {
  let fake: FakeTmdb;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeTmdb();
    fake.translations.set('de-DE', GERMAN);
    t = await createTestApp(engine, { TMDB_API_KEY: 'language-test-key', TMDB_BASE_URL: fake.url });
    await (t.app.get(CatalogSource) as TmdbSource).refresher.idle();
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const asked = (path: string) =>
    fake.requests.filter((r) => r.path === path).map((r) => r.query.language ?? '(none)');

  it('refuses a language it does not serve with a 400 JSON error, on every route that takes one', async () => {
    for (const url of [
      '/api/movie/11?lang=xx',
      '/api/tv/1399?lang=DE',
      '/api/movie/11/similar?lang=de-DE',
      '/api/movie/popular?lang=pt',
      '/api/trending/all/day?lang=En',
      '/api/discover/movie?lang=english',
      '/api/search/multi?query=star&lang=zz',
      '/api/autocomplete?query=star&lang=jp',
      '/api/genre/movie/list?lang=ru',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'lang must be one of en, de, fr, es, it, ko',
      });
    }
  });

  it("asks TMDB in the page's language: a title's German text, its English slug, English where TMDB has none", async () => {
    fake.reset();
    const english = (await get('/api/movie/11')).json();
    const german = await get('/api/movie/11?lang=de');
    expect(german.statusCode).toBe(200);
    expect(asked('/3/movie/11')).toEqual(['en-US', 'de-DE']);
    expect(german.json()).toMatchObject({
      id: 11,
      title: 'Krieg der Sterne',
      overview: 'Luke Skywalker sehnt sich nach Abenteuern.',
      overview_language: 'de',
      slug: english.slug,
    });
    expect(german.json().genres).toEqual([
      { id: 12, name: 'Abenteuer' },
      { id: 28, name: 'Action' },
      { id: 878, name: 'Science Fiction' },
    ]);
    expect(english).toMatchObject({ title: 'Star Wars' });
    expect(english.genres[0]).toEqual({ id: 12, name: 'Adventure' });
    expect(english).not.toHaveProperty('overview_language');
    // No German text for this one: the English overview, marked.
    const untranslated = (await get('/api/movie/603?lang=de')).json();
    const englishOverview = (await get('/api/movie/603')).json().overview;
    expect(englishOverview).toBeTruthy();
    expect(untranslated).toMatchObject({ overview: englishOverview, overview_language: 'en' });
  });

  it('lays a list in German over the English one: the same slugs, each overview marked', async () => {
    fake.reset();
    const english = (await get('/api/movie/popular')).json();
    const german = (await get('/api/movie/popular?lang=de')).json();
    expect(asked('/3/movie/popular')).toEqual(['en-US', 'de-DE']);
    expect(german.results.map((r: { slug: string }) => r.slug)).toEqual(
      english.results.map((r: { slug: string }) => r.slug),
    );
    const [first, second] = german.results;
    expect(first).toMatchObject({
      id: 640146,
      overview: 'Scott Lang und Hope van Dyne.',
      overview_language: 'de',
    });
    expect(second).toMatchObject({ overview: english.results[1].overview, overview_language: 'en' });
    expect(english.results[0]).not.toHaveProperty('overview_language');
  });

  it('sends the language with search, autocomplete, trending, discover and genres', async () => {
    fake.reset();
    const search = (await get('/api/search/multi?query=star%20wars&lang=de')).json();
    expect(asked('/3/search/multi')).toEqual(['en-US', 'de-DE']);
    expect(search.results[0]).toMatchObject({ id: 11, title: 'Krieg der Sterne', overview_language: 'de' });
    fake.reset();
    await get('/api/autocomplete?query=krieg&lang=fr');
    expect(asked('/3/search/multi')).toEqual(['en-US', 'fr-FR']);
    // (The English trending list is stored already: the scheduled refresh fetched it at start.)
    await get('/api/trending/movie/week?lang=ko');
    expect(asked('/3/trending/movie/week')).toEqual(['ko-KR']);
    await get('/api/discover/tv?lang=it');
    expect(asked('/3/discover/tv')).toEqual(['en-US', 'it-IT']);
    const genres = (await get('/api/genre/movie/list?lang=de')).json();
    expect(asked('/3/genre/movie/list')).toContain('de-DE');
    expect(genres.genres).toContainEqual({ id: 35, name: 'Komödie' });
    expect((await get('/api/genre/movie/list')).json().genres).toContainEqual({ id: 35, name: 'Comedy' });
  });

  it('stores and caches one answer per language, with its own ETag', async () => {
    fake.reset();
    const de = await get('/api/movie/550?lang=de&region=DE');
    const again = await get('/api/movie/550?region=DE&lang=de');
    expect(again.body).toBe(de.body);
    const fr = await get('/api/movie/550?lang=fr&region=DE');
    const en = await get('/api/movie/550?region=DE');
    expect(new Set([de.headers.etag, fr.headers.etag, en.headers.etag]).size).toBe(3);
    expect(
      (await get('/api/movie/550?lang=de&region=DE', { 'if-none-match': String(de.headers.etag) }))
        .statusCode,
    ).toBe(304);
    // English once (under the German answer), German once (the second read came from a cache), French once.
    expect(asked('/3/movie/550')).toEqual(['en-US', 'de-DE', 'fr-FR']);
    const keys = (await t.app.get(DataSource).getRepository(TmdbResponseRow).find())
      .map((r) => r.key)
      .filter((k) => k.includes('/movie/550'));
    for (const tag of ['en-US', 'de-DE', 'fr-FR'])
      expect(
        keys.some((k) => k.includes(`language=${tag}`)),
        tag,
      ).toBe(true);
  });
});
