// Issue #46: search and autocomplete match a title's English and original title, so "올드보이" puts Oldboy (2003)
// first and "laberinto del fauno" Pan's Labyrinth, and an autocomplete suggestion carries the original title (when
// it differs) and language, for a page in that language to show. Korean input keeps its Hangul syllables (no
// decomposition into jamo by the accent folding, no lowercasing damage), typed in part or with a typo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchText } from '../../api/src/catalog/slug';
import { getJson } from './support/catalog-http';
import { createTestApp, type Engine, type TestApp } from './support/test-app';

const OLDBOY = { id: 670, title: 'Oldboy', original_title: '올드보이', original_language: 'ko' };
const FAUN = {
  id: 1417,
  title: "Pan's Labyrinth",
  original_title: 'El laberinto del fauno',
  original_language: 'es',
};

describe('search text of Korean', () => {
  it('keeps Hangul syllables whole (NFKD folds accents, NFC puts the syllables back)', () => {
    expect(searchText('올드보이')).toBe('올드보이');
    expect([...searchText('올드보이')]).toHaveLength(4);
    expect(searchText('올드보이 (2003)')).toBe('올드보이 2003');
    expect(searchText('El Laberinto del Fáuno')).toBe('el laberinto del fauno');
  });
});

// On SQLite only: matching original titles is the in-memory index's; search-ranking checks the index each engine
// loads (docs/testing.md).
describe.each<Engine>(['sqlite'])('original titles on %s', (engine) => {
  let t: TestApp;
  const q = (path: string, query: string) => getJson(t.app, `${path}?query=${encodeURIComponent(query)}`);
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  it.each([
    ['올드보이', OLDBOY],
    ['laberinto del fauno', FAUN],
    ['El Laberinto del Fauno', FAUN],
    ['LABERÍNTO', FAUN],
  ])('"%s" finds the title first by its original title, in search and autocomplete', async (typed, want) => {
    const multi = (await q('/api/search/multi', typed)).body;
    expect(multi.results[0], typed).toMatchObject({
      media_type: 'movie',
      id: want.id,
      title: want.title,
      original_title: want.original_title,
      original_language: want.original_language,
    });
    const movies = (await q('/api/search/movie', typed)).body;
    expect(movies.results[0]).toMatchObject({ id: want.id });
    const auto = (await q('/api/autocomplete', typed)).body;
    expect(auto.suggestions[0]).toEqual(
      expect.objectContaining({ ...want, type: 'movie', url: expect.any(String) }),
    );
  });

  it('finds Korean typed in part or with a syllable wrong', async () => {
    for (const typed of ['올드', '올드보', '올드보히', '올보이', '올드보이이']) {
      const auto = (await q('/api/autocomplete', typed)).body;
      expect(auto.suggestions[0], typed).toMatchObject(OLDBOY);
      expect((await q('/api/search/multi', typed)).body.results[0], typed).toMatchObject({ id: 670 });
    }
    // The English title still finds it, and a Korean word it does not have finds nothing.
    expect((await q('/api/autocomplete', 'oldboy')).body.suggestions[0]).toMatchObject(OLDBOY);
    expect((await q('/api/search/multi', '강아지똥')).body.total_results).toBe(0);
  });

  it('adds no original title or language where the original title is the title', async () => {
    const auto = (await q('/api/autocomplete', 'fight club')).body.suggestions[0];
    expect(auto).toEqual({
      id: 550,
      title: 'Fight Club',
      type: 'movie',
      year: '1999',
      poster_path: expect.any(String),
      url: 'fight-club',
    });
  });
});
