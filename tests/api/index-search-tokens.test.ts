// The search index's per-word work (index-search-tokens.ts, issue #36): a query word that does not drive the
// query is checked against each candidate's own words, with the Levenshtein distance MiniSearch's radix tree
// uses (UTF-16 code units), so it gets the typos the tree walk would give; the tree is walked for a word's typos
// only when that spares many such checks, and once: the next queries that type the word reuse what it found.
import SearchableMap from 'minisearch/SearchableMap';
import { describe, expect, it } from 'vitest';
import type { SearchEntry } from '../../api/src/catalog/sources/embedded/catalog-index';
import { IndexSearch } from '../../api/src/catalog/sources/embedded/index-search';
import { buildSearch } from '../../api/src/catalog/sources/embedded/index-search-build';
import {
  distanceWithin,
  matchDirect,
  matchPlanned,
  type TokenMatch,
} from '../../api/src/catalog/sources/embedded/index-search-tokens';

let seed = 99;
const random = (): number => (seed = (seed * 48271) % 2147483647) / 2147483647;
const ALPHABET = ['a', 'b', 'c', 'é', '𝒜', '東'];
const word = (max: number): string =>
  Array.from({ length: Math.floor(random() * (max + 1)) }, () => ALPHABET[Math.floor(random() * 6)]).join('');

/** The plain dynamic programme over UTF-16 code units. */
function levenshtein(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}

describe('search index words', () => {
  it('counts typos as the plain Levenshtein distance, capped just over the most allowed', () => {
    for (let i = 0; i < 5000; i++) {
      const a = word(7);
      const b = random() < 0.3 ? a.slice(0, -1) + word(1) : word(7);
      const max = 1 + Math.floor(random() * 2);
      const d = levenshtein(a, b);
      expect(distanceWithin(a, b, max), `${a} ${b} ${max}`).toBe(d <= max ? d : max + 1);
    }
    expect(distanceWithin('incption', 'inception', 1)).toBe(1);
    expect(distanceWithin('godfater', 'godfather', 2)).toBe(1);
    expect(distanceWithin('jokr', 'joker', 1)).toBe(1);
    expect(distanceWithin('star', 'wars', 2)).toBe(3);
    // An astral letter is two code units, as the radix tree counts it.
    expect(distanceWithin('𝒜lpha', 'alpha', 2)).toBe(2);
  });

  it('matches a word checked against the entry as its plan would', () => {
    const words = ['the', 'dark', 'knight', 'rises'];
    const out: TokenMatch = { typos: -1, text: '' };
    const direct = (token: string, allowed: number) =>
      matchDirect(words, { token, length: [...token].length, allowed, prefix: new Int32Array(0) }, out)
        ? { ...out }
        : undefined;
    expect(direct('kni', 0)).toEqual({ typos: 0, text: 'kni' });
    expect(direct('knigt', 1)).toEqual({ typos: 1, text: 'knight' });
    expect(direct('knigt', 0)).toBeUndefined();
    expect(direct('thedark', 1)).toEqual({ typos: 1, text: 'the dark' });
    expect(direct('darkknight', 2)).toEqual({ typos: 1, text: 'dark knight' });
    expect(direct('rses', 1)).toEqual({ typos: 1, text: 'rises' });
    expect(direct('nothing', 1)).toBeUndefined();
    const plan = {
      token: 'knigt',
      fuzzy: new Map([['knight', 1]]),
      splits: [],
      lists: [],
      size: 0,
    };
    expect(matchPlanned(words, plan, out)).toBe(true);
    expect(out).toEqual({ typos: 1, text: 'knight' });
  });

  it('walks the radix tree for typos only when it spares many checks, and once per word', () => {
    const entries: SearchEntry[] = [];
    const prefixes = new Map<string, Int32Array>();
    const vocabulary = new SearchableMap<Int32Array>();
    const names = [
      'pirates of the caribbean',
      'pirates of the caribbean dead mans chest',
      'the dark knight',
      'the pirates',
      'of mice and men',
      'the godfather',
      // Many titles with "the": a typo'd word beside it is worth a walk.
      ...Array.from({ length: 600 }, (_, i) => `the film ${i}`),
    ];
    buildSearch(
      names.map((name, i) => ({
        kind: 'movie' as const,
        ref_id: i + 1,
        name_text: name,
        words: name,
        popularity: 1000 - i,
        adult: 0,
        votes: 100,
      })),
      entries,
      prefixes,
      vocabulary,
    );
    const search = new IndexSearch({ entries, prefixes, vocabulary });
    const walked: Array<[string, number]> = [];
    const fuzzyGet = vocabulary.fuzzyGet.bind(vocabulary);
    vocabulary.fuzzyGet = (key: string, distance: number) => {
      walked.push([key, distance]);
      return fuzzyGet(key, distance);
    };
    const ids = (q: string) => search.match(q, ['movie'], false).map((e) => e.refId);
    // "of" has no typo to look for and three candidates: "pirates" and "carib" are checked on them.
    expect(ids('pirates of the carib')).toEqual([1, 2]);
    expect(ids('pirates of the carribean')).toEqual([1, 2]);
    expect(walked).toEqual([]);
    // A word alone drives its query: walked once, then its plan is kept for the next queries.
    expect(ids('pirtes')).toEqual([1, 2, 4]);
    expect(ids('pirtes o')).toEqual([1, 2]);
    expect(ids('pirtes of the')).toEqual([1, 2]);
    expect(walked).toEqual([['pirtes', 1]]);
    // Beside "the" (603 candidates) a typo'd word is worth its walk.
    expect(ids('the godfater')).toEqual([6]);
    expect(walked).toEqual([
      ['pirtes', 1],
      ['godfater', 1],
    ]);
  });
});
