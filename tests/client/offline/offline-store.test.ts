import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MovieDetails } from '../../../api/src/contract';
import { ApiError } from '../../../client/lib/api-client';
import { db } from '../../../client/lib/db';
import {
  OfflineUnavailableError,
  readSaved,
  recentTitles,
  saveAnswers,
  savedApiResponse,
  withOfflineFallback,
} from '../../../client/lib/offline-store';
import { createDevice, saveAnswersOnDevice, type DeviceWorker } from '../../../client/lib/device-worker';
import type { FromDevice, ToDevice } from '../../../client/lib/device.worker';
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

/**
 * The device worker as the page sees it, run in this thread (jsdom has no Worker): its messages, and for 'save' its
 * saveAnswers on the real (fake-indexeddb) database. `loads: false` is a worker whose script could not load.
 */
function workerHere(
  log: { opened: number; titles: number; posted: number },
  loads = true,
): () => DeviceWorker {
  return () => {
    log.opened++;
    const w: DeviceWorker = {
      onmessage: null,
      onerror: null,
      postMessage: (m: ToDevice) => {
        if (m.type !== 'save') return;
        log.posted += m.answers.length;
        void saveAnswers(m.answers, () => {
          log.titles++;
          w.onmessage?.({ data: { type: 'title-saved' } } as MessageEvent<FromDevice>);
        });
      },
      terminate: () => undefined,
    };
    setTimeout(() => {
      if (loads) w.onmessage?.({ data: { type: 'ready' } } as MessageEvent<FromDevice>);
      else w.onerror?.({ message: 'offline', preventDefault: () => undefined } as ErrorEvent);
    }, 0);
    return w;
  };
}

/** Saves every answer the device keeps from now on, as the app does once the page is idle. */
function savingFrom(client: QueryClient, log = { opened: 0, titles: 0, posted: 0 }) {
  const device = createDevice(workerHere(log), () => undefined);
  const stop = saveAnswersOnDevice(client, [], device);
  device.start();
  return () => {
    stop();
    device.stop();
  };
}

describe('saving what the visitor saw', () => {
  it('saves title results from the query cache, with the recently-viewed row', async () => {
    const client = new QueryClient();
    const stop = savingFrom(client);
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

describe('the page hands what it keeps to the device worker', () => {
  it("posts only kept answers: the server's page's and those before the worker was ready, once it is", async () => {
    const client = new QueryClient();
    client.setQueryData(['title', 'movie', 550, 'US'], fightClub);
    client.setQueryData(['trending', 'all', 'day', 'US'], { results: [] });
    const initial = client.getQueryCache().getAll();
    const log = { opened: 0, titles: 0, posted: 0 };
    let titlesSeen = 0;
    const device = createDevice(workerHere(log), () => titlesSeen++);
    const stop = saveAnswersOnDevice(client, initial, device);
    client.setQueryData(['genres', 'movie'], { genres: [{ id: 18, name: 'Drama' }] });
    expect(log.opened).toBe(0); // nothing before the page is idle
    device.start();
    device.start(); // once
    await settle();
    expect(log).toEqual({ opened: 1, titles: 1, posted: 2 });
    expect(titlesSeen).toBe(1);
    client.setQueryData(['search', 'star'], { results: [] }); // not kept
    client.setQueryData(['countries'], [{ iso_3166_1: 'US', english_name: 'United States' }]);
    await settle();
    stop();
    expect(log.posted).toBe(3);
    expect(await db.titles.count()).toBe(1);
    expect(await db.lists.count()).toBe(2);
  });

  it('when the worker cannot load, the next message opens it again and nothing waiting is lost', async () => {
    const client = new QueryClient();
    const log = { opened: 0, titles: 0, posted: 0 };
    let loads = false;
    const fails = workerHere(log, false);
    const works = workerHere(log, true);
    const device = createDevice(
      () => (loads ? works() : fails()),
      () => undefined,
    );
    const stop = saveAnswersOnDevice(client, [], device);
    client.setQueryData(['title', 'movie', 550, 'US'], fightClub);
    device.start();
    await settle();
    expect(log).toMatchObject({ opened: 1, posted: 0 });
    loads = true;
    client.setQueryData(['genres', 'movie'], { genres: [{ id: 18, name: 'Drama' }] });
    await settle();
    stop();
    expect(log).toEqual({ opened: 2, titles: 1, posted: 2 });
    expect(await db.titles.get(['movie', 550, 'US'])).toMatchObject({ slug: 'fight-club' });
  });
});

describe('withOfflineFallback', () => {
  const offline = () => Promise.reject(new ApiError('Failed to fetch data. Please try again later.', 0));

  it('answers from the device when the network fails', async () => {
    const client = new QueryClient();
    const stop = savingFrom(client);
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
