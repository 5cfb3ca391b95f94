// Position-list helpers of the search index (index-search.ts): the union of posting lists, a cursor's seek in
// one, and the merge that ranks past the exact names (issue #36).
import type { SearchEntry } from './catalog-index';

/** What a name starting with the query adds to an entry's fame (log10 scale: ten times the votes). */
export const PREFIX_BONUS = 1;

/**
 * Past the exact names, a name that starts with the query counts as ten times the votes and popularity
 * (PREFIX_BONUS on fame's log scale): "star" puts Star Wars (22,000 votes) before Stargate SG-1 (1,750, but
 * popular this week), and "godfather" The Godfather before Godfather of Harlem. Both lists are in fame order, so
 * a merge keeps that order within each.
 */
export function mergePrefixed(prefixed: SearchEntry[], rest: SearchEntry[], out: SearchEntry[]): void {
  let i = 0;
  let j = 0;
  while (i < prefixed.length && j < rest.length)
    out.push(prefixed[i].fame + PREFIX_BONUS >= rest[j].fame ? prefixed[i++] : rest[j++]);
  while (i < prefixed.length) out.push(prefixed[i++]);
  while (j < rest.length) out.push(rest[j++]);
}

/** The ascending union of ascending position lists. */
export function union(lists: Int32Array[]): Int32Array {
  const all = new Int32Array(lists.reduce((n, l) => n + l.length, 0));
  let at = 0;
  for (const l of lists) {
    all.set(l, at);
    at += l.length;
  }
  all.sort();
  let n = 0;
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[n++] = all[i];
  return all.subarray(0, n);
}

/**
 * The first index from `from` on of an ascending list whose value is `value` or more (the list's length if none):
 * steps of 1, 2, 4... then a binary search, so a cursor moves cheaply both along a list as dense as the one it
 * follows and across a long list that another, short one follows.
 */
export function seek(list: Int32Array, from: number, value: number): number {
  let low = from;
  let high = from;
  for (let step = 1; high < list.length && list[high] < value; step *= 2) {
    low = high + 1;
    high += step;
  }
  high = Math.min(high, list.length);
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (list[mid] < value) low = mid + 1;
    else high = mid;
  }
  return low;
}
