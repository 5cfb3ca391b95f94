// What the scheduled refresh (tmdb-refresher.ts) fetches again: the country-independent home lists once, the
// lists and providers of each country visitors used, then the details of every title on any visitor's list
// (issue #37: their watch providers, for every country at once, so a title on many lists in many countries is
// fetched once). Forced past the store's TTLs. The titles go a few at a time through the rate-limited client.
import type { Sql } from '../../../database/sql';
import * as R from './tmdb-requests';
import type { RefreshTarget } from './tmdb-refresher';
import type { FetchOptions } from './tmdb-store';

type Fetch = (req: R.TmdbRequest, opts: FetchOptions) => Promise<unknown>;

export interface ListedTitle {
  type: 'movie' | 'tv';
  id: number;
}

/** Title details asked for at once by the listed-titles step (the client's pacing keeps TMDB's limit). */
const TITLES_AT_ONCE = 4;

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
export function refreshPlan(
  fetch: Fetch,
  purge: () => Promise<number>,
  listed: () => Promise<ListedTitle[]> = async () => [],
): RefreshTarget {
  const all = async (reqs: R.TmdbRequest[]) => {
    await Promise.all(reqs.map((r) => fetch(r, { force: true })));
    return reqs.length;
  };
  return {
    refreshShared: () => all(sharedRequests()),
    refreshRegion: (region) => all(regionRequests(region)),
    refreshListed: async () => {
      const queue = [...(await listed())];
      let fetched = 0;
      const worker = async () => {
        for (let t = queue.shift(); t; t = queue.shift()) {
          // One title TMDB cannot serve now keeps its stored copy; the others still refresh.
          await fetch(R.details(t.type, t.id), { force: true }).then(
            () => fetched++,
            () => undefined,
          );
        }
      };
      await Promise.all(Array.from({ length: TITLES_AT_ONCE }, worker));
      return fetched;
    },
    purge,
  };
}

/** Every title on any visitor's list, once. */
export function listedTitlesQuery(sql: Sql): () => Promise<ListedTitle[]> {
  return async () => {
    const rows = await sql.all<{ media_type: 'movie' | 'tv'; content_id: number | string }>(
      `SELECT DISTINCT "media_type", "content_id" FROM "watchlist" WHERE "on_list" = 1 ORDER BY "media_type", "content_id"`,
    );
    return rows.map((r) => ({ type: r.media_type, id: Number(r.content_id) }));
  };
}
