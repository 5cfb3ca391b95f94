// Builds the search part of the CatalogIndex from catalog_search rows: entries in the ranking's tie order
// (popularity desc, kind, id, as the SQL it replaces) and, per word prefix of 1..PREFIX_LENGTH code points, the
// ascending positions of the entries having such a word.
import type { MediaType } from '../../../contract';
import type { SearchEntry } from './catalog-index';

/** Word prefixes up to this length have exact posting lists; longer tokens filter the 3-letter list. */
export const PREFIX_LENGTH = 3;

export function buildSearch(
  rows: Array<{
    kind: MediaType | 'person';
    ref_id: number;
    name_text: string;
    words: string;
    popularity: number;
    adult: number;
  }>,
  entries: SearchEntry[],
  prefixes: Map<string, Int32Array>,
): void {
  const ranked = rows
    .map((r) => ({ ...r, ref_id: Number(r.ref_id), popularity: Number(r.popularity) }))
    .sort(
      (a, b) =>
        b.popularity - a.popularity ||
        (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) ||
        a.ref_id - b.ref_id,
    );
  const lists = new Map<string, number[]>();
  ranked.forEach((r, position) => {
    const words = r.words.split(' ').filter(Boolean);
    entries.push({
      kind: r.kind,
      refId: r.ref_id,
      name: r.name_text,
      words,
      adult: Number(r.adult) !== 0,
    });
    const seen = new Set<string>();
    for (const word of words) {
      let prefix = '';
      let n = 0;
      // Code points, not UTF-16 units: the query side slices the same way.
      for (const char of word) {
        if (++n > PREFIX_LENGTH) break;
        prefix += char;
        if (seen.has(prefix)) continue;
        seen.add(prefix);
        let list = lists.get(prefix);
        if (!list) lists.set(prefix, (list = []));
        list.push(position);
      }
    }
  });
  for (const [prefix, list] of lists) prefixes.set(prefix, Int32Array.from(list));
}
