import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MovieDetails } from '../../../api/src/contract';
import { ApiError } from '../../../client/lib/api-client';
import { db } from '../../../client/lib/db';
import {
  OfflineUnavailableError,
  readSaved,
  recentTitles,
  savedApiResponse,
  startSavingQueries,
  withOfflineFallback,
} from '../../../client/lib/offline-store';
import { shouldPersistQuery } from '../../../client/lib/persist';

const fightClub = {
  id: 550,
  title: 'Fight Club',
  slug: 'fight-club',
  release_date: '1999-10-15',
  poster_path: '/p.jpg',
  vote_average: 8.4,
  genres: [{ id: 18, name: 'Drama' }],
  'watch/providers': {
    results: { US: { flatrate: [{ provider_id: 8, provider_name: 'Netflix', logo_path: null }] } },
  },
} as unknown as MovieDetails;

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

async function settle() {
  await new Promise((r) => setTimeout(r, 50));
}

describe('saving what the visitor saw', () => {
  it('saves title results from the query cache, with the recently-viewed row', async () => {
    const client = new QueryClient();
    const stop = startSavingQueries(client);
    client.setQueryData(['title', 'movie', 550, 'US'], fightClub);
    // The wire shape of GET /api/genres/movie (client/api/genres.ts): one key, one shape.
    client.setQueryData(['genres', 'movie'], { genres: [{ id: 18, name: 'Drama' }] });
    client.setQueryData(['trending', 'all', 'day', 'US'], { results: [] }); // not kept in Dexie
    await settle();
    stop();
    expect(await db.titles.get(['movie', 550, 'US'])).toMatchObject({ slug: 'fight-club' });
    expect(await recentTitles('CLUB')).toEqual([expect.objectContaining({ id: 550, year: '1999' })]);
    expect(await recentTitles('matrix')).toEqual([]);
    expect(await readSaved(['genres', 'movie'])).toEqual({ genres: [{ id: 18, name: 'Drama' }] });
    expect(await db.lists.count()).toBe(1);
  });
});

describe('withOfflineFallback', () => {
  const offline = () => Promise.reject(new ApiError('Failed to fetch data. Please try again later.', 0));

  it('answers from the device when the network fails', async () => {
    const client = new QueryClient();
    const stop = startSavingQueries(client);
    client.setQueryData(['title', 'movie', 550, 'US'], fightClub);
    await settle();
    stop();
    expect(await withOfflineFallback(['title', 'movie', 550, 'US'], offline)).toMatchObject({ id: 550 });
    expect(await withOfflineFallback(['slug', 'movie', 'fight-club'], offline)).toEqual({
      id: 550,
      type: 'movie',
      slug: 'fight-club',
      redirect: false,
    });
    // Another country: same details, no providers of the wrong country.
    const other = await withOfflineFallback<MovieDetails>(['title', 'movie', 550, 'FR'], offline);
    expect(other.title).toBe('Fight Club');
    expect(other['watch/providers'].results).toEqual({});
  });

  it('throws a non-transient OfflineUnavailableError when nothing is saved, and passes 4xx through', async () => {
    const err = await withOfflineFallback(['title', 'movie', 603, 'US'], offline).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OfflineUnavailableError);
    expect((err as ApiError).transient).toBe(false);
    const notFound = new ApiError('404: nope', 404);
    await expect(
      withOfflineFallback(['title', 'movie', 1, 'US'], () => Promise.reject(notFound)),
    ).rejects.toBe(notFound);
  });

  it('gives the service worker saved API answers for titles and slugs only', async () => {
    await db.titles.put({
      type: 'movie',
      id: 550,
      region: 'US',
      slug: 'fight-club',
      details: fightClub,
      viewedAt: 1,
    });
    const res = await savedApiResponse(new URL('http://x/api/movie/550?region=US'));
    expect(res?.status).toBe(200);
    expect(await res?.json()).toMatchObject({ id: 550 });
    expect(await savedApiResponse(new URL('http://x/api/slug/movie/fight-club'))).toBeDefined();
    expect(await savedApiResponse(new URL('http://x/api/movie/603?region=US'))).toBeUndefined();
    expect(await savedApiResponse(new URL('http://x/api/genres/movie'))).toBeUndefined();
  });
});

describe('persisted queries', () => {
  const q = (queryKey: unknown[], status: 'success' | 'error' = 'success') =>
    ({ queryKey, state: { status, data: status === 'success' ? {} : undefined } }) as never;

  it('keeps the small lists and first pages only', () => {
    expect(shouldPersistQuery(q(['countries']))).toBe(true);
    expect(shouldPersistQuery(q(['genres', 'tv']))).toBe(true);
    expect(shouldPersistQuery(q(['providers', 'movie', 'US']))).toBe(true);
    expect(shouldPersistQuery(q(['list', 'movie', 'popular', 'US', 1]))).toBe(true);
    expect(shouldPersistQuery(q(['list', 'movie', 'popular', 'US', 2]))).toBe(false);
    expect(shouldPersistQuery(q(['title', 'movie', 550, 'US']))).toBe(false);
    expect(shouldPersistQuery(q(['search', 'multi', 'x', 1, 'US']))).toBe(false);
    expect(shouldPersistQuery(q(['countries'], 'error'))).toBe(false);
  });
});
