// Typos of a query word (index-search.ts, issue #36): how many it may have, and the words of the catalog within
// them, counted as Damerau did (issue #46: a letter dropped, added or changed, or two neighbours swapped). One
// typo needs no radix-tree walk: each word is kept under itself and under each of its one-deletion
// forms (SymSpell's deletion neighbourhood), so a word within one typo of the query shares a key with the query
// or one of its own one-deletion forms: a few Map reads (~2 us) where MiniSearch's walk of the tree takes ~45-65
// us on the bundled catalog. Two typos still walk the tree: their neighbourhood would be some 25 keys per word.
import type SearchableMap from 'minisearch/SearchableMap';
import { distanceWithin } from './index-search-tokens';

/**
 * Meilisearch's defaults (one typo from 5 letters, two from 9), and one typo for a word of 3 or 4 letters that
 * starts no word of the catalog: a 4-letter word with a letter dropped ("jokr", "irn man") or two letters swapped
 * ("jonh wick", "satr wars") is a common typo on a phone, and a short word that does start one ("star", "love",
 * "the") stays exact, so what people type letter by letter gains no noise; so does a short word with a digit.
 * Measured on the 200 most-voted titles with one typo in the longest word (npm run bench:typos, issue #46), in
 * the top 3 of search: a letter dropped 88.0% with one typo from 4 letters only, 92.0% with this.
 */
export function typosAllowed(token: string, startsAWord: (token: string) => boolean): number {
  const n = [...token].length;
  if (n >= 9) return 2;
  if (n >= 5) return 1;
  // A short number is meant as typed ("007" is no typo of "000", nor "300" of "30").
  return n >= 3 && !/\p{N}/u.test(token) && !startsAWord(token) ? 1 : 0;
}

/** Each form of a word with one UTF-16 code unit deleted (as the radix tree counts typos), then the word. */
function forms(word: string): string[] {
  const all: string[] = [];
  for (let i = 0; i < word.length; i++) all.push(word.slice(0, i) + word.slice(i + 1));
  all.push(word);
  return all;
}

/**
 * Damerau's distance (optimal string alignment) over UTF-16 code units when it is 0 or 1, else 2: one pass, as
 * one typo is one substitution or one swap of neighbours (same length), or one insertion (the rest equal once the
 * first difference is skipped).
 */
export function upToOneTypo(a: string, b: string): number {
  if (a === b) return 0;
  const [long, short] = a.length >= b.length ? [a, b] : [b, a];
  const extra = long.length - short.length;
  if (extra > 1) return 2;
  let i = 0;
  while (i < short.length && long.charCodeAt(i) === short.charCodeAt(i)) i++;
  let from = i + 1;
  // Two neighbours swapped ("jokre" for "joker"): the rest after them equal.
  if (
    extra === 0 &&
    i + 1 < short.length &&
    long.charCodeAt(i) === short.charCodeAt(i + 1) &&
    long.charCodeAt(i + 1) === short.charCodeAt(i)
  )
    from = i + 2;
  for (let j = from, k = from - extra; k < short.length; j++, k++)
    if (long.charCodeAt(j) !== short.charCodeAt(k)) return 2;
  return 1;
}

export class Typos<T> {
  /** A word or one of its one-deletion forms -> the words it comes from. */
  private readonly near = new Map<string, string[]>();

  constructor(private readonly vocabulary: SearchableMap<T>) {
    for (const word of vocabulary.keys())
      for (const form of forms(word)) {
        const list = this.near.get(form);
        if (!list) this.near.set(form, [word]);
        else if (list[list.length - 1] !== word) list.push(word);
      }
  }

  /**
   * The words within `max` (1 or 2) typos of the token -> their values and typos, as SearchableMap.fuzzyGet
   * answers: for one typo, from the words under the token's own forms.
   */
  within(token: string, max: number): Map<string, [T, number]> {
    if (max > 1) {
      // The walk counts a swap of neighbours as two typos (Levenshtein): counted again as Damerau's one.
      const walked = this.vocabulary.fuzzyGet(token, max);
      for (const [word, found] of walked) if (found[1] > 1) found[1] = distanceWithin(token, word, max);
      return walked;
    }
    const found = new Map<string, [T, number]>();
    for (const form of forms(token))
      for (const word of this.near.get(form) ?? [])
        if (!found.has(word)) {
          const typos = upToOneTypo(token, word);
          if (typos <= 1) found.set(word, [this.vocabulary.get(word) as T, typos]);
        }
    return found;
  }
}
