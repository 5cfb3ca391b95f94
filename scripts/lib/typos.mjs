// Single typos as Damerau defined them (issue #46), for the search benches (scripts/bench-typos.mjs,
// scripts/bench-search.mjs) and their test: in a title's longest word, a letter dropped, a letter added, a letter
// changed, or two different neighbours swapped. Deterministic: each title and kind draws from its own seeded
// generator, so every run types the same queries.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

export const KINDS = ['dropped', 'added', 'changed', 'swapped'];
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit FNV-1a hash of a string: the seed of one title and kind. */
export function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The longest word of a title (words of letters and digits; the first of equal length), with its offset. */
export function longestWord(title) {
  let best = { word: '', at: 0 };
  for (const m of title.matchAll(/[\p{L}\p{N}]+/gu))
    if ([...m[0]].length > [...best.word].length) best = { word: m[0], at: m.index };
  return best;
}

/** The word with one typo of this kind at a position drawn from `random`; the word itself if it allows none. */
export function typo(word, kind, random) {
  const c = [...word];
  const pick = (n) => Math.floor(random() * n);
  const letterOtherThan = (...not) => {
    const lower = not.map((x) => x?.toLowerCase());
    const choices = [...LETTERS].filter((l) => !lower.includes(l));
    return choices[pick(choices.length)];
  };
  switch (kind) {
    case 'dropped': {
      if (c.length < 2) return word;
      return c.toSpliced(pick(c.length), 1).join('');
    }
    case 'added': {
      const i = pick(c.length + 1);
      // Not a copy of a neighbour: "Joker" -> "Jokker" is a typo too, but one that a prefix alone may forgive.
      return c.toSpliced(i, 0, letterOtherThan(c[i - 1], c[i])).join('');
    }
    case 'changed': {
      const i = pick(c.length);
      return c.toSpliced(i, 1, letterOtherThan(c[i])).join('');
    }
    case 'swapped': {
      const pairs = [];
      for (let i = 0; i + 1 < c.length; i++) if (c[i].toLowerCase() !== c[i + 1].toLowerCase()) pairs.push(i);
      if (!pairs.length) return word;
      const i = pairs[pick(pairs.length)];
      return c.toSpliced(i, 2, c[i + 1], c[i]).join('');
    }
    default:
      throw new Error(`Unknown typo kind ${kind}`);
  }
}

/** The title with one typo of this kind in its longest word, the same on every run. */
export function typedWith(title, kind) {
  const { word, at } = longestWord(title);
  if (!word) return title;
  const changed = typo(word, kind, seeded(hash(`${kind}|${title}`)));
  return title.slice(0, at) + changed + title.slice(at + word.length);
}

/** The `top` most-voted titles of the bundled catalog, not adult (ties by type, then id: the same every run). */
export function topTitles(top = 200) {
  const data = new URL('../../api/src/catalog/sources/embedded/data/', import.meta.url);
  const bundle = (file, type) =>
    gunzipSync(readFileSync(new URL(file, data)))
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const t = JSON.parse(line);
        return {
          type,
          id: t.id,
          title: t.title ?? t.name,
          votes: t.vote_count ?? 0,
          adult: t.adult === true,
        };
      });
  return [...bundle('movies.ndjson.gz', 'movie'), ...bundle('tv.ndjson.gz', 'tv')]
    .filter((t) => !t.adult && t.title)
    .sort((a, b) => b.votes - a.votes || (a.type < b.type ? -1 : a.type > b.type ? 1 : 0) || a.id - b.id)
    .slice(0, top);
}
