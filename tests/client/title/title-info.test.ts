import { describe, expect, it } from 'vitest';
import type { CrewMember, MovieDetails, TvDetails } from '../../../api/src/contract';
import { formatRuntime } from '../../../client/lib/format';
import { pageDescription as serverPageDescription } from '../../../api/src/seo/head-tags';
import {
  castOf,
  creatorsOf,
  directorsOf,
  languagesOf,
  lengthText,
  pageDescription,
  pageTitle,
  seasonsText,
} from '../../../client/features/title/lib/title-info';
import { titleFacts } from '../../../client/features/title/components/title-facts';

const crew = (name: string, job: string, department = 'Production'): CrewMember => ({
  id: name.length,
  name,
  job,
  department,
});

function movie(overrides: Partial<MovieDetails> = {}): MovieDetails {
  return {
    id: 550,
    title: 'Fight Club',
    original_language: 'en',
    overview: 'Overview',
    release_date: '1999-10-15',
    poster_path: null,
    backdrop_path: null,
    vote_average: 8.4,
    vote_count: 10,
    runtime: 139,
    genres: [],
    spoken_languages: [{ english_name: 'English' }],
    production_countries: [],
    credits: { cast: [], crew: [] },
    'watch/providers': { results: {} },
    slug: 'fight-club',
    ...overrides,
  };
}

function tv(overrides: Partial<TvDetails> = {}): TvDetails {
  return {
    id: 1399,
    name: 'Game of Thrones',
    original_language: 'en',
    overview: null,
    first_air_date: '2011-04-17',
    poster_path: null,
    backdrop_path: null,
    vote_average: 8.1,
    vote_count: 5,
    number_of_seasons: 8,
    number_of_episodes: 73,
    genres: [],
    origin_country: ['US'],
    spoken_languages: [],
    created_by: [],
    credits: { cast: [], crew: [] },
    'watch/providers': { results: {} },
    slug: 'game-of-thrones',
    ...overrides,
  };
}

describe('runtime and season count', () => {
  it("formats runtimes as 'Xh Ym' and never shows 0h 0m", () => {
    expect(formatRuntime(139)).toBe('2h 19m');
    expect(formatRuntime(120)).toBe('2h');
    expect(formatRuntime(45)).toBe('45m');
    expect(formatRuntime(0)).toBeNull();
    expect(formatRuntime(null)).toBeNull();
    expect(formatRuntime(Number.NaN)).toBeNull();
    expect(lengthText(movie({ runtime: 139 }))).toBe('2h 19m');
    expect(lengthText(movie({ runtime: null }))).toBeNull();
  });
  it('counts seasons for a show, nothing when unknown', () => {
    expect(lengthText(tv())).toBe('8 Seasons');
    expect(seasonsText(1)).toBe('1 Season');
    expect(seasonsText(0)).toBeNull();
    expect(lengthText(tv({ number_of_seasons: null }))).toBeNull();
  });
});

describe('creators (docs/spec.md §5)', () => {
  it('uses created_by first, at most 3', () => {
    const show = tv({
      created_by: [
        { id: 1, name: 'David Benioff' },
        { id: 2, name: 'D. B. Weiss' },
        { id: 3, name: 'C' },
        { id: 4, name: 'D' },
      ],
      credits: { cast: [], crew: [crew('Someone', 'Executive Producer')] },
    });
    expect(creatorsOf(show)).toEqual(['David Benioff', 'D. B. Weiss', 'C']);
  });
  it('else takes crew whose job is Creator or Executive Producer or whose department is Writing', () => {
    const show = tv({
      credits: {
        cast: [],
        crew: [
          crew('Camera Person', 'Director of Photography', 'Camera'),
          crew('Ann', 'Executive Producer'),
          crew('Bob', 'Story Editor', 'Writing'),
          crew('Ann', 'Creator'),
          crew('Cid', 'Creator'),
          crew('Dee', 'Writer', 'Writing'),
        ],
      },
    });
    expect(creatorsOf(show)).toEqual(['Ann', 'Bob', 'Cid']);
  });
  it('is empty without data (the facts row disappears)', () => {
    const show = tv({
      credits: undefined as unknown as TvDetails['credits'],
      created_by: undefined as unknown as [],
    });
    expect(creatorsOf(show)).toEqual([]);
    expect(titleFacts('tv', show).map((f) => f.label)).toEqual(['First Air Date']);
  });
});

describe('cast, director and language', () => {
  it('takes the first 4 billed cast names in order', () => {
    const m = movie({
      credits: {
        cast: [
          { id: 5, name: 'E', order: 4 },
          { id: 1, name: 'A', order: 0 },
          { id: 3, name: 'C', order: 2 },
          { id: 2, name: 'B', order: 1 },
          { id: 4, name: 'D', order: 3 },
        ],
        crew: [crew('Fincher', 'Director', 'Directing'), crew('Producer', 'Producer')],
      },
    });
    expect(castOf(m)).toEqual(['A', 'B', 'C', 'D']);
    expect(directorsOf(m.credits.crew)).toEqual(['Fincher']);
    expect(titleFacts('movie', m)).toEqual([
      { label: 'Director', value: 'Fincher' },
      { label: 'Language', value: 'English' },
      { label: 'Cast', value: 'A, B, C, D' },
      { label: 'Release Date', value: 'October 15, 1999' },
    ]);
  });
  it('shows nothing for missing credits, languages and dates', () => {
    const m = movie({
      credits: null as unknown as MovieDetails['credits'],
      spoken_languages: [],
      release_date: null,
    });
    expect(castOf(m)).toEqual([]);
    expect(languagesOf(m)).toBeNull();
    expect(titleFacts('movie', m)).toEqual([]);
    expect(JSON.stringify(titleFacts('movie', m))).not.toMatch(/undefined|NaN/);
  });
});

describe('page title and description', () => {
  it('uses the spec texts', () => {
    expect(pageTitle('movie', 'Fight Club')).toBe(
      'Where to Watch Fight Club Full Movie Streaming Online For Free In HD Quality',
    );
    expect(pageTitle('tv', 'Game of Thrones')).toBe(
      'Where to Watch Game of Thrones Full TV Show Streaming Online For Free In HD Quality',
    );
  });
  it('describes a title without overview without printing null', () => {
    const noOverview = movie({ title: 'Food Chains', overview: null as unknown as string });
    expect(pageDescription(noOverview)).toContain('Food Chains');
    expect(pageDescription(noOverview)).not.toMatch(/null|undefined/);
  });
  it('writes the same description as the server, so the head after in-app navigation matches a direct load', () => {
    const cases = [
      movie({ title: 'Food Chains', overview: null as unknown as string }),
      movie({ title: 'X', overview: 'a'.repeat(300) }),
      movie({
        title: 'Fight Club',
        overview: 'An insomniac office worker and a soap maker form a club. '.repeat(8),
      }),
      movie({ title: 'No date', release_date: null, overview: 'Short.' }),
    ];
    for (const m of cases) expect(pageDescription(m)).toBe(serverPageDescription(m));
    expect(pageDescription(cases[1]).length).toBeLessThanOrEqual(300);
  });
});
