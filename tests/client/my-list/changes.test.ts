// "What changed" on My List (issue #37): the device compares the offers it saw before with the server's answer.
// An arrival, a departure, a title only to rent or buy, nothing for unchanged offers, a provider the data does not
// name (never "undefined"); a change stays until seen and is compared with what the visitor last saw; the badge
// counts titles with unseen changes, including those a push announced, and looking at My List clears them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Provider, RegionProviders } from '../../../api/src/contract';
import { changeLabel, diffOffers, noteChanges, shownChanges } from '../../../client/features/my-list/changes';
import { db, type MyListEntry } from '../../../client/lib/db';
import { markSeen, notePushed, refreshBadge, unseenCount } from '../../../client/lib/unseen-changes';

const p = (id: number, ...name: [string?]): Provider =>
  ({ provider_id: id, provider_name: name.length ? name[0] : `P${id}`, logo_path: null }) as Provider;
const labels = (before: RegionProviders | null, after: RegionProviders | null) =>
  diffOffers(before, after).map(changeLabel);

const entry = (
  id: number,
  offers: RegionProviders | null,
  extra: Partial<MyListEntry> = {},
): MyListEntry => ({
  type: 'movie',
  id,
  onList: 1,
  changedAt: '2026-01-01T00:00:00Z',
  summary: { id, title: `T${id}`, poster_path: null, release_date: null, vote_average: 0 },
  availability: { DE: { providers: offers, available_in: ['DE'], savedAt: 1 } },
  ...extra,
});

describe('diffOffers', () => {
  it('says which service a title arrived on and which it left', () => {
    expect(
      labels(
        { flatrate: [p(337, 'Disney Plus'), p(421, 'Joyn Plus')] },
        { flatrate: [p(337, 'Disney Plus'), p(8, 'Netflix')] },
      ),
    ).toEqual(['Now on Netflix', 'Left Joyn Plus']);
    // Free and with-ads count as streaming; moving from ads to a subscription on the same service is no change.
    expect(labels({ ads: [p(9, 'Prime Video')] }, { flatrate: [p(9, 'Prime Video')] })).toEqual([]);
    expect(labels(null, { free: [p(5, 'Pluto TV')] })).toEqual(['Now on Pluto TV']);
    expect(labels({ flatrate: [p(9, 'Prime Video')] }, null)).toEqual(['Left Prime Video']);
  });

  it('says when a title becomes rentable or buyable only, and not when it also starts streaming there', () => {
    expect(
      labels(
        { flatrate: [p(8, 'Netflix')] },
        { flatrate: [p(8, 'Netflix')], rent: [p(2, 'Apple TV')], buy: [p(3, 'Google Play')] },
      ),
    ).toEqual(['Now to rent on Apple TV', 'Now to buy on Google Play']);
    expect(
      labels({ rent: [p(2, 'Apple TV')] }, { flatrate: [p(2, 'Apple TV')], rent: [p(2, 'Apple TV')] }),
    ).toEqual(['Now on Apple TV']);
  });

  it('says nothing for unchanged offers, whatever their order', () => {
    const offers = { flatrate: [p(8), p(337)], rent: [p(2)], buy: [p(2), p(3)] };
    expect(diffOffers(offers, { flatrate: [p(337), p(8)], rent: [p(2)], buy: [p(3), p(2)] })).toEqual([]);
    expect(diffOffers(null, null)).toEqual([]);
  });

  it('takes a name from either side, else says "an unnamed service", never "undefined"', () => {
    expect(
      labels({ flatrate: [p(8, 'Netflix')] }, { rent: [p(8, '')], flatrate: [p(77, undefined)] }),
      // Netflix now only rents it: it left the subscription and is to rent (its name from before).
    ).toEqual(['Now on an unnamed service', 'Left Netflix', 'Now to rent on Netflix']);
    expect(labels({ rent: [p(2, 'Apple TV')] }, { flatrate: [p(2, '  ')] })).toEqual(['Now on Apple TV']);
    expect(labels(null, { flatrate: [p(8, undefined)] }).join()).not.toMatch(/undefined/);
  });
});

