// Saving a confirmed import on the device (issue #38, docs/decisions.md #25): newest wins per title against
// what was made here, an undated row never replaces a rating, duplicates collapse, and a failure half-way
// leaves every table as it was (one transaction).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchCandidate } from '../../../api/src/contract/title-match';
import { db } from '../../../client/lib/db';
import { saveImport } from '../../../client/features/my-list/import/save-import';

const SESSION = '6f1c7a52-3f0e-4a55-9a39-2a3b8c1d9e10';
const title = (id: number, media_type: 'movie' | 'tv' = 'movie'): MatchCandidate => ({
  media_type,
  id,
  title: `Title ${id}`,
  original_title: null,
  year: 2000,
  imdb_id: null,
  poster_path: null,
  popularity: 1,
});

async function snapshot() {
  return {
    list: await db.myList.toArray(),
    listOutbox: await db.watchlistOutbox.toArray(),
    ratings: await db.myRatings.toArray(),
    outbox: await db.outbox.toArray(),
  };
}

describe('saveImport', () => {
  beforeEach(async () => {
    await Promise.all([
      db.myList.clear(),
      db.watchlistOutbox.clear(),
      db.myRatings.clear(),
      db.outbox.clear(),
    ]);
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists and rates new titles through both outboxes; newest wins against ratings and removals made here', async () => {
    await db.myRatings.bulkPut([
      {
        content_type: 'movie',
        content_id: 2,
        rating: 1,
        rated_at: '2024-06-01T00:00:00.000Z',
        session_id: SESSION,
      },
      {
        content_type: 'movie',
        content_id: 3,
        rating: 1,
        rated_at: '2024-01-01T00:00:00.000Z',
        session_id: SESSION,
      },
      {
        content_type: 'series',
        content_id: 4,
        rating: 2,
        rated_at: '2020-01-01T00:00:00.000Z',
        session_id: SESSION,
      },
    ]);
    await db.myList.put({
      type: 'movie',
      id: 5,
      onList: 0,
      changedAt: '2024-06-01T00:00:00.000Z',
      summary: { id: 5, title: 'Five', poster_path: null, release_date: null, vote_average: 0 },
      availability: {},
    });
    const summary = await saveImport(
      [
        { row: { line: 2, rating: 5, rated_at: '2024-03-01T12:00:00.000Z' }, title: title(1) },
        { row: { line: 3, rating: 5, rated_at: '2024-03-01T12:00:00.000Z' }, title: title(2) }, // older than here
        { row: { line: 4, rating: 5, rated_at: '2024-03-01T12:00:00.000Z' }, title: title(3) }, // newer than here
        { row: { line: 5, rating: 5 }, title: title(4, 'tv') }, // undated: the rating here stays
        { row: { line: 6, added_at: '2024-03-01T12:00:00.000Z' }, title: title(5) }, // removed here later
        { row: { line: 7, rating: 3, rated_at: '2024-04-01T12:00:00.000Z' }, title: title(1) }, // duplicate, newer
      ],
      SESSION,
      '2025-01-01T00:00:00.000Z',
    );
    expect(summary).toEqual({ added: 4, alreadyListed: 0, rated: 2, keptNewer: 2, keptRemoved: 1 });
    const s = await snapshot();
    expect(
      s.list
        .filter((e) => e.onList === 1)
        .map((e) => `${e.type}:${e.id}`)
        .sort(),
    ).toEqual(['movie:1', 'movie:2', 'movie:3', 'tv:4']);
    expect(s.listOutbox).toHaveLength(4);
    const rating = (type: string, id: number) =>
      s.ratings.find((r) => r.content_type === type && r.content_id === id)?.rating;
    expect([rating('movie', 1), rating('movie', 2), rating('movie', 3), rating('series', 4)]).toEqual([
      3, 1, 5, 2,
    ]);
    expect(s.outbox.map((r) => r.content_id).sort()).toEqual([1, 3]);
    expect(s.outbox.every((r) => r.session_id === SESSION && r.attempts === 0)).toBe(true);
  });

  it('a title already on My List is left as it was', async () => {
    await saveImport([{ row: { line: 2 }, title: title(7) }], SESSION, '2024-01-01T00:00:00.000Z');
    await db.watchlistOutbox.clear();
    const before = await snapshot();
    const summary = await saveImport([{ row: { line: 2 }, title: title(7) }], SESSION);
    expect(summary).toMatchObject({ added: 0, alreadyListed: 1 });
    expect(await snapshot()).toEqual(before);
  });

  it('a failure half-way changes nothing (one transaction)', async () => {
    await saveImport(
      [{ row: { line: 2, rating: 4, rated_at: '2024-01-01T12:00:00.000Z' }, title: title(8) }],
      SESSION,
    );
    const before = await snapshot();
    vi.spyOn(db.outbox, 'bulkPut').mockRejectedValue(new Error('QuotaExceededError'));
    await expect(
      saveImport(
        [
          { row: { line: 2, rating: 2, rated_at: '2024-05-01T12:00:00.000Z' }, title: title(8) },
          { row: { line: 3, rating: 5, rated_at: '2024-05-01T12:00:00.000Z' }, title: title(9) },
        ],
        SESSION,
      ),
    ).rejects.toThrow('QuotaExceededError');
    expect(await snapshot()).toEqual(before);
  });
});
