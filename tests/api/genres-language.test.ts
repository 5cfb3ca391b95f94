// Issue #46: the embedded catalog's genre names per language: TMDB's lists in German (the bundled genres.json),
// French, Spanish, Italian and Korean, every genre of both lists named in each; English as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENRES } from '../../api/src/contract/genre-names';
import { getJson } from './support/catalog-http';
import { createTestApp, type TestApp } from './support/test-app';

describe('genre names per language, embedded catalog', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t?.close());

  it('answers each language in its names, 400 for other languages', async () => {
    const english = (await getJson(t.app, '/api/genre/movie/list')).body.genres;
    expect(english).toContainEqual({ id: 35, name: 'Comedy' });
    expect((await getJson(t.app, '/api/genre/movie/list?lang=en')).body.genres).toEqual(english);
    const german = (await getJson(t.app, '/api/genre/movie/list?lang=de')).body.genres;
    expect(german.map((g: { id: number }) => g.id)).toEqual(english.map((g: { id: number }) => g.id));
    expect(german).toContainEqual({ id: 35, name: 'Komödie' });
    expect(german).toContainEqual({ id: 10749, name: 'Liebesfilm' });
    const tv = (await getJson(t.app, '/api/genres/tv?lang=de')).body.genres;
    expect(tv).toContainEqual({ id: 80, name: 'Krimi' });
    const korean = (await getJson(t.app, '/api/genre/movie/list?lang=ko')).body.genres;
    expect(korean).toContainEqual({ id: 35, name: '코미디' });
    expect(korean).toContainEqual({ id: 878, name: 'SF' });
    expect((await getJson(t.app, '/api/genre/movie/list?lang=fr')).body.genres).toContainEqual({
      id: 10770,
      name: 'Téléfilm',
    });
    expect((await getJson(t.app, '/api/genre/movie/list?lang=es')).body.genres).toContainEqual({
      id: 27,
      name: 'Terror',
    });
    expect((await getJson(t.app, '/api/genres/tv?lang=it')).body.genres).toContainEqual({
      id: 18,
      name: 'Dramma',
    });
    // Every genre of both lists has its name in every language: none falls back to English (name_language).
    for (const lang of ['de', 'fr', 'es', 'it', 'ko']) {
      for (const type of ['movie', 'tv'] as const) {
        const list = (await getJson(t.app, `/api/genres/${type}?lang=${lang}`)).body.genres;
        expect(list.map((g: { id: number }) => g.id).sort(), `${type} ${lang}`).toEqual(
          GENRES[type].map((g) => g.id).sort(),
        );
        expect(
          list.filter((g: { name_language?: string }) => g.name_language),
          `${type} ${lang}`,
        ).toEqual([]);
      }
    }
    const bad = await getJson(t.app, '/api/genre/movie/list?lang=xx');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});