describe('noteChanges', () => {
  const netflix = { flatrate: [p(8, 'Netflix')] };
  const prime = { flatrate: [p(9, 'Prime Video')] };

  it('records nothing the first time a country is seen, or when nothing changed', () => {
    const first = noteChanges(undefined, entry(1, netflix), 'DE', 10);
    expect(first.changes).toBeUndefined();
    const noCountry = noteChanges({ ...entry(1, null), availability: {} }, entry(1, netflix), 'DE', 10);
    expect(noCountry.changes).toBeUndefined();
    expect(noteChanges(entry(1, netflix), entry(1, { ...netflix }), 'DE', 10).changes).toBeUndefined();
  });

  it('records a change as unseen, compares later refreshes with what the visitor saw, forgets an undone one', () => {
    const a = noteChanges(entry(1, netflix), entry(1, prime), 'DE', 10);
    expect(a.changes?.DE).toEqual({ from: netflix, items: expect.any(Array), at: 10 });
    expect(a.changes!.DE.items.map(changeLabel)).toEqual(['Now on Prime Video', 'Left Netflix']);
    // Another refresh before the visit: compared with Netflix (what the visitor saw), not with Prime Video.
    const both = { flatrate: [p(8, 'Netflix'), p(9, 'Prime Video')] };
    const b = noteChanges(a, { ...entry(1, both), changes: a.changes }, 'DE', 20);
    expect(b.changes!.DE.items.map(changeLabel)).toEqual(['Now on Prime Video']);
    expect(b.changes!.DE.at).toBe(20);
    // Back to what the visitor saw: nothing to say.
    expect(noteChanges(b, { ...entry(1, netflix), changes: b.changes }, 'DE', 30).changes).toBeUndefined();
  });

  it('keeps a seen change shown until a new one replaces it, for 30 days', () => {
    const seen = { DE: { from: netflix, items: diffOffers(netflix, prime), at: 10, seenAt: 11 } };
    const same = noteChanges(entry(1, prime, { changes: seen }), entry(1, prime), 'DE', 50);
    expect(same.changes).toEqual(seen);
    expect(shownChanges(same, 'DE', 10 + 29 * 86_400_000)).not.toBeNull();
    expect(shownChanges(same, 'DE', 10 + 31 * 86_400_000)).toBeNull();
    const next = noteChanges(entry(1, prime, { changes: seen }), entry(1, netflix), 'DE', 60);
    expect(next.changes!.DE).toEqual({ from: prime, items: diffOffers(prime, netflix), at: 60 });
  });
});

describe('unseen changes and the app badge', () => {
  const clear = async () => {
    await db.myList.clear();
    await db.lists.clear();
  };
  beforeEach(clear);
  afterEach(clear); // nothing left for the next file (one environment per worker)

  it('counts titles with unseen changes and pushed titles, and looking at My List clears them', async () => {
    const changed = noteChanges(entry(1, { flatrate: [p(8)] }), entry(1, { flatrate: [p(9)] }), 'DE', 10);
    await db.myList.bulkPut([changed, entry(2, null), entry(3, null, { onList: 0 })]);
    expect(await unseenCount()).toBe(1);
    // A push about title 2 (listed) and title 3 (removed) and a malformed one: only title 2 counts more.
    await notePushed([
      { type: 'movie', id: 2 },
      { type: 'movie', id: 3 },
      { type: 'x', id: 'y' },
    ]);
    expect(await unseenCount()).toBe(2);
    const badge: number[] = [];
    const nav = {
      setAppBadge: async (n?: number) => void badge.push(n ?? -1),
      clearAppBadge: async () => void badge.push(0),
    } as unknown as Navigator;
    expect(await refreshBadge(nav)).toBe(2);
    await markSeen('DE', 20);
    expect(await unseenCount()).toBe(0);
    expect(await refreshBadge(nav)).toBe(0);
    expect(badge).toEqual([2, 0]);
    expect((await db.myList.get(['movie', 1]))?.changes?.DE.seenAt).toBe(20);
    // No Badging API: the count is still computed, nothing is called.
    expect(await refreshBadge({} as Navigator)).toBe(0);
  });
});
