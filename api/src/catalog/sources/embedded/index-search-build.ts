// Builds the search part of the CatalogIndex from catalog_search rows: entries in the ranking's tie order (how
// well-known: fame() desc, then kind, id), per word prefix of 1..PREFIX_LENGTH code points the ascending
// positions of the entries having such a word, and every whole word with its positions in a radix tree
// (MiniSearch's SearchableMap), which finds the words within a typo or two of a query word (issue #36).
import SearchableMap from 'minisearch/SearchableMap';
import type { MediaType } from '../../../contract';
import type { SearchEntry } from './catalog-index';

/** Word prefixes up to this length have exact posting lists; longer tokens filter the 3-letter list. */
export const PREFIX_LENGTH = 3;

/**
 * How well-known an entry is: TMDB's vote count (how many people have seen and rated it: Star Wars, 22,000)
 * and its popularity (this week's interest: Stargate SG-1, 119), each on a log scale so neither swamps the other.
 * People have no votes: their popularity only.
 */
export function fame(popularity: number, votes: number): number {
  return Math.log10(1 + Math.max(0, votes)) + Math.log10(1 + Math.max(0, popularity));
}

export function buildSearch(
  rows: Array<{
    kind: MediaType | 'person';
    ref_id: number;
    name_text: string;
    words: string;
    popularity: number;
    adult: number;
    /** The title's vote count (absent for people). */
    votes?: number;
  }>,
  entries: SearchEntry[],
  prefixes: Map<string, Int32Array>,
  vocabulary: SearchableMap<Int32Array>,
): void {
  const ranked = rows
    .map((r) => ({
      ...r,
      ref_id: Number(r.ref_id),
      fame: fame(Number(r.popularity), Number(r.votes ?? 0)),
    }))
    .sort(
      (a, b) => b.fame - a.fame || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) || a.ref_id - b.ref_id,
    );
  const lists = new Map<string, number[]>();
  const wordLists = new Map<string, number[]>();
  ranked.forEach((r, position) => {
    const words = r.words.split(' ').filter(Boolean);
    entries.push({
      kind: r.kind,
      refId: r.ref_id,
      name: r.name_text,
      words,
      adult: Number(r.adult) !== 0,
      fame: r.fame,
    });
    const seen = new Set<string>();
    for (const word of words) {
      if (!seen.has(` ${word}`)) {
        seen.add(` ${word}`);
        let list = wordLists.get(word);
        if (!list) wordLists.set(word, (list = []));
        list.push(position);
      }
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
  for (const [word, list] of wordLists) vocabulary.set(word, Int32Array.from(list));
}
