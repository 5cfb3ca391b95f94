// What the scheduled refresh (tmdb-refresher.ts) fetches again: the country-independent home lists once, then
// the lists and providers of each country visitors used. Forced past the store's TTLs.
import * as R from './tmdb-requests';
import type { RefreshTarget } from './tmdb-refresher';
import type { FetchOptions } from './tmdb-store';

type Fetch = (req: R.TmdbRequest, opts: FetchOptions) => Promise<unknown>;

export function sharedRequests(): R.TmdbRequest[] {
  return [
    R.trending('movie', 'day', { page: 1 }),
    R.trending('movie', 'week', { page: 1 }),
    R.trending('tv', 'day', { page: 1 }),
    R.trending('tv', 'week', { page: 1 }),
    R.trending('all', 'day', { page: 1 }),
    R.list('tv', 'popular', { page: 1 }),
    R.list('tv', 'top_rated', { page: 1 }),
    R.genres('movie'),
    R.genres('tv'),
    R.regions(),
  ];
}

export function regionRequests(region: string): R.TmdbRequest[] {
  const p = { page: 1, region };
  return [
    R.list('movie', 'popular', p),
    R.list('movie', 'top_rated', p),
    R.movieList('now_playing', p),
    R.movieList('upcoming', p),
    R.providers('movie', region),
    R.providers('tv', region),
  ];
}

/** The refresher's target: each step fetches its requests together and says how many it fetched. */
export function refreshPlan(fetch: Fetch, purge: () => Promise<number>): RefreshTarget {
  const all = async (reqs: R.TmdbRequest[]) => {
    await Promise.all(reqs.map((r) => fetch(r, { force: true })));
    return reqs.length;
  };
  return {
    refreshShared: () => all(sharedRequests()),
    refreshRegion: (region) => all(regionRequests(region)),
    purge,
  };
}
