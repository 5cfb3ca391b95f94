// Title slugs (docs/spec.md §5) on the server: slugify and the slug reading come from the contract's one runtime
// module (api/src/contract/slug.ts), shared with the client; unique assignment and search text are the server's.
import { fold, type ParsedSlug as SharedParsedSlug, parseSlug as readSlug, slugify } from '../contract/slug';

export { slugify };

export interface ParsedSlug extends SharedParsedSlug {
  /** The slug without its trailing number, when `number` is set ("title-2" -> "title"). */
  base?: string;
}

/** The client's reading of a slug, plus the base of a numbered duplicate. */
export function parseSlug(slug: string): ParsedSlug {
  const result: ParsedSlug = readSlug(slug);
  if (result.number !== undefined) result.base = slug.split('-').slice(0, -1).join('-');
  return result;
}

/** A well-formed slug: lowercase letters and digits in '-'-joined words, at most 300 characters. */
export function isSlug(text: string): boolean {
  return text.length <= 300 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(text);
}

export interface SlugCandidate {
  id: number;
  title: string;
  popularity: number | null;
}

/**
 * Unique slugs for one type: the first title (by popularity desc, then id) to claim a slug gets it, later ones
 * get '-2', '-3'... A title whose own slug is "x-2" keeps it even if a duplicate "x" would have been numbered
 * 2: plain slugs are claimed first, numbered ones after. Titles without a sluggable name get their id.
 */
export function assignSlugs(titles: SlugCandidate[]): Map<number, string> {
  const ordered = [...titles].sort((a, b) => (b.popularity ?? -1) - (a.popularity ?? -1) || a.id - b.id);
  const taken = new Set<string>();
  const result = new Map<number, string>();
  const waiting: Array<{ id: number; base: string }> = [];
  for (const t of ordered) {
    const base = slugify(t.title) || String(t.id);
    if (taken.has(base)) waiting.push({ id: t.id, base });
    else {
      taken.add(base);
      result.set(t.id, base);
    }
  }
  for (const { id, base } of waiting) {
    let n = 2;
    while (taken.has(`${base}-${n}`)) n += 1;
    taken.add(`${base}-${n}`);
    result.set(id, `${base}-${n}`);
  }
  return result;
}

/** Text form used for search: accents folded, lowercase, words of letters/digits in any script, single spaces. */
export function searchText(text: string): string {
  return fold(text)
    .replace(/['’‘`´.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .normalize('NFC');
}
