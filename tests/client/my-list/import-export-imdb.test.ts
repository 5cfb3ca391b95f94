// Issue #45 item 12: an IMDb id given by an imported file is kept on the device and exported again, also for a
// title the catalog knows no IMDb id for (TV shows: TMDB's show details carry none) and for a rated-only title.
import { beforeEach, describe, expect, it } from 'vitest';
import type { MatchCandidate } from '../../../api/src/contract/title-match';
import { db } from '../../../client/lib/db';
import { saveImport } from '../../../client/features/my-list/import/save-import';
import {
  deviceExportItems,
  toJson,
  toLetterboxdCsv,
} from '../../../client/features/my-list/import/export-list';
import { parseImport } from '../../../client/features/my-list/import/import-file';

const SESSION = '6f1c7a52-3f0e-4a55-9a39-2a3b8c1d9e10';
const got: MatchCandidate = {
  media_type: 'tv',
  id: 1399,
  title: 'Game of Thrones',
  original_title: null,
  year: 2011,
  imdb_id: null,
  poster_path: null,
  popularity: 1,
};
const inception: MatchCandidate = { ...got, media_type: 'movie', id: 27205, title: 'Inception', year: 2010 };

describe('an imported IMDb id is exported again', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
  });

  it('keeps tt0944947 for Game of Thrones (listed) and tt1375666 for Inception (rated only) in CSV and JSON', async () => {
    await saveImport(
      [
        { row: { line: 2, title: 'Game of Thrones', imdb_id: 'tt0944947' }, title: got },
        {
          row: { line: 3, title: 'Inception', imdb_id: 'tt1375666', rating: 5, on_list: false },
          title: inception,
        },
      ],
      SESSION,
    );
    const items = await deviceExportItems(new Map());
    expect(items.map((i) => [i.title, i.imdb_id])).toEqual(
      expect.arrayContaining([
        ['Game of Thrones', 'tt0944947'],
        ['Inception', 'tt1375666'],
      ]),
    );
    const json = JSON.parse(toJson(items)) as { items: Array<{ id: number; imdb_id: string | null }> };
    expect(json.items.find((i) => i.id === 1399)?.imdb_id).toBe('tt0944947');
    const csv = parseImport(toLetterboxdCsv(items));
    expect(csv.rows.find((r) => r.tmdb_id === 1399)?.imdb_id).toBe('tt0944947');
  });

  it("the catalog's id is used when the file gave none", async () => {
    await saveImport([{ row: { line: 2, title: 'Inception' }, title: inception }], SESSION);
    const items = await deviceExportItems(
      new Map([['movie:27205', { title: 'Inception', year: 2010, imdb_id: 'tt1375666' }]]),
    );
    expect(items[0].imdb_id).toBe('tt1375666');
  });
});
