// Reading an imported list file (issue #38): rating conversions, the layouts recognised from the header, and the
// bad files refused with their message (client/features/my-list/import/import-decode.ts, import-file.ts).
import { describe, expect, it } from 'vitest';
import {
  decodeImport,
  ImportFileError,
  MAX_FILE_BYTES,
} from '../../../client/features/my-list/import/import-decode';
import { parseImport } from '../../../client/features/my-list/import/import-file';
import { starsFromImdb, starsFromLetterboxd } from '../../../client/features/my-list/import/import-values';

const bytes = (s: string) => new TextEncoder().encode(s);
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof ImportFileError) return err.code;
    throw err;
  }
  return 'none';
};

describe('rating conversions', () => {
  it('IMDb 1-10 -> 1-5 rounded half up; 0 and nothing are no rating', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(starsFromImdb)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect(starsFromImdb(0)).toBeUndefined();
    expect(starsFromImdb(Number.NaN)).toBeUndefined();
  });

  it('Letterboxd 0.5-5 -> rounded up; never 0', () => {
    expect([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5].map(starsFromLetterboxd)).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4, 5, 5,
    ]);
    expect(starsFromLetterboxd(0)).toBeUndefined();
  });
});

describe('layouts', () => {
  it('IMDb ratings.csv: id, type, stars, dates; episodes left out', () => {
    const p = parseImport(
      [
        'Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors',
        'tt0137523,9,2024-02-03,Fight Club,Fight Club,https://www.imdb.com/title/tt0137523/,Movie,8.8,139,1999,Drama,2000000,1999-10-15,David Fincher',
        'tt0944947,7,2024-02-04,Game of Thrones,Game of Thrones,,TV Series,9.2,57,2011,,,,',
        'tt1480055,8,2024-02-05,Winter Is Coming,,,TV Episode,9.0,62,2011,,,,',
      ].join('\r\n'),
      Date.parse('2025-01-01'),
    );
    expect(p.format).toBe('imdb');
    expect(p.skipped).toBe(1);
    expect(p.rows).toEqual([
      {
        line: 2,
        type: 'movie',
        imdb_id: 'tt0137523',
        title: 'Fight Club',
        year: 1999,
        rating: 5,
        rated_at: '2024-02-03T12:00:00.000Z',
        added_at: '2024-02-03T12:00:00.000Z',
      },
      expect.objectContaining({ type: 'tv', title: 'Game of Thrones', year: 2011, rating: 4 }),
    ]);
  });

  it('Letterboxd watchlist and ratings; the import format our CSV export writes; our JSON', () => {
    const w = parseImport('Date,Name,Year,Letterboxd URI\n2024-01-01,Amélie,2001,https://boxd.it/1\n');
    expect(w.format).toBe('letterboxd');
    expect(w.rows[0]).toMatchObject({ title: 'Amélie', year: 2001, type: 'movie', rating: undefined });
    const r = parseImport(
      'Date,Name,Year,Letterboxd URI,Rating\n2024-01-01,Alien,1979,https://boxd.it/2,3.5\n',
    );
    expect(r.rows[0]).toMatchObject({ rating: 4, rated_at: '2024-01-01T12:00:00.000Z' });
    const own = parseImport(
      'Title,Year,imdbID,tmdbID,Rating,WatchedDate\nFight Club,1999,tt0137523,550,5,2024-03-01\n',
    );
    expect(own.format).toBe('letterboxd-import');
    expect(own.rows[0]).toMatchObject({ imdb_id: 'tt0137523', tmdb_id: 550, rating: 5 });
    const json = parseImport(
      JSON.stringify({
        app: 'StreamFinder',
        version: 1,
        items: [
          {
            media_type: 'tv',
            id: 1399,
            title: 'Game of Thrones',
            year: 2011,
            rating: 4,
            rated_at: '2024-01-01T00:00:00Z',
            on_list: false,
          },
        ],
      }),
    );
    expect(json.format).toBe('streamfinder-json');
    expect(json.rows[0]).toMatchObject({ type: 'tv', tmdb_id: 1399, rating: 4, on_list: false });
  });

  it('plain CSVs: a title and a year with a header, IMDb ids without one', () => {
    expect(parseImport('Film;Year\nAlien;1979\n').rows[0]).toMatchObject({ title: 'Alien', year: 1979 });
    const t = parseImport('name,year\n"Crouching Tiger, Hidden Dragon",2000\n');
    expect(t.rows[0]).toMatchObject({ title: 'Crouching Tiger, Hidden Dragon', year: 2000 });
    const ids = parseImport('tt0137523\ntt0133093\n');
    expect(ids.rows.map((r) => r.imdb_id)).toEqual(['tt0137523', 'tt0133093']);
    const bare = parseImport('Alien,1979\nAliens,1986\n');
    expect(bare.rows[1]).toMatchObject({ title: 'Aliens', year: 1986 });
  });
});

describe('bad files', () => {
  it('each gets its own refusal', () => {
    expect(codeOf(() => decodeImport(new Uint8Array(0)))).toBe('empty');
    expect(codeOf(() => parseImport('  \n\n'))).toBe('empty');
    expect(codeOf(() => parseImport('Const,Title,Year\n'))).toBe('empty');
    expect(codeOf(() => decodeImport(new Uint8Array(MAX_FILE_BYTES + 1)))).toBe('too_large');
    expect(codeOf(() => decodeImport(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13, 1, 2, 3])))).toBe(
      'binary',
    );
    expect(codeOf(() => decodeImport(bytes('PK\u0003\u0004...')))).toBe('archive');
    expect(codeOf(() => parseImport('Date,Amount,Category\n2024-01-01,3,Food\n'))).toBe('columns');
    expect(codeOf(() => parseImport('{"movies": []}'))).toBe('json');
    expect(codeOf(() => parseImport('{"app": "StreamFinder", "items": [ {'))).toBe('json');
  });

  it('UTF-8 and Windows-1252 files are read; a mix of the two is refused', () => {
    expect(decodeImport(bytes('Name,Year\nAmélie,2001\n'))).toContain('Amélie');
    expect(
      decodeImport(Uint8Array.from([...bytes('Name,Year\nAm'), 0xe9, ...bytes('lie,2001\n')])),
    ).toContain('Amélie');
    const mixed = Uint8Array.from([...bytes('Name,Year\nAmélie,2001\nAm'), 0xe9, ...bytes('lie,2001\n')]);
    expect(codeOf(() => decodeImport(mixed))).toBe('encoding');
    const utf16 = Uint8Array.from([0xff, 0xfe, ...[...'Name'].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(decodeImport(utf16)).toBe('Name');
  });
});
