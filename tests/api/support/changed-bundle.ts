// Copies of the bundled catalog with edited movies, for the re-import and availability tests (issue #37).
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { embeddedDataDir } from '../../../api/src/catalog/sources/embedded/catalog-importer';

/** One provider as TMDB lists it in watch/providers. */
export const offer = (id: number) => ({
  provider_id: id,
  provider_name: `P${id}`,
  logo_path: null,
  display_priority: 1,
});

/** A movie of the bundle as its file holds it (parsed JSON). */
type BundledMovie = ReturnType<typeof JSON.parse>;

/**
 * A copy of the bundled catalog in a temporary folder (the caller removes it) whose movies are `edit`'s answer to
 * the bundled ones.
 */
export function editedBundle(edit: (movies: BundledMovie[]) => BundledMovie[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'sf-bundle-'));
  cpSync(embeddedDataDir(), dir, { recursive: true });
  const file = join(dir, 'movies.ndjson.gz');
  const movies = gunzipSync(readFileSync(file))
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
  writeFileSync(
    file,
    gzipSync(
      edit(movies)
        .map((m) => JSON.stringify(m))
        .join('\n'),
    ),
  );
  return dir;
}

/** A copy of the bundle where Fight Club's German offers change and The Matrix is renamed (offers unchanged). */
export function changedBundle(): string {
  return editedBundle((movies) => {
    const fightClub = movies.find((m) => m.id === 550);
    // Before: DE has Disney Plus (337) and Joyn Plus (421) to stream. After: Netflix (8) instead of Joyn Plus.
    fightClub['watch/providers'].results.DE.flatrate = [offer(337), offer(8)];
    const matrix = movies.find((m) => m.id === 603);
    matrix.title = 'The Matrix Qwzx';
    return movies;
  });
}
