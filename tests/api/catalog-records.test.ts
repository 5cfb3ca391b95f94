// Import mapping of the bundled TMDB-shaped records (pure): the data quirks the importer must absorb.
import { describe, expect, it } from 'vitest';
import { orderedCountries, personSummaries } from '../../api/src/catalog/sources/embedded/catalog-lists';
import { titleRecords, watchProviders } from '../../api/src/catalog/sources/embedded/catalog-records';

const netflix = { provider_id: 8, provider_name: 'Netflix', logo_path: '/n.jpg', display_priority: 0 };

describe('watchProviders', () => {
  it('reads {results: {US: ...}} and the unwrapped {US: ...} form alike', () => {
    const wrapped = watchProviders({ results: { US: { link: 'l', flatrate: [netflix] } } });
    const unwrapped = watchProviders({ US: { link: 'l', flatrate: [netflix] } });
    expect(wrapped).toEqual(unwrapped);
    expect(wrapped.US?.flatrate?.[0]).toMatchObject({ provider_id: 8, provider_name: 'Netflix' });
  });

  it('drops empty groups, countries without offers and malformed entries', () => {
    const out = watchProviders({
      results: { US: { link: 'l', rent: [] }, GB: { buy: [{ nope: 1 }, netflix] } },
    });
    expect(Object.keys(out)).toEqual(['GB']);
    expect(out.GB).toEqual({ buy: [netflix] });
    expect(watchProviders(null)).toEqual({});
  });
});

describe('titleRecords', () => {
  it('English genre names by id, null credits as empty lists, empty dates as null', () => {
    const [m] = titleRecords('movie', [
      {
        id: 1,
        title: 'Ein Film',
        release_date: '',
        genres: [
          { id: 35, name: 'Komödie' },
          { id: 10769, name: 'Foreign' },
        ],
        credits: null,
        'watch/providers': { US: { flatrate: [netflix] } },
      },
    ]);
    expect(m?.details.genres).toEqual([
      { id: 35, name: 'Comedy' },
      { id: 10769, name: 'Foreign' },
    ]);
    expect(m?.details.credits).toEqual({ cast: [], crew: [] });
    expect(m?.summary).toMatchObject({ release_date: null, slug: 'ein-film', poster_path: null });
    expect(m?.offers).toEqual([{ country: 'US', kind: 'flatrate', providerId: 8, priority: 0 }]);
  });

  it('a show with only first_air_year spans its year for date filters', () => {
    const [s] = titleRecords('tv', [
      {
        id: 2,
        name: 'Dark Matter',
        first_air_date: null,
        first_air_year: 2015,
        genres: [],
        created_by: null,
      },
    ]);
    expect(s).toMatchObject({ year: 2015, releaseDate: null, dateMin: '2015-01-01', dateMax: '2015-12-31' });
    expect(s?.summary).toMatchObject({ first_air_date: null, first_air_year: 2015 });
  });

  it('people from cast, crew and creators, known for their most popular titles', () => {
    const records = titleRecords('movie', [
      {
        id: 10,
        title: 'A',
        popularity: 5,
        credits: { cast: [{ id: 7, name: 'Actor', profile_path: null }], crew: [] },
      },
      {
        id: 11,
        title: 'B',
        popularity: 9,
        credits: {
          cast: [{ id: 7, name: 'Actor' }],
          crew: [{ id: 8, name: 'Dir', department: 'Directing' }],
        },
      },
    ]);
    const people = personSummaries(records);
    const actor = people.find((p) => p.id === 7);
    expect(actor).toMatchObject({ media_type: 'person', known_for_department: 'Acting', popularity: 9 });
    expect(actor?.known_for?.map((k) => k.id)).toEqual([11, 10]);
    expect(people.find((p) => p.id === 8)?.known_for_department).toBe('Directing');
  });
});

describe('orderedCountries', () => {
  it('puts the nine first, then the rest by English name', () => {
    const list = orderedCountries([
      { iso_3166_1: 'AT', english_name: 'Austria' },
      { iso_3166_1: 'DE', english_name: 'Germany' },
      { iso_3166_1: 'AR', english_name: 'Argentina' },
      { iso_3166_1: 'US', english_name: 'United States of America' },
    ]);
    expect(list.map((c) => c.iso_3166_1)).toEqual(['US', 'DE', 'AR', 'AT']);
  });
});
