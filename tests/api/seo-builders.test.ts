// JSON-LD builders: validated against the schema.org properties of the types they claim, spec fields, fallbacks.
import { describe, expect, it } from 'vitest';
import type { MovieDetails, TvDetails } from '../../api/src/contract';
import { movieJsonLd, tvJsonLd, type JsonLd } from '../../api/src/seo/json-ld';
import { creatorsOf } from '../../api/src/seo/people';

// schema.org properties (own or inherited from CreativeWork/Thing/Intangible) of the types we emit.
const THING = ['name', 'description', 'image', 'url'];
const CREATIVE_WORK = [
  ...THING,
  'datePublished',
  'contentRating',
  'genre',
  'actor',
  'aggregateRating',
  'review',
  'offers',
  'creator',
];
const SCHEMA: Record<string, { allowed: string[]; required: string[] }> = {
  Movie: { allowed: [...CREATIVE_WORK, 'duration', 'director'], required: ['name'] },
  TVSeries: {
    allowed: [...CREATIVE_WORK, 'numberOfSeasons', 'numberOfEpisodes', 'director'],
    required: ['name'],
  },
  Person: { allowed: THING, required: ['name'] },
  Organization: { allowed: THING, required: ['name'] },
  AggregateRating: {
    allowed: ['ratingValue', 'ratingCount', 'bestRating', 'worstRating'],
    required: ['ratingValue', 'ratingCount'],
  },
  Rating: { allowed: ['ratingValue', 'bestRating', 'worstRating'], required: ['ratingValue'] },
  Review: { allowed: [...CREATIVE_WORK, 'author', 'reviewRating'], required: ['author', 'reviewRating'] },
  Offer: {
    allowed: [...THING, 'category', 'availability', 'seller', 'price', 'priceCurrency'],
    required: ['name'],
  },
};

function validate(node: unknown, path = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => validate(n, `${path}[${i}]`));
  if (typeof node !== 'object' || node === null) return [];
  const obj = node as Record<string, unknown>;
  const type = obj['@type'];
  if (typeof type !== 'string' || !SCHEMA[type]) return [`${path}: unknown @type ${String(type)}`];
  const { allowed, required } = SCHEMA[type];
  const errors = [
    ...Object.keys(obj)
      .filter((k) => !k.startsWith('@') && !allowed.includes(k))
      .map((k) => `${path}: ${type} has no property ${k}`),
    ...required.filter((k) => obj[k] === undefined).map((k) => `${path}: ${type} needs ${k}`),
  ];
  for (const [k, v] of Object.entries(obj))
    if (typeof v === 'object') errors.push(...validate(v, `${path}.${k}`));
  return errors;
}

const provider = (id: number, name: string) => ({ provider_id: id, provider_name: name, logo_path: null });

const movie: MovieDetails = {
  id: 550,
  title: 'Fight Club',
  original_language: 'en',
  overview: 'An insomniac office worker and a soap salesman build a global organization.',
  release_date: '1999-10-15',
  poster_path: '/p.jpg',
  backdrop_path: null,
  vote_average: 8.4,
  vote_count: 30000,
  runtime: 139,
  genres: [
    { id: 18, name: 'Drama' },
    { id: 53, name: 'Thriller' },
  ],
  spoken_languages: [],
  production_countries: [],
  credits: {
    cast: ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((n, i) => ({ id: i, name: `Actor ${n}` })),
    crew: [{ id: 9, name: 'David Fincher', job: 'Director', department: 'Directing' }],
  },
  'watch/providers': { results: {} },
  slug: 'fight-club',
};

const tv: TvDetails = {
  id: 1399,
  name: 'Game of Thrones',
  original_language: 'en',
  overview: 'Nine noble families fight for control.',
  first_air_date: '2011-04-17',
  poster_path: null,
  backdrop_path: null,
  vote_average: 8.5,
  vote_count: 25000,
  number_of_seasons: 8,
  number_of_episodes: 73,
  genres: [{ id: 18, name: 'Drama' }],
  origin_country: ['US'],
  spoken_languages: [],
  created_by: [
    { id: 1, name: 'David Benioff' },
    { id: 2, name: 'D. B. Weiss' },
  ],
  credits: { cast: [{ id: 3, name: 'Emilia Clarke' }], crew: [] },
  'watch/providers': { results: {} },
  slug: 'game-of-thrones',
};

