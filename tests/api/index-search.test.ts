// The in-memory search index (posting lists of word prefixes, index-search.ts) ranks exactly as a plain scan of
// every entry would: every query word starts a word of the entry, exact name first, then name prefix, then the
// rest, popularity desc then kind then id breaking ties. Checked against that scan, written out here, on a
// generated catalog (accents, CJK, digits, astral letters, equal popularities) for a few thousand random query
// shapes like the bench's (one letter, two or three letters, a common word and a letter, 100 characters,
// accents, emoji, exact names, names with a word missing).
import { describe, expect, it } from 'vitest';
import type { MediaType } from '../../api/src/contract';
import { searchText } from '../../api/src/catalog/slug';
import type { SearchEntry } from '../../api/src/catalog/sources/embedded/catalog-index';
import { buildSearch } from '../../api/src/catalog/sources/embedded/index-search-build';
import { IndexSearch } from '../../api/src/catalog/sources/embedded/index-search';

type Kind = MediaType | 'person';
interface Row {
  kind: Kind;
  ref_id: number;
  name_text: string;
  words: string;
  popularity: number;
  adult: number;
}

// A small deterministic generator, so a failure can be replayed.
let seed = 12345;
const random = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
const WORDS = ['the', 'star', 'love', 'man', 'a', 'of', 'la', 'dark', 'king', 'war', 'night', 'world'];
const VOCABULARY = [
  ...WORDS,
  'stars',
  'starman',
  'kingdom',
  'amélie',
  'über',
  'niño',
  'façade',
  'søren',
  '東京',
  '物語',
  '2001',
  '𝒜lpha',
  'o',
  'ab',
  'abc',
  'abcd',
  'lo',
  'low',
];
const letters = (n: number): string =>
  Array.from({ length: n }, () => pick([...'abcdefghijklmnoprstuvwy'])).join('');
const title = (): string =>
  Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(VOCABULARY)).join(' ');

function catalog(size: number): Row[] {
  const used = new Set<string>();
  const rows: Row[] = [];
  while (rows.length < size) {
    const kind = pick<Kind>(['movie', 'tv', 'person']);
    const id = 1 + Math.floor(random() * 100_000);
    if (used.has(`${kind}:${id}`)) continue;
    used.add(`${kind}:${id}`);
    const name = searchText(title());
    const original = random() < 0.3 ? searchText(title()) : '';
    rows.push({
      kind,
      ref_id: id,
      name_text: name,
      words: original && original !== name ? `${name} ${original}` : name,
      // Few distinct values, so ties are common and the tie order is exercised.
      popularity: Math.floor(random() * 20) / 2,
      adult: random() < 0.1 ? 1 : 0,
    });
  }
  return rows;
}

function randomQuery(rows: Row[]): string {
  const name = pick(rows).name_text;
  const shapes = [
    () => letters(1),
    () => letters(2 + Math.floor(random() * 2)),
    () => `${pick(WORDS)} ${letters(1)}`,
    () =>
      Array.from({ length: 20 }, () => pick(WORDS))
        .join(' ')
        .slice(0, 100),
    () => `${pick(['é', 'ü', 'ñ', 'ç', 'ø'])}${letters(2)}`,
    () => `${pick(['🎬', '🍿', '⭐'])} ${letters(2)}`,
    () => name,
    () => name.toUpperCase(),
    () => name.split(' ').slice(1).join(' '),
    () => name.slice(0, 1 + Math.floor(random() * name.length)),
    () => `${pick(VOCABULARY)} ${pick(VOCABULARY).slice(0, 2)}`,
    () => pick(['東', '𝒜', '𝒜l', 'amel', 'Amélie', 'uber', '2', '20', '  ', '']),
  ];
  return pick(shapes)();
}

/** Popularity desc, then kind, then id: the ranking's tie order. */
const tieOrder = (rows: Row[]): Row[] =>
  [...rows].sort(
    (a, b) =>
      b.popularity - a.popularity || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) || a.ref_id - b.ref_id,
  );

/** The ranking spelt out: scan every entry (rows in tie order), keep the matches, then exact, prefix, rest. */
function reference(rows: Row[], query: string, kinds: Kind[], includeAdult: boolean): string[] {
  const norm = searchText(query);
  const tokens = norm.split(' ').filter(Boolean);
  if (!tokens.length) return [];
  const matches = rows.filter((r) => {
    const words = r.words.split(' ').filter(Boolean);
    return (
      kinds.includes(r.kind) &&
      (includeAdult || !r.adult) &&
      tokens.every((t) => words.some((w) => w.startsWith(t)))
    );
  });
  const rank = (r: Row): number => (r.name_text === norm ? 0 : r.name_text.startsWith(norm) ? 1 : 2);
  return [0, 1, 2].flatMap((k) => matches.filter((r) => rank(r) === k).map((r) => `${r.kind}:${r.ref_id}`));
}

describe('in-memory search index', () => {
  const rows = tieOrder(catalog(3000));
  const entries: SearchEntry[] = [];
  const prefixes = new Map<string, Int32Array>();
  buildSearch(rows, entries, prefixes);
  const index = { entries, prefixes } as unknown as ConstructorParameters<typeof IndexSearch>[0];

  it('ranks every random query shape exactly as a scan of the whole catalog', () => {
    const search = new IndexSearch(index);
    const kindSets: Kind[][] = [['movie', 'tv', 'person'], ['movie', 'tv'], ['movie'], ['tv'], ['person']];
    let nonEmpty = 0;
    for (let i = 0; i < 3000; i++) {
      const query = randomQuery(rows);
      const kinds = pick(kindSets);
      const includeAdult = random() < 0.3;
      const expected = reference(rows, query, kinds, includeAdult);
      const got = search.match(query, kinds, includeAdult).map((e) => `${e.kind}:${e.refId}`);
      expect(got, JSON.stringify({ query, kinds, includeAdult })).toEqual(expected);
      if (expected.length) nonEmpty++;
    }
    // The table is not trivially empty answers.
    expect(nonEmpty).toBeGreaterThan(1000);
  });

  it('answers a repeated query from its memo with the same ranking', () => {
    const search = new IndexSearch(index);
    const first = search.match('star', ['movie', 'tv'], false);
    expect(first.length).toBeGreaterThan(0);
    expect(search.match(' STAR ', ['movie', 'tv'], false)).toBe(first);
    expect(first.map((e) => `${e.kind}:${e.refId}`)).toEqual(reference(rows, 'star', ['movie', 'tv'], false));
  });
});
