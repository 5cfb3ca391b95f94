// Search and autocomplete over the in-memory CatalogIndex (issue #12), typo-tolerant as Meilisearch's defaults
// (issue #36, docs/decisions.md #20): every query word must match a word of the title (or its original title, or a
// person's name) by starting it, by being one typo away from it (query words of 5+ letters, or of 4 that start no
// word; two typos from 9), or by being two of its words typed as one ("thedark" for "the dark", one typo). Ranked by fewest typos, then exact
// name, then how well-known the entry is (fame() of index-search-build.ts) with a bonus for a name that starts
// with the query, then kind and id. A common one-letter query walks one precomputed posting list; the
// ordered matches of recent queries are kept (bounded) for the next pages.
import type { MediaType } from '../../../contract';
import { searchText } from '../../slug';
import { type CatalogIndex, PREFIX_LENGTH, type SearchEntry } from './catalog-index';
import { mergePrefixed, union } from './index-search-lists';

const MEMO_SIZE = 500;
const EMPTY = new Int32Array(0);
/** Halves of a word typed as one are at least this long ("thedark" -> "the dark"; "stars" is not "star s"). */
const MIN_SPLIT = 2;
/** "Did you mean" corrects at most this many words of a query. */
const MAX_CORRECTED = 4;

/**
 * Meilisearch's defaults (one typo from 5 letters, two from 9), and one typo for a 4-letter word that starts no
 * word of the catalog: a 5-letter word with a letter dropped ("jokr", "figt club", "blak panther") is the
 * commonest typo on a phone, and a 4-letter word that does start one ("star", "love") stays exact, so it gains no
 * noise. Measured on the 200 most-voted titles with one letter dropped (npm run bench): in the top 3 86.5% with
 * Meilisearch's 5 alone, 94.5% with this.
 */
export function typosAllowed(token: string, startsAWord: (token: string) => boolean): number {
  const n = [...token].length;
  return n >= 9 ? 2 : n >= 5 ? 1 : n === 4 && !startsAWord(token) ? 1 : 0;
}

/** One query word's ways to match: a word prefix (0 typos), whole words a typo or two away, split pairs. */
interface TokenPlan {
  token: string;
  /** Whole words (not starting with the token) -> their typos. */
  fuzzy: Map<string, number>;
  /** The token cut in two words of the vocabulary, each pair one typo. */
  splits: Array<[string, string]>;
  /** Ascending positions of every entry that can match (a superset for the prefix part). */
  lists: Int32Array[];
  size: number;
}

/** How one entry matches one token: its typos and the words it stands for (for the exact-name tier). */
interface TokenMatch {
  typos: number;
  text: string;
}

export class IndexSearch {
  private readonly memo = new Map<string, SearchEntry[]>();

  constructor(private readonly index: Pick<CatalogIndex, 'entries' | 'prefixes' | 'vocabulary'>) {}

  /** Ranked matches of a raw query among these kinds. */
  match(query: string, kinds: ReadonlyArray<MediaType | 'person'>, includeAdult: boolean): SearchEntry[] {
    const norm = searchText(query);
    const key = `${kinds.join(',')}|${includeAdult ? 1 : 0}|${norm}`;
    const known = this.memo.get(key);
    if (known) {
      this.memo.delete(key);
      this.memo.set(key, known);
      return known;
    }
    const found = this.rank(norm, kinds, includeAdult);
    this.memo.set(key, found);
    if (this.memo.size > MEMO_SIZE) this.memo.delete(this.memo.keys().next().value as string);
    return found;
  }

  /**
   * "Did you mean": for a query that finds nothing, the same words each replaced by the closest word of the
   * catalog (words of 3+ letters without digits: one typo, two from 5 letters; ties to the better-known word),
   * when that finds something.
   * Undefined when nothing close enough is known.
   */
  correct(
    query: string,
    kinds: ReadonlyArray<MediaType | 'person'>,
    includeAdult: boolean,
  ): { query: string; top: SearchEntry } | undefined {
    const tokens = searchText(query).split(' ').filter(Boolean);
    if (!tokens.length) return undefined;
    const corrected: string[] = [];
    let unknown = 0;
    for (const token of tokens) {
      const n = [...token].length;
      // Words of 1-2 letters and numbers are taken as meant ("007" is no typo of "000").
      if (n < 3 || /\p{N}/u.test(token) || this.startsAWord(token)) {
        corrected.push(token);
        continue;
      }
      // A query of many unknown words is no typo: not worth a radix-tree walk per word.
      if (++unknown > MAX_CORRECTED) return undefined;
      let best: { word: string; typos: number; first: number } | undefined;
      for (const [word, [list, typos]] of this.index.vocabulary.fuzzyGet(token, n >= 5 ? 2 : 1)) {
        if (!best || typos < best.typos || (typos === best.typos && list[0] < best.first))
          best = { word, typos, first: list[0] };
      }
      if (!best) return undefined;
      corrected.push(best.word);
    }
    const text = corrected.join(' ');
    const found = this.match(text, kinds, includeAdult);
    return found.length ? { query: text, top: found[0] } : undefined;
  }

