// How one query word matches an entry's words (index-search.ts, issue #36): by starting one of them (no typo), by
// being a typo or two away from one, or by being two adjacent ones typed as one (one typo). The query's driver
// word has a plan (the words a radix-tree walk found within its typos); every other word is checked against the
// candidate's own words here, so a request walks the radix tree once at most, not once per word.

/** Halves of a word typed as one are at least this long ("thedark" -> "the dark"; "stars" is not "star s"). */
export const MIN_SPLIT = 2;

/** What is known of one query word before any typo is looked for. */
export interface TokenInfo {
  token: string;
  /** Its length in code points. */
  length: number;
  /** Typos it may have (typosAllowed of index-search-typos.ts). */
  allowed: number;
  /** Positions of the entries with a word starting with its first PREFIX_LENGTH code points. */
  prefix: Int32Array;
  /** Made the first time it drives a query, then kept with it. */
  plan?: TokenPlan;
}

/** A driver word's ways to match: a word prefix (0 typos), whole words a typo or two away, split pairs. */
export interface TokenPlan {
  token: string;
  /** Whole words (not starting with the token) -> their typos. */
  fuzzy: Map<string, number>;
  /** The token cut in two words of the vocabulary, each pair one typo. */
  splits: Array<[string, string]>;
  /** Ascending positions of every entry that can match (a superset for the prefix part). */
  lists: Int32Array[];
  size: number;
  /** The union of `lists`, made on first use. */
  candidates?: Int32Array;
}

/** How one entry matches one token: its typos and the words it stands for (for the exact-name tier). */
export interface TokenMatch {
  typos: number;
  text: string;
}

/** Code points of a string (no array made). */
export function codePoints(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xdc00 || c > 0xdfff) n++;
  }
  return n;
}

let before = new Uint16Array(64);
let previous = new Uint16Array(64);
let current = new Uint16Array(64);

/**
 * Damerau's distance (optimal string alignment: a letter dropped, added or changed, or two neighbours swapped,
 * each one typo; issue #46) over UTF-16 code units (as MiniSearch's radix tree counts letters, so a word checked
 * here and the same word found by the walk count the same letters), or `max + 1` once it is known to be over
 * `max`. Without `swaps`, the Levenshtein distance the radix tree's walk uses.
 */
export function distanceWithin(a: string, b: string, max: number, swaps = true): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  if (previous.length <= n) {
    before = new Uint16Array(2 * n + 2);
    previous = new Uint16Array(2 * n + 2);
    current = new Uint16Array(2 * n + 2);
  }
  let older = before;
  let prev = previous;
  let cur = current;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const ca = a.charCodeAt(i - 1);
    const pa = i > 1 ? a.charCodeAt(i - 2) : -1;
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cb = b.charCodeAt(j - 1);
      let d = Math.min(prev[j - 1] + (ca === cb ? 0 : 1), prev[j] + 1, cur[j - 1] + 1);
      // Two neighbours swapped: one typo from two rows up.
      if (swaps && j > 1 && ca === b.charCodeAt(j - 2) && pa === cb && ca !== cb)
        d = Math.min(d, older[j - 2] + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    // A row all over `max` ends it, swaps too: the row before was at `max` or over (else a letter dropped from
    // it would be at `max` here), so a swap from it is over `max` as well.
    if (rowMin > max) return max + 1;
    const swap = older;
    older = prev;
    prev = cur;
    cur = swap;
  }
  return prev[n] <= max ? prev[n] : max + 1;
}

/** Whether some word starts with the token: a match without typos, written into `out`. */
function prefixMatch(words: readonly string[], token: string, out: TokenMatch): boolean {
  for (const word of words)
    if (word.startsWith(token)) {
      out.typos = 0;
      out.text = token;
      return true;
    }
  return false;
}

function found(out: TokenMatch, typos: number, text: string): boolean {
  if (typos === Infinity) return false;
  out.typos = typos;
  out.text = text;
  return true;
}

/** Best match of a driver token among an entry's words (fewest typos), written into `out`; false when none. */
export function matchPlanned(words: readonly string[], p: TokenPlan, out: TokenMatch): boolean {
  if (prefixMatch(words, p.token, out)) return true;
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
        if (words[i] === left && words[i + 1] === right) return found(out, 1, `${left} ${right}`);
  return found(out, typos, text);
}

/**
 * The same answer as matchPlanned with the token's plan, worked out from the entry's own words: each is one of
 * the vocabulary's, so a word within the token's typos here is one the radix-tree walk would have found, and two
 * adjacent words that make the token are a split pair (the shortest left half first, as the plan lists them).
 */
export function matchDirect(words: readonly string[], t: TokenInfo, out: TokenMatch): boolean {
  const { token, allowed } = t;
  if (prefixMatch(words, token, out)) return true;
  let typos = Infinity;
  let text = '';
  if (allowed > 0)
    for (const word of words) {
      // Two typos: the words the walk finds (Levenshtein, Typos.within), each counted as Damerau's typos.
      let d = distanceWithin(token, word, allowed, allowed < 2);
      if (d === 2 && distanceWithin(token, word, 1) === 1) d = 1;
      if (d <= allowed && d < typos) {
        typos = d;
        text = word;
      }
    }
  if (typos > 1 && t.length >= 2 * MIN_SPLIT) {
    let left = '';
    let right = '';
    for (let i = 0; i + 1 < words.length; i++) {
      const a = words[i];
      const b = words[i + 1];
      if (a.length + b.length !== token.length || !token.startsWith(a) || !token.endsWith(b)) continue;
      if (codePoints(a) < MIN_SPLIT || codePoints(b) < MIN_SPLIT) continue;
      if (!left || a.length < left.length) {
        left = a;
        right = b;
      }
    }
    if (left) return found(out, 1, `${left} ${right}`);
  }
  return found(out, typos, text);
}
