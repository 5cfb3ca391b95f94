// What the service worker may cache (client/lib/sw-routes.ts, issue #35): the per-visitor /api paths are no route
// of the worker's, shared catalog reads are, and an answer marked no-store or private is never written to a
// cache whatever its path (the Workbox cacheWillUpdate plugin both /api routes carry).
import { describe, expect, it } from 'vitest';
import {
  forbidsStorage,
  isDataRequest,
  isListRequest,
  refuseUncacheable,
} from '../../../client/lib/sw-routes';

const ORIGIN = 'https://streamfinder.test';
const match = (path: string, method = 'GET', sameOrigin = true) => {
  const url = new URL(path, ORIGIN);
  return { url, request: new Request(url, { method }), sameOrigin };
};
const cached = (route: (m: ReturnType<typeof match>) => boolean) => (path: string) => route(match(path));

describe('the worker routes', () => {
  it.each([
    '/api/watchlist?region=US',
    '/api/watchlist',
    '/api/geo',
    '/api/ratings/movie/550',
    '/api/ratings/average/movie/550',
    '/api/health',
    '/api/events',
  ])('never takes the per-visitor or write-like %s', (path) => {
    expect(cached(isDataRequest)(path)).toBe(false);
    expect(cached(isListRequest)(path)).toBe(false);
  });

  it('takes the shared catalog reads: lists stale-while-revalidate, the rest network-first', () => {
    expect(cached(isListRequest)('/api/genres/movie')).toBe(true);
    expect(cached(isListRequest)('/api/movie/popular')).toBe(true);
    expect(cached(isDataRequest)('/api/movie/550?region=US')).toBe(true);
    expect(cached(isDataRequest)('/api/slug/movie/fight-club')).toBe(true);
    // Not a GET, not ours, not /api.
    expect(isDataRequest(match('/api/movie/550', 'POST'))).toBe(false);
    expect(isDataRequest(match('/api/movie/550', 'GET', false))).toBe(false);
    expect(cached(isDataRequest)('/movies/fight-club')).toBe(false);
    // A path that only starts like an excluded one is still a catalog read.
    expect(cached(isDataRequest)('/api/geography')).toBe(true);
  });
});

describe('refuseUncacheable', () => {
  const answer = (cacheControl?: string) =>
    new Response('{}', { status: 200, headers: cacheControl ? { 'cache-control': cacheControl } : {} });
  const willCache = async (cacheControl?: string) =>
    (await refuseUncacheable.cacheWillUpdate!({
      request: new Request(`${ORIGIN}/api/movie/550`),
      response: answer(cacheControl),
      event: undefined as never,
      state: {},
    })) !== null;

  it.each([
    'no-store',
    'private, no-store',
    'private',
    'No-Store',
    'max-age=0, no-store',
    'private="set-cookie"',
  ])('does not cache an answer marked %s', async (value) => {
    expect(forbidsStorage(answer(value))).toBe(true);
    expect(await willCache(value)).toBe(false);
  });

  it.each([undefined, 'public, max-age=300', 'no-cache', 'public, max-age=60, stale-while-revalidate=600'])(
    'caches an answer marked %s',
    async (value) => {
      expect(await willCache(value)).toBe(true);
    },
  );
});
