// Search and autocomplete over the in-memory CatalogIndex (issue #12), typo-tolerant as Meilisearch's defaults
// (issue #36, docs/decisions.md #20): every query word must match a word of the title (or its original title, or a
// person's name) by starting it, by being a typo away from it (Damerau's, issue #46: a letter dropped, added,
// changed, or two neighbours swapped; in query words of 5+ letters, or of 3-4 that start no word and have no
// digit; two typos from 9), or by being two of its words typed as one ("thedark" for "the dark", one typo). Ranked by fewest typos, then exact
// name, then how well-known the entry is (fame() of index-search-build.ts) with a bonus for a name that starts
// with the query, then kind and id. A common one-letter query walks one precomputed posting list; the
// ordered matches of recent queries are kept (bounded) for the next pages. Only the query word with the fewest
// candidates (the driver) looks up the words within its typos, once: what is known of a word is kept (bounded)
// for the next queries, which as people type repeat their words ("pirates of", "pirates of the"). One typo is a
// few Map reads (index-search-typos.ts); only two typos (words of 9+ letters) walk the radix tree.
import { RecentMap } from '../../../common/recent-map';
import type { MediaType } from '../../../contract';
import { searchText } from '../../slug';
import { type CatalogIndex, PREFIX_LENGTH, type SearchEntry } from './catalog-index';
import { mergePrefixed, seek, union } from './index-search-lists';
import { Typos, typosAllowed } from './index-search-typos';
import {
  codePoints,
  matchDirect,
  matchPlanned,
  MIN_SPLIT,
  type TokenInfo,
  type TokenMatch,
  type TokenPlan,
} from './index-search-tokens';

/** Rankings of recent queries kept (RecentMap: this many to twice this many). */
const MEMO_HALF = 500;
/** Query words whose prefix list, typos allowed and (once driven) plan are kept (as MEMO_HALF). */
const TOKENS_HALF = 4000;
const EMPTY = new Int32Array(0);
/** Candidates a radix-tree walk for two typos is worth (~250 us walked vs ~0.2 us checked per candidate). */
const WALK_WORTH = 400;
/** "Did you mean" corrects at most this many words of a query. */
const MAX_CORRECTED = 4;
/** An entry's kind and adult flag, as bits of IndexSearch.flags. */
const KIND_BIT: Record<MediaType | 'person', number> = { movie: 1, tv: 2, person: 4 };
const ADULT = 8;

export class IndexSearch {
  private readonly memo = new RecentMap<string, SearchEntry[]>(MEMO_HALF);
  private readonly tokens = new RecentMap<string, TokenInfo>(TOKENS_HALF);
  private readonly typos: Typos<Int32Array>;
  /** Per entry position, its KIND_BIT | ADULT: candidates are passed over without reading their entry. */
  private readonly flags: Uint8Array;

  constructor(private readonly index: Pick<CatalogIndex, 'entries' | 'prefixes' | 'vocabulary'>) {
    this.typos = new Typos(index.vocabulary);
    this.flags = Uint8Array.from(index.entries, (e) => KIND_BIT[e.kind] | (e.adult ? ADULT : 0));
  }

  /** Ranked matches of a raw query among these kinds. */
  match(query: string, kinds: ReadonlyArray<MediaType | 'person'>, includeAdult: boolean): SearchEntry[] {
    const norm = searchText(query);
    const key = `${kinds.join(',')}|${includeAdult ? 1 : 0}|${norm}`;
    const known = this.memo.get(key);
    if (known) return known;
    const found = this.rank(norm, kinds, includeAdult);
    this.memo.set(key, found);
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
      const n = codePoints(token);
      // Words of 1-2 letters and numbers are taken as meant ("007" is no typo of "000").
      if (n < 3 || /\p{N}/u.test(token) || this.info(token).prefix.length > 0) {
        corrected.push(token);
        continue;
      }
      // A query of many unknown words is no typo: not worth a look-up per word.
      if (++unknown > MAX_CORRECTED) return undefined;
      let best: { word: string; typos: number; first: number } | undefined;
      for (const [word, [list, typos]] of this.typos.within(token, n >= 5 ? 2 : 1)) {
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

  /** What is known of a query word (kept while it is used). */
  private info(token: string): TokenInfo {
    const known = this.tokens.get(token);
    if (known) return known;
    const length = codePoints(token);
    const prefix = this.startingWith(token, length);
    // The list is exact past PREFIX_LENGTH, the only lengths typosAllowed asks about.
    const info: TokenInfo = { token, length, allowed: typosAllowed(token, () => prefix.length > 0), prefix };
    this.tokens.set(token, info);
    return info;
  }

  private plan(info: TokenInfo): TokenPlan {
    if (info.plan) return info.plan;
    const { vocabulary } = this.index;
    const { token, allowed } = info;
    const lists = [info.prefix];
    const fuzzy = new Map<string, number>();
    if (allowed > 0)
      for (const [word, [list, typos]] of this.typos.within(token, allowed)) {
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
   * The driver: a plan with few candidates, at little cost. Plans made already, or with at most one typo to look
   * for, cost little: the smallest of them, unless a word whose plan needs a radix-tree walk (two typos) has a
   * prefix list (which its plan's candidates include) smaller by WALK_WORTH candidates, the walk's cost in
   * checks. Any driver gives the same ranking: its candidates include every match, and each is checked for
   * every word.
   */
  private driver(infos: TokenInfo[]): TokenPlan {
    let best: TokenPlan | undefined;
    const walks: TokenInfo[] = [];
    for (const info of infos)
      if (info.plan || info.allowed < 2) {
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
    const wanted = kinds.reduce((bits, kind) => bits | KIND_BIT[kind], 0);
    const refused = includeAdult ? 0 : ADULT;
    // A word of 1-3 letters with no typo to look for matches exactly the entries of its prefix list: looked up
    // there by a cursor that moves along it as the (ascending) candidates do, without reading the entry's words.
    const listed = infos.map((t) => t.allowed === 0 && t.length < 2 * MIN_SPLIT);
    const cursors = infos.map(() => 0);
    for (let i = 0; i < list.length; i++) {
      const position = list[i];
      const f = this.flags[position];
      if ((f & wanted) === 0 || (f & refused) !== 0) continue;
      const e = entries[position];
      let typos = 0;
      let ok = true;
      for (let k = 0; k < infos.length; k++) {
        const plan = infos[k].plan;
        if (sure && plan === sure) continue;
        if (listed[k]) {
          const { prefix } = infos[k];
          cursors[k] = seek(prefix, cursors[k], position);
          ok = prefix[cursors[k]] === position;
          if (!ok) break;
          texts[k] = tokens[k];
          continue;
        }
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
