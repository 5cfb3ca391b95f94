// The typos of the search benches (scripts/lib/typos.mjs, issue #46): each kind is one Damerau edit of the title's
// longest word and only of it, of its own kind, and the same on every run.
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script module, no types
import { KINDS, longestWord, topTitles, typedWith } from '../../scripts/lib/typos.mjs';

/** Optimal string alignment distance (Damerau-Levenshtein with adjacent swaps) over code points. */
function osa(x: string, y: string): number {
  const a = [...x];
  const b = [...y];
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}

const titles: Array<{ title: string; type: string; id: number }> = topTitles(200);

describe('bench typos', () => {
  it('takes the 200 most-voted titles, most-voted first', () => {
    expect(titles).toHaveLength(200);
    expect(titles[0]).toMatchObject({ type: 'movie', id: 157336, title: 'Interstellar' });
  });

  it.each(KINDS as string[])(
    '%s: one edit of that kind in the longest word only, the same every run',
    (kind) => {
      let changed = 0;
      for (const { title } of titles) {
        const typed: string = typedWith(title, kind);
        expect(typedWith(title, kind)).toBe(typed);
        const { word, at } = longestWord(title);
        const rest = title.slice(0, at) + title.slice(at + word.length);
        const delta = [...typed].length - [...title].length;
        const typedWord = typed.slice(at, at + word.length + (typed.length - title.length));
        expect(typed.slice(0, at) + typed.slice(at + typedWord.length), title).toBe(rest);
        if (typed === title) continue; // a word too short for this kind ("I" has no letter to swap)
        changed++;
        expect(osa(typedWord.toLowerCase(), word.toLowerCase()), `${title} -> ${typed}`).toBe(1);
        expect(delta, `${title} -> ${typed}`).toBe(kind === 'dropped' ? -1 : kind === 'added' ? 1 : 0);
        if (kind === 'swapped') expect([...typedWord].sort().join('')).toBe([...word].sort().join(''));
        if (kind === 'changed') expect([...typedWord].sort().join('')).not.toBe([...word].sort().join(''));
      }
      expect(changed).toBeGreaterThanOrEqual(195);
    },
  );
});
