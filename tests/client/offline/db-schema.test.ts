import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { SCHEMA_V1, StreamFinderDB } from '../../../client/lib/db';

describe('Dexie schema upgrades', () => {
  it('upgrades a version-1 database without losing saved titles, ratings or the outbox', async () => {
    const name = `upgrade-${Math.random()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores(SCHEMA_V1);
    await v1.open();
    await v1.table('recent').put({
      type: 'movie',
      id: 550,
      title: 'Fight Club',
      slug: 'fight-club',
      poster_path: null,
      year: '1999',
      vote_average: 8.4,
      viewedAt: 1,
    });
    await v1.table('titles').put({
      type: 'movie',
      id: 550,
      region: 'US',
      details: { id: 550, title: 'Fight Club', slug: 'fight-club' },
      viewedAt: 1,
    });
    await v1.table('outbox').put({
      content_type: 'movie',
      content_id: 550,
      rating: 4,
      session_id: 's',
      rated_at: '2025-03-29T10:00:00.000Z',
      queuedAt: 1,
      attempts: 0,
    });
    v1.close();

    const current = new StreamFinderDB(name);
    await current.open();
    expect(current.verno).toBeGreaterThanOrEqual(2);
    // v2 backfilled the search field and the slug, and their indexes answer
    expect(await current.recent.where('search').startsWith('fight').count()).toBe(1);
    const bySlug = await current.titles.where('[type+slug]').equals(['movie', 'fight-club']).first();
    expect(bySlug?.id).toBe(550);
    expect(await current.outbox.get(['movie', 550])).toMatchObject({ rating: 4 });
    current.close();
    await Dexie.delete(name);
  });

  it('creates a fresh database at the latest version', async () => {
    const name = `fresh-${Math.random()}`;
    const fresh = new StreamFinderDB(name);
    await fresh.open();
    expect(fresh.tables.map((t) => t.name).sort()).toEqual([
      'knownTitles',
      'lists',
      'myList',
      'myRatings',
      'outbox',
      'recent',
      'titles',
      'watchlistOutbox',
    ]);
    fresh.close();
    await Dexie.delete(name);
  });
});
