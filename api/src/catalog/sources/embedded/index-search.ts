// Search and autocomplete over the in-memory CatalogIndex, with the ranking of the SQL it replaces: every query
// word must start a word of the title (or its original title, or a person's name); exact name first, then name
// prefix, then the rest; popularity (then kind, then id) breaks ties. A common one-letter query walks one
// precomputed posting list; the ordered matches of recent queries are kept (bounded) for the next pages.
import type { MediaType } from '../../../contract';
import { searchText } from '../../slug';
import { type CatalogIndex, PREFIX_LENGTH, type SearchEntry } from './catalog-index';

const MEMO_SIZE = 500;
const EMPTY = new Int32Array(0);

export class IndexSearch {
  private readonly memo = new Map<string, SearchEntry[]>();

  constructor(private readonly index: CatalogIndex) {}

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

  private rank(
    norm: string,
    kinds: ReadonlyArray<MediaType | 'person'>,
    includeAdult: boolean,
  ): SearchEntry[] {
    const tokens = [...new Set(norm.split(' ').filter(Boolean))];
    if (!tokens.length) return [];
    // Walk the shortest posting list; tokens longer than the indexed prefix are checked word by word.
    const lists = tokens.map((t) => ({ token: t, list: this.postings(t), exact: t.length <= PREFIX_LENGTH }));
    lists.sort((a, b) => a.list.length - b.list.length);
    const [driver, ...others] = lists;
    if (!driver.list.length) return [];
    const checks = (driver.exact ? others : lists).map((l) => l.token);
    const exact: SearchEntry[] = [];
    const prefix: SearchEntry[] = [];
    const rest: SearchEntry[] = [];
    const { entries } = this.index;
    const list = driver.list;
    for (let i = 0; i < list.length; i++) {
      const e = entries[list[i]];
      if (!kinds.includes(e.kind) || (!includeAdult && e.adult)) continue;
      if (checks.length && !startsWords(e.words, checks)) continue;
      if (e.name === norm) exact.push(e);
      else if (e.name.startsWith(norm)) prefix.push(e);
      else rest.push(e);
    }
    return exact.concat(prefix, rest);
  }
}

/** True when every token starts one of the words. */
function startsWords(words: readonly string[], tokens: readonly string[]): boolean {
  for (const token of tokens) {
    let found = false;
    for (const word of words)
      if (word.startsWith(token)) {
        found = true;
        break;
      }
    if (!found) return false;
  }
  return true;
}
