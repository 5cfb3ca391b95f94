// What the server's page sends of its answers (client/app/page-state.ts, issue #43 "Lighter pages"): list items as
// cards, with what another reader of that list shows; the trending movies as the hero's slides; the rest whole.
import { describe, expect, it } from 'vitest';
import type { MovieSummary, Paged, PersonSummary, TvSummary } from '../../../api/src/contract';
import { pageData } from '../../../client/app/page-state';

const movie = (id: number, lang = 'en'): MovieSummary => ({
  id,
  media_type: 'movie',
  title: `Movie ${id}`,
  original_title: `Original ${id}`,
  original_language: lang,
  overview: 'A long text nobody reads on a card.',
  poster_path: `/p${id}.jpg`,
  backdrop_path: `/b${id}.jpg`,
  release_date: '2020-01-02',
  vote_average: 7.5,
  vote_count: 100,
  popularity: 12.5,
  genre_ids: [28],
  adult: false,
  slug: `movie-${id}`,
});
const show: TvSummary = {
  id: 9,
  name: 'Show',
  original_name: 'Show',
  overview: 'Text',
  poster_path: null,
  first_air_date: null,
  first_air_year: 2001,
  vote_average: 6,
  origin_country: ['US'],
  slug: 'show',
};
const page = <T>(results: T[]): Paged<T> => ({ page: 1, results, total_pages: 3, total_results: 60 });

describe('pageData', () => {
  it('sends a list as cards: the fields a card reads, nothing else', () => {
    const sent = pageData(['now-playing', 'US', 1], page([movie(1), show])) as Paged<object>;
    expect(sent).toMatchObject({ page: 1, total_pages: 3, total_results: 60 });
    expect(sent.results).toEqual([
      {
        id: 1,
        media_type: 'movie',
        title: 'Movie 1',
        slug: 'movie-1',
        poster_path: '/p1.jpg',
        vote_average: 7.5,
        release_date: '2020-01-02',
      },
      {
        id: 9,
        name: 'Show',
        slug: 'show',
        poster_path: null,
        vote_average: 6,
        first_air_date: null,
        first_air_year: 2001,
      },
    ]);
  });

  it('keeps the genre tiles’ artwork on the popular movies', () => {
    const sent = pageData(['list', 'movie', 'popular', 'US', 1], page([movie(1)])) as Paged<MovieSummary>;
    expect(sent.results[0]).toMatchObject({ backdrop_path: '/b1.jpg', genre_ids: [28] });
    expect(sent.results[0]).not.toHaveProperty('overview');
  });

  it('sends the trending movies as the hero’s five slides, the region’s language first, with their texts', () => {
    const list = page([1, 2, 3, 4, 5, 6, 7].map((id) => movie(id, id === 6 ? 'de' : 'en')));
    const us = pageData(['trending', 'movie', 'day', 'US'], list) as Paged<MovieSummary>;
    expect(us.results.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(us.results[0]).toMatchObject({
      overview: 'A long text nobody reads on a card.',
      backdrop_path: '/b1.jpg',
    });
    const de = pageData(['trending', 'movie', 'day', 'DE'], list) as Paged<MovieSummary>;
    expect(de.results.map((r) => r.id)).toEqual([6, 1, 2, 3, 4]);
  });

  it('keeps a person of a search whole, and answers it does not list as they are', () => {
    const person: PersonSummary = {
      id: 3,
      media_type: 'person',
      name: 'P',
      profile_path: null,
      known_for: [],
    };
    const sent = pageData(['search', 'multi', 'x', 1, 'US'], page([person])) as Paged<PersonSummary>;
    expect(sent.results[0]).toBe(person);
    const details = { id: 1, title: 'T', overview: 'Kept' };
    expect(pageData(['title', 'movie', 1, 'US'], details)).toBe(details);
  });

  it('sends the countries without their native names', () => {
    expect(
      pageData(['countries'], [{ iso_3166_1: 'DE', english_name: 'Germany', native_name: 'Deutschland' }]),
    ).toEqual([{ iso_3166_1: 'DE', english_name: 'Germany' }]);
  });
});
