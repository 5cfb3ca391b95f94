// The stored query cache is in the client before the first render (lib/persist.ts persistQueryCache): no
// restoring phase, so no second render of every query reader once it ends.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION } from '../../../client/lib/app-version';
import { PERSIST_MAX_AGE_MS, PERSIST_STORAGE_KEY, persistQueryCache } from '../../../client/lib/persist';

const COUNTRIES = [{ iso_3166_1: 'DE', english_name: 'Germany', native_name: 'Deutschland' }];

function store(overrides: Record<string, unknown> = {}, data: unknown = COUNTRIES) {
  const now = Date.now();
  localStorage.setItem(
    PERSIST_STORAGE_KEY,
    JSON.stringify({
      buster: APP_VERSION,
      timestamp: now,
      clientState: {
        mutations: [],
        queries: [
          {
            queryKey: ['countries'],
            queryHash: '["countries"]',
            state: { data, status: 'success', dataUpdatedAt: now, error: null, fetchStatus: 'idle' },
          },
        ],
      },
      ...overrides,
    }),
  );
}

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('persistQueryCache', () => {
  it('puts the stored answers in the client at once', () => {
    store();
    const client = new QueryClient();
    persistQueryCache(client);
    expect(client.getQueryData(['countries'])).toEqual(COUNTRIES);
  });

  it('drops a cache of another build, an expired one and one that does not parse', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const plant of [
      () => store({ buster: 'an-older-build' }),
      () => store({ timestamp: Date.now() - PERSIST_MAX_AGE_MS - 1000 }),
      () => localStorage.setItem(PERSIST_STORAGE_KEY, '{"buster": '),
    ]) {
      plant();
      const client = new QueryClient();
      expect(() => persistQueryCache(client)).not.toThrow();
      expect(client.getQueryData(['countries'])).toBeUndefined();
      expect(localStorage.getItem(PERSIST_STORAGE_KEY)).toBeNull();
    }
  });

  it('keeps the right-shaped entries of a cache that has wrong-shaped ones', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    store({}, [{ iso_3166_1: 42 }]);
    const client = new QueryClient();
    persistQueryCache(client);
    expect(client.getQueryData(['countries'])).toBeUndefined();
  });

  it('saves what the client learns, and only the persisted roots', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    persistQueryCache(client);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    client.setQueryData(['countries'], COUNTRIES);
    client.setQueryData(['title', 'movie', 550], { id: 550 }); // not a persisted root
    vi.advanceTimersByTime(1500);
    expect(setItem).toHaveBeenCalledTimes(1);
    const saved = JSON.parse(localStorage.getItem(PERSIST_STORAGE_KEY)!);
    expect(saved.buster).toBe(APP_VERSION);
    expect(saved.clientState.queries.map((q: { queryKey: unknown }) => q.queryKey)).toEqual([['countries']]);

    const next = new QueryClient();
    persistQueryCache(next);
    expect(next.getQueryData(['countries'])).toEqual(COUNTRIES);
  });
});
