// Every query module of client/api (issue 11): its key is the one of lib/query-keys, the cache holds the
// contract's wire shape, and two consumers of the same key (two observers, as two screens) read the same
// shape. A consumer never stores another shape under a key: that was the blank-page bug of #11.
import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { affiliatesQueryOptions } from '../../../client/api/affiliates';
import { suggestionsQueryOptions } from '../../../client/api/autocomplete';
import { countriesQueryOptions } from '../../../client/api/countries';
import { discoverQueryOptions } from '../../../client/api/discover';
import { genresQueryOptions } from '../../../client/api/genres';
import { referenceDateQueryOptions } from '../../../client/api/health';
import { providersQueryOptions } from '../../../client/api/providers';
import { averageRatingQueryOptions, userRatingQueryOptions } from '../../../client/api/ratings';
import { nowPlayingQueryOptions, upcomingQueryOptions } from '../../../client/api/release-lists';
import { searchQueryOptions } from '../../../client/api/search';
import { similarQueryOptions } from '../../../client/api/similar';
import { streamingTitlesQueryOptions } from '../../../client/api/streaming-titles';
import { slugQueryOptions } from '../../../client/api/slug';
import { titleQueryOptions } from '../../../client/api/title';
import { titleListQueryOptions } from '../../../client/api/title-lists';
import { trendingQueryOptions } from '../../../client/api/trending';
import { queryKeys } from '../../../client/lib/query-keys';
import { hasStoredShape } from '../../../client/lib/stored-shapes';

const movie = {
  id: 550,
  title: 'Fight Club',
  poster_path: null,
  release_date: '1999-10-15',
  vote_average: 8.4,
};
const page = { page: 1, results: [movie], total_pages: 1, total_results: 1 };
const dated = { ...page, dates: { minimum: '2025-03-01', maximum: '2025-03-29' } };
const details = { ...movie, genres: [], credits: { cast: [], crew: [] }, 'watch/providers': { results: {} } };

interface Case {
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  options: any;
  key: QueryKey;
  url: RegExp;
  body: unknown;
  selected: unknown;
  /** What the cache holds when it is not the wire body (the suggestion list, never persisted). */
  stored?: unknown;
}

