// Title slugs (spec section 5). Pure functions, shared by the embedded catalog, the live TMDB source and the
// unit tests; client/lib/slug.ts mirrors `slugify` and `parseSlug` exactly.

/** Letters that NFKD does not decompose into a base letter plus accent. */
const FOLD: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Accents and special letters folded, lowercase, '&' read as "and": the common start of slugs and search text. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => FOLD[c] ?? c)
    .replace(/&/g, ' and ');
}

/**
 * Lowercase, accents folded, punctuation dropped, words joined by '-'.
 * Spaces, dashes, slashes and underscores separate words; other punctuation is dropped without separating
 * ("M3GAN 2.0" -> "m3gan-20", "Schindler's List" -> "schindlers-list", "Face/Off" -> "face-off");
 * '&' reads as "and". Titles without Latin letters or digits give "".
 */
export function slugify(text: string): string {
  return fold(text)
    .replace(/[\s\-‐‑‒–—―/\\_|]+/g, ' ')
    .replace(/[^a-z0-9 ]/g, '')
    .trim()
    .replace(/ +/g, '-');
}

export interface ParsedSlug {
  /** Set when the first segment is all digits ("550-fight-club" -> 550). */
  id?: number;
  /** Set when a trailing all-digit segment follows at least one other segment ("title-2" -> 2). */
  number?: number;
  /** The slug without its trailing number, when `number` is set ("title-2" -> "title"). */
  base?: string;
  slug: string;
}

export function parseSlug(slug: string): ParsedSlug {
  const parts = slug.split('-');
  const result: ParsedSlug = { slug };
  if (/^\d+$/.test(parts[0] ?? '')) result.id = Number(parts[0]);
  const last = parts[parts.length - 1] ?? '';
  if (parts.length > 1 && /^\d+$/.test(last)) {
    result.number = Number(last);
    result.base = parts.slice(0, -1).join('-');
  }
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
