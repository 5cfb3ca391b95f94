// Live TMDB mode's answer to "which titles stream on these services" (issue #14): built from the stored title
// details only, read incrementally, and forgetting copies older than six months.
import { describe, expect, it } from 'vitest';
import type { Sql } from '../../api/src/database/sql';
import { StoredOffers, streamingOffers } from '../../api/src/watchlist/streaming/stored-offers';

const KEY = '?append_to_response=credits%2Cwatch%2Fproviders%2Csimilar&language=en-US';
const body = (results: Record<string, Record<string, Array<{ provider_id: number }>>>) =>
  JSON.stringify({ id: 1, 'watch/providers': { results } });

interface Row {
  key: string;
  body: string | null;
  fetched_at: number;
}

function fakeDb(rows: Row[]) {
  const asked: unknown[][] = [];
  const d = {
    query: async (_sql: string, params: unknown[]) => {
      asked.push(params);
      return rows.filter((r) => r.fetched_at >= (params[0] as number));
    },
  } as unknown as Sql;
  return { d, asked };
}

describe('stored offers (live TMDB mode)', () => {
  it('reads subscription, free and ad-supported offers per country, not rent or buy', () => {
    const offers = streamingOffers(
      body({
        US: { flatrate: [{ provider_id: 8 }], rent: [{ provider_id: 2 }], buy: [{ provider_id: 10 }] },
        GB: { ads: [{ provider_id: 300 }], free: [{ provider_id: 301 }] },
        DE: { rent: [{ provider_id: 2 }] },
      }),
    );
    expect(Object.fromEntries(offers)).toEqual({ US: [8], GB: [301, 300] });
    expect(streamingOffers(JSON.stringify({ id: 2 })).size).toBe(0);
  });

  it('answers from the stored details only, picks up new copies incrementally and forgets old ones', async () => {
    let now = 1_000_000_000_000;
    const rows: Row[] = [
      {
        key: `/movie/550${KEY}`,
        body: body({ US: { flatrate: [{ provider_id: 8 }] } }),
        fetched_at: now - 10,
      },
      {
        key: `/tv/1399${KEY}`,
        body: body({ US: { flatrate: [{ provider_id: 1899 }] } }),
        fetched_at: now - 5,
      },
      { key: `/movie/13${KEY}`, body: body({ US: { rent: [{ provider_id: 8 }] } }), fetched_at: now - 5 },
      { key: `/movie/14${KEY}`, body: '{not json', fetched_at: now - 5 },
      {
        key: '/movie/popular?page=1',
        body: body({ US: { flatrate: [{ provider_id: 8 }] } }),
        fetched_at: now,
      },
    ];
    const { d, asked } = fakeDb(rows);
    const stored = new StoredOffers(d, () => now);
    const v1 = await stored.refresh();
    expect(stored.titles('US', [8])).toEqual({ movie: [550], tv: [] });
    expect(stored.titles('US', [8, 1899])).toEqual({ movie: [550], tv: [1399] });
    expect(stored.titles('GB', [8])).toEqual({ movie: [], tv: [] });

    // Within a minute nothing is read again.
    rows.push({
      key: `/movie/680${KEY}`,
      body: body({ US: { free: [{ provider_id: 8 }] } }),
      fetched_at: now + 1,
    });
    now += 30_000;
    expect(await stored.refresh()).toBe(v1);
    expect(asked).toHaveLength(1);

    // Then only rows fetched since the newest one seen are asked for.
    now += 31_000;
    const v2 = await stored.refresh();
    expect(v2).toBeGreaterThan(v1);
    expect(asked[1]![0]).toBe(now - 61_000 - 5);
    expect(stored.titles('US', [8])).toEqual({ movie: [550, 680], tv: [] });

    // A newer copy replaces the old one (the title left Netflix).
    rows.push({
      key: `/movie/550${KEY}`,
      body: body({ US: { rent: [{ provider_id: 8 }] } }),
      fetched_at: now,
    });
    now += 61_000;
    await stored.refresh();
    expect(stored.titles('US', [8])).toEqual({ movie: [680], tv: [] });

    // Six months on, nothing stored is trusted any more.
    now += 184 * 24 * 60 * 60_000;
    await stored.refresh();
    expect(stored.titles('US', [8, 1899])).toEqual({ movie: [], tv: [] });
  });
});