  /** Whether some word of the catalog starts with this text (the first key under it, not a count of them). */
  private startsAWord(text: string): boolean {
    return !this.index.vocabulary.atPrefix(text).keys().next().done;
  }

  /** The posting list of a token's first PREFIX_LENGTH code points (the build slices words the same way). */
  private postings(token: string): Int32Array {
    let prefix = '';
    let n = 0;
    for (const char of token) {
      if (++n > PREFIX_LENGTH) break;
      prefix += char;
    }
    return this.index.prefixes.get(prefix) ?? EMPTY;
  }

  private plan(token: string): TokenPlan {
    const { vocabulary } = this.index;
    const prefix = this.postings(token);
    const lists = [prefix];
    const fuzzy = new Map<string, number>();
    const allowed = typosAllowed(token, (t) => prefix.length > 0 && this.startsAWord(t));
    if (allowed > 0)
      for (const [word, [list, typos]] of vocabulary.fuzzyGet(token, allowed)) {
        if (word.startsWith(token)) continue;
        fuzzy.set(word, typos);
        lists.push(list);
      }
    const splits: Array<[string, string]> = [];
    const chars = [...token];
    for (let i = MIN_SPLIT; i <= chars.length - MIN_SPLIT; i++) {
      const left = chars.slice(0, i).join('');
      const right = chars.slice(i).join('');
      const rights = vocabulary.get(right);
      if (rights && vocabulary.has(left)) {
        splits.push([left, right]);
        lists.push(rights);
      }
    }
    return { token, fuzzy, splits, lists, size: lists.reduce((n, l) => n + l.length, 0) };
  }

  private rank(
    norm: string,
    kinds: ReadonlyArray<MediaType | 'person'>,
    includeAdult: boolean,
  ): SearchEntry[] {
    const tokens = [...new Set(norm.split(' ').filter(Boolean))];
    if (!tokens.length) return [];
    const plans = tokens.map((t) => this.plan(t));
    // Walk the smallest candidate set; every token (the driver's own prefix list too) is checked word by word.
    const driver = plans.reduce((a, b) => (b.size < a.size ? b : a));
    if (!driver.size) return [];
    const list = driver.lists.length === 1 ? driver.lists[0] : union(driver.lists);
    // buckets[typos * 3 + tier]: tier 0 exact name, 1 name prefix, 2 the rest; each in the entries' order
    // (fame desc, kind, id).
    const buckets: SearchEntry[][] = [];
    const { entries } = this.index;
    const matched: TokenMatch = { typos: 0, text: '' };
    const texts: string[] = plans.map((p) => p.token);
    // A driver that is only an exact prefix list ("the", "s") matches every entry it lists with no typo.
    const sure = driver.lists.length === 1 && [...driver.token].length <= PREFIX_LENGTH ? driver : undefined;
    for (let i = 0; i < list.length; i++) {
      const e = entries[list[i]];
      if (!kinds.includes(e.kind) || (!includeAdult && e.adult)) continue;
      let typos = 0;
      let ok = true;
      for (let k = 0; k < plans.length; k++) {
        if (plans[k] === sure) continue;
        if (!matchToken(e.words, plans[k], matched)) {
          ok = false;
          break;
        }
        typos += matched.typos;
        texts[k] = matched.text;
      }
      if (!ok) continue;
      const name = typos ? texts.join(' ') : norm;
      const tier = e.name === name ? 0 : e.name.startsWith(name) ? 1 : 2;
      (buckets[typos * 3 + tier] ??= []).push(e);
    }
    const ranked: SearchEntry[] = [];
    for (let b = 0; b < buckets.length; b += 3) {
      if (buckets[b]) ranked.push(...buckets[b]);
      mergePrefixed(buckets[b + 1] ?? [], buckets[b + 2] ?? [], ranked);
    }
    return ranked;
  }
}

/** Best match of one token among an entry's words (fewest typos), written into `out`; false when none. */
function matchToken(words: readonly string[], p: TokenPlan, out: TokenMatch): boolean {
  for (const word of words)
    if (word.startsWith(p.token)) {
      out.typos = 0;
      out.text = p.token;
      return true;
    }
  let typos = Infinity;
  let text = '';
  if (p.fuzzy.size)
    for (const word of words) {
      const d = p.fuzzy.get(word);
      if (d !== undefined && d < typos) {
        typos = d;
        text = word;
      }
    }
  if (typos > 1)
    for (const [left, right] of p.splits)
      for (let i = 0; i + 1 < words.length; i++)
        if (words[i] === left && words[i + 1] === right) {
          out.typos = 1;
          out.text = `${left} ${right}`;
          return true;
        }
  if (typos === Infinity) return false;
  out.typos = typos;
  out.text = text;
  return true;
}
