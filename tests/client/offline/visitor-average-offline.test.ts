// Issue #45 item 10: a title's visitors' rating average is kept on the device with the title, and read back when the
// network fails (the browser test is tests/e2e/offline-visitor-ratings.test.ts).
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { averageRatingQueryOptions } from '../../../client/api/ratings';
import { db } from '../../../client/lib/db';
import { readSaved, saveQueryResult } from '../../../client/lib/offline-store';
import { queryKeys } from '../../../client/lib/query-keys';
import { hasStoredShape, keptOnDevice } from '../../../client/lib/stored-shapes';

const key = queryKeys.averageRating('movie', 550);

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a title's visitors' average on the device", () => {
  it('is kept, in the wire shape only', async () => {
    expect(keptOnDevice(key)).toBe(true);
    expect(hasStoredShape(key, { averageRating: 4.5, totalCount: 2 })).toBe(true);
    expect(hasStoredShape(key, null)).toBe(true);
    for (const bad of [
      { averageRating: '4.5', totalCount: 2 },
      { averageRating: 7, totalCount: 2 },
      { averageRating: 4, totalCount: -1 },
      { averageRating: 4, totalCount: 1.5 },
      4,
    ])
      expect(hasStoredShape(key, bad), JSON.stringify(bad)).toBe(false);
    await saveQueryResult(key, { averageRating: 4.5, totalCount: 2 });
    expect(await readSaved(key)).toEqual({ averageRating: 4.5, totalCount: 2 });
  });

  it("answers the average's query when the network fails", async () => {
    await saveQueryResult(key, { averageRating: 5, totalCount: 1 });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery(averageRatingQueryOptions('movie', 550))).resolves.toEqual({
      averageRating: 5,
      totalCount: 1,
    });
  });
});
