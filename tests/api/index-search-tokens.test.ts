// The search index's per-word work (index-search-tokens.ts, issue #36): a query word that does not drive the
// query is checked against each candidate's own words, with Damerau's distance (issue #46: a swap of neighbours
// is one typo; UTF-16 code units, as MiniSearch's radix tree counts them), so it gets the typos the tree walk
// would give once its Levenshtein count is counted again. The words one typo away are looked up
// in a deletion neighbourhood (index-search-typos.ts, the same words as the walk); the tree is walked for a
// word's two typos only when that spares many such checks, and once: the next queries that type the word reuse
// what it found.
import SearchableMap from 'minisearch/SearchableMap';
import { describe, expect, it } from 'vitest';
import type { SearchEntry } from '../../api/src/catalog/sources/embedded/catalog-index';
import { IndexSearch } from '../../api/src/catalog/sources/embedded/index-search';
import { buildSearch } from '../../api/src/catalog/sources/embedded/index-search-build';
import { seek } from '../../api/src/catalog/sources/embedded/index-search-lists';
import { Typos, upToOneTypo } from '../../api/src/catalog/sources/embedded/index-search-typos';
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

/** The plain dynamic programme over UTF-16 code units; with `swaps`, Damerau's (optimal string alignment). */
function distance(a: string, b: string, swaps: boolean): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (swaps && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}
const levenshtein = (a: string, b: string) => distance(a, b, false);
const damerau = (a: string, b: string) => distance(a, b, true);
/** `a` with two neighbours swapped at a random place (itself when too short). */
function swapped(a: string): string {
  if (a.length < 2) return a;
  const i = Math.floor(random() * (a.length - 1));
  return a.slice(0, i) + a[i + 1] + a[i] + a.slice(i + 2);
}

describe('search index words', () => {
  it("counts typos as Damerau's distance (or Levenshtein's), capped just over the most allowed", () => {
    for (let i = 0; i < 5000; i++) {
      const a = word(7);
      const r = random();
      const b =
        r < 0.3 ? a.slice(0, -1) + word(1) : r < 0.5 ? swapped(a) : r < 0.6 ? swapped(a) + word(1) : word(7);
      const max = 1 + Math.floor(random() * 2);
      const d = damerau(a, b);
      expect(distanceWithin(a, b, max), `${a} ${b} ${max}`).toBe(d <= max ? d : max + 1);
      const l = levenshtein(a, b);
      expect(distanceWithin(a, b, max, false), `${a} ${b} ${max}`).toBe(l <= max ? l : max + 1);
    }
    expect(distanceWithin('jokre', 'joker', 1)).toBe(1);
    expect(distanceWithin('interstlelar', 'interstellar', 2)).toBe(1);
    expect(distanceWithin('interstlelar', 'interstellar', 2, false)).toBe(2);
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

  it('moves a cursor along an ascending list to the first value at or past the one asked', () => {
    const list = Int32Array.from([2, 3, 5, 8, 13, 21, 34, 55, 89, 144]);
    for (let from = 0; from <= list.length; from++)
      for (let value = 0; value <= 150; value++) {
        let expected = from;
        while (expected < list.length && list[expected] < value) expected++;
        expect(seek(list, from, value), `${from} ${value}`).toBe(expected);
      }
  });

  it('finds the words one typo away (a swap is one) as the radix-tree walk for two does, without walking it', () => {
    for (let i = 0; i < 5000; i++) {
      const a = word(6);
      const r = random();
      const b = r < 0.4 ? a.slice(0, -1) + word(1) : r < 0.7 ? swapped(a) : word(6);
      const d = damerau(a, b);
      expect(upToOneTypo(a, b), `${a} ${b}`).toBe(Math.min(d, 2));
    }
    const vocabulary = new SearchableMap<number>();
    for (let i = 0; i < 2000; i++) vocabulary.set(word(6), i);
    const typos = new Typos(vocabulary);
    const fuzzyGet = vocabulary.fuzzyGet.bind(vocabulary);
    vocabulary.fuzzyGet = () => {
      throw new Error('walked');
    };
    for (let i = 0; i < 2000; i++) {
      const token = word(7);
      const walked = [...fuzzyGet(token, 2)]
        .filter(([w]) => damerau(token, w) <= 1)
        .map(([w, [v]]) => `${w}:${v}:${damerau(token, w)}`);
      const looked = [...typos.within(token, 1)].map(([w, [v, d]]) => `${w}:${v}:${d}`);
      expect(looked.sort(), token).toEqual(walked.sort());
    }
  });

  it('walks the radix tree for two typos only when it spares many checks, and once per word', () => {
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
    // One typo is looked up, never walked.
    expect(ids('pirtes')).toEqual([1, 2, 4]);
    expect(ids('pirtes of the')).toEqual([1, 2]);
    expect(ids('the godfater')).toEqual([6]);
    // "pirates" and "of" have three candidates: "caribbaen" (two typos allowed) is checked on them.
    expect(ids('pirates of the carib')).toEqual([1, 2]);
    expect(ids('pirates of the caribbaen')).toEqual([1, 2]);
    expect(walked).toEqual([]);
    // A word alone drives its query: walked once, then its plan is kept for the next queries.
    expect(ids('caribbaen')).toEqual([1, 2]);
    expect(ids('caribbaen d')).toEqual([2]);
    expect(walked).toEqual([['caribbaen', 2]]);
    // Beside "the" (603 candidates) a word with two typos allowed is worth its walk.
    expect(ids('the godfathre')).toEqual([6]);
    expect(walked).toEqual([
      ['caribbaen', 2],
      ['godfathre', 2],
    ]);
  });
});