const providers = {
  link: 'https://www.themoviedb.org/movie/550/watch?locale=US',
  flatrate: [provider(8, 'Netflix')],
  rent: [provider(10, 'Amazon Video')],
  buy: [provider(2, 'Apple TV')],
};

describe('movie JSON-LD', () => {
  const doc = movieJsonLd(movie, {
    url: 'https://sf.example/movies/fight-club',
    image: 'https://image.tmdb.org/t/p/w780/p.jpg',
    providers,
    ratings: { averageRating: 4.3, totalCount: 12 },
  });

  it('uses only schema.org properties of the types it claims, with their required ones', () => {
    expect(validate(doc)).toEqual([]);
  });

  it('carries the fields of docs/spec.md §3', () => {
    expect(doc).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Movie',
      name: 'Fight Club',
      datePublished: '1999-10-15',
      duration: 'PT139M',
      genre: ['Drama', 'Thriller'],
      director: { '@type': 'Person', name: 'David Fincher' },
      aggregateRating: { ratingValue: 4.3, ratingCount: 12, bestRating: 5, worstRating: 1 },
      review: { author: { '@type': 'Person', name: 'Anonymous User' }, reviewRating: { ratingValue: 4.3 } },
    });
    expect(doc.actor).toHaveLength(5);
    expect((doc.offers as JsonLd[]).map((o) => [o.name, o.category])).toEqual([
      ['Stream on Netflix', 'subscription'],
      ['Rent on Amazon Video', 'rent'],
      ['Buy on Apple TV', 'purchase'],
    ]);
  });

  it("names the genres in the page's language (issue #46), as the title page's chips do", () => {
    const at = (locale: 'de' | 'ko') =>
      movieJsonLd(movie, { url: 'https://sf.example/x', providers, locale }).genre;
    expect(at('de')).toEqual(['Drama', 'Thriller']);
    expect(at('ko')).toEqual(['드라마', '스릴러']);
  });

  it('falls back to vote_average / 2 with TMDB vote count when we have no ratings', () => {
    const fallback = movieJsonLd(movie, { url: 'u', ratings: { averageRating: 0, totalCount: 0 } });
    expect(fallback.aggregateRating).toMatchObject({ ratingValue: 4.2, ratingCount: 30000 });
  });

  it('leaves out what is missing instead of emitting empty or invented values', () => {
    const bare = movieJsonLd(
      {
        ...movie,
        overview: null,
        runtime: null,
        genres: [],
        vote_count: 0,
        vote_average: 0,
        credits: { cast: [], crew: [] },
      },
      { url: 'u' },
    );
    expect(bare).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Movie',
      name: 'Fight Club',
      url: 'u',
      datePublished: '1999-10-15',
    });
    expect(validate(bare)).toEqual([]);
  });
});

describe('series JSON-LD', () => {
  const doc = tvJsonLd(tv, {
    url: 'https://sf.example/tv-shows/game-of-thrones',
    providers: { ads: [provider(300, 'Pluto TV')] },
  });

  it('validates as a TVSeries with creators, seasons and episodes', () => {
    expect(validate(doc)).toEqual([]);
    expect(doc).toMatchObject({
      '@type': 'TVSeries',
      numberOfSeasons: 8,
      numberOfEpisodes: 73,
      creator: [
        { '@type': 'Person', name: 'David Benioff' },
        { '@type': 'Person', name: 'D. B. Weiss' },
      ],
    });
    expect(doc.director).toBeUndefined();
    expect((doc.offers as JsonLd[])[0].name).toBe('Stream on Pluto TV');
  });

  it('picks creators from crew by the spec rule when created_by is empty (at most 3)', () => {
    const crew = [
      { id: 1, name: 'W1', job: 'Writer', department: 'Writing' },
      { id: 2, name: 'EP', job: 'Executive Producer', department: 'Production' },
      { id: 3, name: 'Cam', job: 'Camera Operator', department: 'Camera' },
      { id: 4, name: 'C', job: 'Creator', department: 'Production' },
      { id: 5, name: 'W2', job: 'Story', department: 'Writing' },
    ];
    expect(creatorsOf({ created_by: [], credits: { cast: [], crew } })).toEqual(['W1', 'EP', 'C']);
  });
});
