// Search and autocomplete over the in-memory CatalogIndex (issue #12), typo-tolerant as Meilisearch's defaults
// (issue #36, docs/decisions.md #20): every query word must match a word of the title (or its original title, or a
// person's name) by starting it, by being one typo away from it (query words of 5+ letters, or of 4 that start no
// word; two typos from 9), or by being two of its words typed as one ("thedark" for "the dark", one typo). Ranked by fewest typos, then exact
// name, then how well-known the entry is (fame() of index-search-build.ts) with a bonus for a name that starts
// with the query, then kind and id. A common one-letter query walks one precomputed posting list; the
// ordered matches of recent queries are kept (bounded) for the next pages. Only the query word with the fewest
// candidates (the driver) walks the radix tree for its typos, once: what is known of a word is kept (bounded) for
// the next queries, which as people type repeat their words ("pirates of", "pirates of the").
import type { MediaType } from '../../../contract';
import { searchText } from '../../slug';
import { type CatalogIndex, PREFIX_LENGTH, type SearchEntry } from './catalog-index';
import { mergePrefixed, union } from './index-search-lists';
import {
  codePoints,
  matchDirect,
  matchPlanned,
  MIN_SPLIT,
  type TokenInfo,
  type TokenMatch,
  type TokenPlan,
} from './index-search-tokens';

const MEMO_SIZE = 500;
/** Query words whose prefix list, typos allowed and (once driven) plan are kept. */
const TOKENS_KEPT = 4000;
const EMPTY = new Int32Array(0);
/** Candidates a radix-tree walk for typos is worth (~50-300 us walked vs ~0.2 us checked per candidate). */
const WALK_WORTH = 400;
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

export class IndexSearch {
  private readonly memo = new Map<string, SearchEntry[]>();
  private readonly tokens = new Map<string, TokenInfo>();

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

  /**
   * Positions of the entries with a word starting with the token: the posting list of its first PREFIX_LENGTH
   * code points, and for a longer token the union of the lists of the words under it in the radix tree, so a
   * driver with no typo to look for ("interstel", "pirates") walks its matches only and checks none of them.
   */
  private startingWith(token: string, length: number): Int32Array {
    const short = this.postings(token);
    if (length <= PREFIX_LENGTH || !short.length) return short;
    const lists = [...this.index.vocabulary.atPrefix(token).values()];
    return lists.length === 0 ? EMPTY : lists.length === 1 ? lists[0] : union(lists);
  }

  /** What is known of a query word (kept, least recently used dropped first). */
  private info(token: string): TokenInfo {
    const known = this.tokens.get(token);
    if (known) {
      this.tokens.delete(token);
      this.tokens.set(token, known);
      return known;
    }
    const length = codePoints(token);
    const prefix = this.startingWith(token, length);
    // The list is exact past PREFIX_LENGTH, the only lengths typosAllowed asks about.
    const info: TokenInfo = { token, length, allowed: typosAllowed(token, () => prefix.length > 0), prefix };
    this.tokens.set(token, info);
    if (this.tokens.size > TOKENS_KEPT) this.tokens.delete(this.tokens.keys().next().value as string);
    return info;
  }

  private plan(info: TokenInfo): TokenPlan {
    if (info.plan) return info.plan;
    const { vocabulary } = this.index;
    const { token, allowed } = info;
    const lists = [info.prefix];
    const fuzzy = new Map<string, number>();
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
    return (info.plan = { token, fuzzy, splits, lists, size: lists.reduce((n, l) => n + l.length, 0) });
  }

  /**
   * The driver: a plan with few candidates, at little cost. Plans made already, or with no typo to look for, cost
   * nothing more: the smallest of them, unless a word whose plan needs a radix-tree walk has a prefix list
   * (which its plan's candidates include) smaller by WALK_WORTH candidates, the walk's cost in checks. Any
   * driver gives the same ranking: its candidates include every match, and each is checked for every word.
   */
  private driver(infos: TokenInfo[]): TokenPlan {
    let best: TokenPlan | undefined;
    const walks: TokenInfo[] = [];
    for (const info of infos)
      if (info.plan || info.allowed === 0) {
        const p = this.plan(info);
        if (!best || p.size < best.size) best = p;
      } else walks.push(info);
    walks.sort((a, b) => a.prefix.length - b.prefix.length);
    for (const info of walks) {
      if (best && info.prefix.length + WALK_WORTH >= best.size) break;
      const p = this.plan(info);
      if (!best || p.size < best.size) best = p;
    }
    return best as TokenPlan;
  }

  private rank(
    norm: string,
    kinds: ReadonlyArray<MediaType | 'person'>,
    includeAdult: boolean,
  ): SearchEntry[] {
    const tokens = [...new Set(norm.split(' ').filter(Boolean))];
    if (!tokens.length) return [];
    const infos = tokens.map((t) => this.info(t));
    // Walk the smallest candidate set; every token (the driver's own prefix list too) is checked word by word.
    const driver = this.driver(infos);
    if (!driver.size) return [];
    const list = (driver.candidates ??= driver.lists.length === 1 ? driver.lists[0] : union(driver.lists));
    // buckets[typos * 3 + tier]: tier 0 exact name, 1 name prefix, 2 the rest; each in the entries' order
    // (fame desc, kind, id).
    const buckets: SearchEntry[][] = [];
    const { entries } = this.index;
    const matched: TokenMatch = { typos: 0, text: '' };
    const texts: string[] = [...tokens];
    // A driver that is only its prefix list ("the", "s", "interstel") matches every entry it lists with no typo.
    const sure = driver.lists.length === 1 ? driver : undefined;
    for (let i = 0; i < list.length; i++) {
      const e = entries[list[i]];
      if (!kinds.includes(e.kind) || (!includeAdult && e.adult)) continue;
      let typos = 0;
      let ok = true;
      for (let k = 0; k < infos.length; k++) {
        const plan = infos[k].plan;
        if (sure && plan === sure) continue;
        // A word planned before (the driver, or a driver of an earlier query) is looked up in its plan.
        if (!(plan ? matchPlanned(e.words, plan, matched) : matchDirect(e.words, infos[k], matched))) {
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
