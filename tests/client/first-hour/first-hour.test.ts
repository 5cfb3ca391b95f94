// The pure rules behind issue #36's client fixes: the title page's one-line answer, the transfer toast, discover's
// chips and page address, the search page's address, and which services My services offers.
import { describe, expect, it } from 'vitest';
import type { Provider, RegionProviders } from '../../../api/src/contract';
import { watchAnswer } from '../../../client/features/title/lib/providers';
import { transferSummary } from '../../../client/features/my-list/api/transfer';
import { appliedChips, starsOf } from '../../../client/features/discover/filter-chips';
import { discoverAddress, parseDiscoverPage } from '../../../client/features/discover/page-address';
import { parseFilters, serializeFilters } from '../../../client/features/discover/filters';
import {
  filterResults,
  parseResultFilter,
  parseResultPage,
  searchAddress,
} from '../../../client/features/search/filter-results';
import { isSubscriptionService } from '../../../client/lib/my-services';

const p = (provider_id: number, provider_name: string, display_priority = 1): Provider => ({
  provider_id,
  provider_name,
  logo_path: null,
  display_priority,
});

describe('watchAnswer', () => {
  const region: RegionProviders = {
    flatrate: [p(8, 'Netflix', 1), p(15, 'Hulu', 2), p(9, 'Amazon Prime Video', 3), p(337, 'Disney Plus', 4)],
    rent: [p(2, 'Apple TV')],
  };
  it('names the visitor’s own service first', () => {
    expect(watchAnswer(region, [15], 'United States', 0)).toBe('On your Hulu');
    expect(watchAnswer(region, [15, 8], 'United States', 0)).toBe('On your Netflix and Hulu');
  });
  it('else where to stream it, the rest counted', () => {
    expect(watchAnswer(region, [], 'United States', 0)).toBe('Stream on Netflix, Hulu and 2 more');
    expect(watchAnswer({ flatrate: [p(8, 'Netflix')] }, [99], 'US', 0)).toBe('Stream on Netflix');
  });
  it('else free, else rent or buy', () => {
    expect(watchAnswer({ ads: [p(73, 'Tubi TV')], rent: [p(2, 'Apple TV')] }, [], 'US', 0)).toBe(
      'Watch free on Tubi TV',
    );
    expect(
      watchAnswer(
        { rent: [p(2, 'Apple TV'), p(10, 'Amazon Video', 2)], buy: [p(2, 'Apple TV')] },
        [],
        'US',
        0,
      ),
    ).toBe('Rent or buy from Apple TV and Amazon Video');
    expect(watchAnswer({ buy: [p(3, 'Google Play Movies')] }, [], 'US', 0)).toBe(
      'Buy from Google Play Movies',
    );
  });
  it('else not streaming here, and how many countries have it', () => {
    expect(watchAnswer(undefined, [], 'Germany', 12)).toBe(
      'Not streaming in Germany - available in 12 countries',
    );
    expect(watchAnswer({}, [], 'Germany', 1)).toBe('Not streaming in Germany - available in 1 country');
    expect(watchAnswer(null, [], 'Germany', 0)).toBe('Not streaming in Germany');
  });
});

describe('transferSummary', () => {
  it('names only what came over, in proper plurals', () => {
    expect(transferSummary({ titles: 3, ratings: 0, services: { US: [8] } })).toBe(
      'Copied 3 titles and My services.',
    );
    expect(transferSummary({ titles: 1, ratings: 2, services: { US: [8] } })).toBe(
      'Copied 1 title, 2 ratings and My services.',
    );
    expect(transferSummary({ titles: 0, ratings: 1, services: null })).toBe('Copied 1 rating.');
    expect(transferSummary({ titles: 0, ratings: 0, services: {} })).toBe(
      'The other device had no titles, ratings or services to copy.',
    );
  });
});

describe('discover chips and page address', () => {
  const names = {
    genres: new Map([
      [28, { name: 'Action' }],
      [12, { name: 'Adventure' }],
    ]),
    providers: new Map([[8, 'Netflix']]),
  };
  it('lists each applied filter in words, with the filters without it', () => {
    const filters = parseFilters(
      'with_genres=28,12&vote_average.gte=7&vote_average.lte=9&with_runtime.lte=120&with_watch_providers=8&watch_region=US&sort_by=vote_average.desc',
    );
    const chips = appliedChips(filters, 'movie', names);
    expect(chips.map((c) => c.label)).toEqual([
      'Action',
      'Adventure',
      'Rating 3.5-4.5 / 5',
      'up to 120 min',
      'Netflix',
      'Sort: Rating High to Low',
    ]);
    expect(serializeFilters(chips[0].without)).toBe(
      'sort_by=vote_average.desc&with_genres=12&vote_average.gte=7&vote_average.lte=9&with_runtime.lte=120&with_watch_providers=8&watch_region=US',
    );
    // The last service takes its country with it; the sort goes back to the default.
    expect(chips[4].without.providers).toBeUndefined();
    expect(chips[4].without.watchRegion).toBeUndefined();
    expect(chips[5].without.sortBy).toBe('popularity.desc');
    expect(appliedChips(parseFilters(''), 'movie')).toEqual([]);
  });
  it('shows ids until the names are known, and the type’s own year', () => {
    const chips = appliedChips(parseFilters('with_genres=99&first_air_date_year=2020'), 'tv');
    expect(chips.map((c) => c.label)).toEqual(['Genre 99', 'Year 2020']);
    expect(starsOf(7)).toBe('3.5');
    expect(starsOf(8)).toBe('4');
  });
  it('keeps the page beside the filters', () => {
    const filters = parseFilters('with_genres=18&page=3');
    expect(serializeFilters(filters)).toBe('with_genres=18');
    expect(parseDiscoverPage('with_genres=18&page=3')).toBe(3);
    expect(parseDiscoverPage('page=0')).toBe(1);
    expect(parseDiscoverPage('page=abc')).toBe(1);
    expect(parseDiscoverPage('page=501')).toBe(1);
    expect(discoverAddress(filters, 2)).toBe('with_genres=18&page=2');
    expect(discoverAddress(filters, 1)).toBe('with_genres=18');
    expect(discoverAddress(parseFilters(''), 4)).toBe('page=4');
  });
});

describe('search address', () => {
  it('reads and writes type and page', () => {
    expect(parseResultFilter('movie')).toBe('movie');
    expect(parseResultFilter('person')).toBe('all');
    expect(parseResultFilter(null)).toBe('all');
    expect(parseResultPage('2')).toBe(2);
    expect(parseResultPage('-1')).toBe(1);
    expect(parseResultPage('9999')).toBe(1);
    expect(searchAddress('star', 'movie', 2)).toEqual({ q: 'star', type: 'movie', page: '2' });
    expect(searchAddress('star', 'all', 1)).toEqual({ q: 'star' });
  });
  it('takes a one-type answer’s results as that type', () => {
    const results = [
      { id: 1, name: 'Star', first_air_date: null },
      { id: 2, name: 'Stargate' },
    ] as never;
    expect(filterResults(results, 'tv').map((r) => r.type)).toEqual(['tv', 'tv']);
    expect(filterResults(results, 'all').map((r) => r.type)).toEqual(['tv']);
  });
});

describe('My services offers services, not stores', () => {
  it('leaves out the rent/buy stores', () => {
    for (const store of [2, 3, 10, 68]) expect(isSubscriptionService(store)).toBe(false);
    for (const service of [8, 9, 15, 337, 350, 73]) expect(isSubscriptionService(service)).toBe(true);
  });
});
