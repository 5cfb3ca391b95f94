// My List grouping rules (issue #14): services first, other subscriptions, rent or buy, not available, not
// checked; newest first within a group; the type filter; the 12-hour staleness note.
import { describe, expect, it } from 'vitest';
import type { Provider, RegionProviders } from '../../../api/src/contract';
import type { MyListEntry } from '../../../client/lib/db';
import { groupMyList, staleSince } from '../../../client/features/my-list/groups';

const p = (id: number): Provider => ({ provider_id: id, provider_name: `P${id}`, logo_path: null });
const entry = (
  id: number,
  changedAt: string,
  offers: Record<string, RegionProviders | null>,
  type: 'movie' | 'tv' = 'movie',
  savedAt = 1000,
): MyListEntry => ({
  type,
  id,
  onList: 1,
  changedAt,
  summary: { id, title: `T${id}`, poster_path: null, release_date: null, vote_average: 0 },
  availability: Object.fromEntries(
    Object.entries(offers).map(([c, providers]) => [
      c,
      { providers, available_in: Object.keys(offers), savedAt },
    ]),
  ),
});

const list = [
  entry(1, '2025-03-01T00:00:00Z', { US: { flatrate: [p(8)] } }),
  entry(2, '2025-03-02T00:00:00Z', { US: { flatrate: [p(9)], rent: [p(2)] } }),
  entry(3, '2025-03-03T00:00:00Z', { US: { rent: [p(2)], buy: [p(3)] } }),
  entry(4, '2025-03-04T00:00:00Z', { US: null, GB: { flatrate: [p(8)] } }),
  entry(5, '2025-03-05T00:00:00Z', { US: { ads: [p(8)] } }, 'tv'),
  entry(6, '2025-03-06T00:00:00Z', {}),
];
const ids = (groups: ReturnType<typeof groupMyList>) =>
  Object.fromEntries(groups.map((g) => [g.id, g.entries.map((e) => e.id)]));

describe('groupMyList', () => {
  it('groups by the country offers and My services, newest first, in a fixed order', () => {
    const groups = groupMyList(list, 'US', [8]);
    expect(groups.map((g) => g.id)).toEqual([
      'services',
      'subscriptions',
      'rent-buy',
      'unavailable',
      'unknown',
    ]);
    expect(ids(groups)).toEqual({
      services: [5, 1],
      subscriptions: [2],
      'rent-buy': [3],
      unavailable: [4],
      unknown: [6],
    });
  });

  it('without services everything streaming is "other subscriptions"; another country regroups', () => {
    expect(ids(groupMyList(list, 'US', []))).toMatchObject({ subscriptions: [5, 2, 1] });
    expect(ids(groupMyList(list, 'GB', [8]))).toEqual({ services: [4], unknown: [6, 5, 3, 2, 1] });
  });

  it('filters by type and leaves removed titles out', () => {
    expect(ids(groupMyList(list, 'US', [8], 'tv'))).toEqual({ services: [5] });
    const removed = { ...list[0], onList: 0 as const };
    expect(ids(groupMyList([removed], 'US', [8]))).toEqual({});
  });
});

describe('staleSince', () => {
  it('reports the oldest availability only when older than 12 hours', () => {
    const h = 3_600_000;
    const now = 100 * h;
    const fresh = [entry(1, '2025-03-01T00:00:00Z', { US: null }, 'movie', now - 2 * h)];
    expect(staleSince(fresh, 'US', now)).toBeNull();
    const old = [...fresh, entry(2, '2025-03-01T00:00:00Z', { US: null }, 'movie', now - 13 * h)];
    expect(staleSince(old, 'US', now)).toBe(now - 13 * h);
    expect(staleSince(old, 'GB', now)).toBeNull();
  });
});