const CASES: Case[] = [
  {
    name: 'genres',
    options: genresQueryOptions('movie'),
    key: queryKeys.genres('movie'),
    url: /^\/api\/genres\/movie$/,
    body: { genres: [{ id: 28, name: 'Action' }] },
    selected: [{ id: 28, name: 'Action' }],
  },
  {
    name: 'countries',
    options: countriesQueryOptions(),
    key: queryKeys.countries(),
    url: /^\/api\/countries$/,
    body: [
      { iso_3166_1: 'AR', english_name: 'Argentina' },
      { iso_3166_1: 'US', english_name: 'United States of America' },
    ],
    selected: [
      { iso_3166_1: 'US', english_name: 'United States of America' },
      { iso_3166_1: 'AR', english_name: 'Argentina' },
    ],
  },
  {
    name: 'providers',
    options: providersQueryOptions('movie', 'US'),
    key: queryKeys.providers('movie', 'US'),
    url: /^\/api\/providers\/movie\?region=US$/,
    body: { results: [{ provider_id: 8, provider_name: 'Netflix', logo_path: null }] },
    selected: [{ provider_id: 8, provider_name: 'Netflix', logo_path: null }],
  },
  {
    name: 'discover',
    options: discoverQueryOptions('movie', { with_genres: '28', page: '', sort_by: 'popularity.desc' }),
    key: queryKeys.discover('movie', { with_genres: '28', sort_by: 'popularity.desc' }),
    url: /^\/api\/discover\/movie\?with_genres=28&sort_by=popularity.desc$/,
    body: page,
    selected: page,
  },
  {
    name: 'trending',
    options: trendingQueryOptions('movie', 'day', 'US'),
    key: queryKeys.trending('movie', 'day', 'US'),
    url: /^\/api\/trending\/movie\/day\?region=US$/,
    body: page,
    selected: page,
  },
  {
    name: 'popular list',
    options: titleListQueryOptions('movie', 'popular', 'US'),
    key: queryKeys.list('movie', 'popular', 'US', 1),
    url: /^\/api\/movie\/popular\?region=US&page=1$/,
    body: page,
    selected: page,
  },
  {
    name: 'now playing',
    options: nowPlayingQueryOptions('US'),
    key: queryKeys.nowPlaying('US', 1),
    url: /^\/api\/movie\/now_playing\?region=US&page=1&language=en-US$/,
    body: dated,
    selected: dated,
  },
  {
    name: 'upcoming',
    options: upcomingQueryOptions('US'),
    key: queryKeys.upcoming('US', 1),
    url: /^\/api\/movie\/upcoming\?region=US&page=1&language=en-US$/,
    body: dated,
    selected: dated,
  },
  {
    name: 'search',
    options: searchQueryOptions('multi', ' fight ', 1, 'US'),
    key: queryKeys.search('multi', 'fight', 1, 'US'),
    url: /^\/api\/search\/multi\?query=fight&page=1&region=US&include_adult=false$/,
    body: page,
    selected: page,
  },
  {
    name: 'autocomplete',
    options: suggestionsQueryOptions('fi', false),
    key: queryKeys.autocomplete('fi'),
    url: /^\/api\/autocomplete\?query=fi$/,
    body: {
      suggestions: [
        { id: 550, title: 'Fight Club', type: 'movie', year: '1999', poster_path: null, url: 'fight-club' },
      ],
    },
    stored: [
      { id: 550, title: 'Fight Club', type: 'movie', year: '1999', poster_path: null, url: 'fight-club' },
    ],
    selected: [
      { id: 550, title: 'Fight Club', type: 'movie', year: '1999', poster_path: null, url: 'fight-club' },
    ],
  },
  {
    name: 'title',
    options: titleQueryOptions('movie', 550, 'US'),
    key: queryKeys.title('movie', 550, 'US'),
    url: /^\/api\/movie\/550\?region=US$/,
    body: details,
    selected: details,
  },
  {
    name: 'similar',
    options: similarQueryOptions('movie', 550, 'US'),
    key: queryKeys.similar('movie', 550, 'US'),
    url: /^\/api\/movie\/550\/similar\?region=US$/,
    body: page,
    selected: [movie],
  },
  {
    name: 'slug',
    options: slugQueryOptions('movie', 'fight-club'),
    key: queryKeys.slug('movie', 'fight-club'),
    url: /^\/api\/slug\/movie\/fight-club$/,
    body: { id: 550, type: 'movie', slug: 'fight-club', redirect: false },
    selected: { id: 550, type: 'movie', slug: 'fight-club', redirect: false },
  },
  {
    name: 'affiliates',
    options: affiliatesQueryOptions(),
    key: queryKeys.affiliates(),
    url: /^\/api\/affiliates$/,
    body: { params: { '8': 'ref=sf' } },
    selected: { '8': 'ref=sf' },
  },
  {
    name: 'health (reference date)',
    options: referenceDateQueryOptions(),
    key: queryKeys.health(),
    url: /^\/api\/health$/,
    body: {
      status: 'ok',
      source: 'embedded',
      database: 'sqlite',
      titles: { movie: 1, tv: 1 },
      reference_date: '2025-03-29',
    },
    selected: '2025-03-29',
  },
  {
    name: 'streaming titles',
    options: streamingTitlesQueryOptions('US', [337, 8, 337]),
    key: queryKeys.streamingTitles('US', '8|337'),
    url: /^\/api\/watch\/providers\/titles\?region=US&providers=8%7C337$/,
    body: { movie: [550, 680], tv: [1399] },
    selected: { movie: [550, 680], tv: [1399] },
  },
  {
    name: 'average rating',
    options: averageRatingQueryOptions('movie', 550),
    key: queryKeys.averageRating('movie', 550),
    url: /^\/api\/ratings\/average\/movie\/550$/,
    body: { averageRating: 4, totalCount: 2 },
    selected: { averageRating: 4, totalCount: 2 },
  },
];

function stubFetch(url: RegExp, body: unknown) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      calls.push(input);
      if (!url.test(input)) return new Response('not found', { status: 404 });
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

async function observed(client: QueryClient, options: Case['options']) {
  const observer = new QueryObserver(client, options);
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('success'));
  const data = observer.getCurrentResult().data;
  unsubscribe();
  return data;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each(CASES)('client/api: $name', ({ options, key, url, body, selected, stored }) => {
  it('uses the shared key, stores the wire shape and gives both consumers the same data', async () => {
    const calls = stubFetch(url, body);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    expect(options.queryKey).toEqual(key);
    const [first, second] = await Promise.all([observed(client, options), observed(client, options)]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(url);
    expect(client.getQueryData(key)).toEqual(stored ?? body);
    expect(first).toEqual(selected);
    expect(second).toEqual(first);
  });
});

describe('one key, one shape', () => {
  it('the persisted shapes are exactly the wire shapes the modules store', () => {
    for (const c of CASES) {
      const persisted = [
        'countries',
        'genres',
        'providers',
        'trending',
        'list',
        'now-playing',
        'upcoming',
        'health',
      ];
      if (persisted.includes(String(c.key[0]))) expect(hasStoredShape(c.key, c.body), c.name).toBe(true);
    }
    // The shape the old catalog feature stored under the genres key is refused.
    expect(hasStoredShape(queryKeys.genres('movie'), [{ id: 28, name: 'Action' }])).toBe(false);
    expect(hasStoredShape(queryKeys.countries(), { results: [] })).toBe(false);
  });

  it('user rating: the stored whole stars, null for none (404)', async () => {
    stubFetch(/^\/api\/ratings\/movie\/550$/, {
      rating: { content_id: 550, content_type: 'movie', rating: 4, rated_at: 'x' },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await client.fetchQuery(userRatingQueryOptions('movie', 550, 's'))).toBe(4);
    stubFetch(/^never$/, null);
    expect(
      await client.fetchQuery({ ...userRatingQueryOptions('movie', 550, 's'), staleTime: 0 }),
    ).toBeNull();
  });
});
