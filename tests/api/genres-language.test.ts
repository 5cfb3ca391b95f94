// Issue #46: the embedded catalog's genre names per language: TMDB's German list (the bundled genres.json), and
// for the languages the repository has no list of, the English names marked name_language "en"; English as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from './support/catalog-http';
import { createTestApp, type TestApp } from './support/test-app';

describe('genre names per language, embedded catalog', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t?.close());

  it('answers German names in German, English ones marked where no list exists, 400 for other languages', async () => {
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
    expect(korean).toContainEqual({ id: 35, name: 'Comedy', name_language: 'en' });
    const bad = await getJson(t.app, '/api/genre/movie/list?lang=xx');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});
