// Title slugs (docs/spec.md §5): the one runtime module of the contract, pure and dependency-free, imported by the
// server (api/src/catalog/slug.ts) and the client (client/lib/slug.ts) alike, so both make the same slugs.

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
export function fold(text: string): string {
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
  slug: string;
}

export function parseSlug(slug: string): ParsedSlug {
  const parts = slug.split('-');
  const result: ParsedSlug = { slug };
  if (/^\d+$/.test(parts[0] ?? '')) result.id = Number(parts[0]);
  const last = parts[parts.length - 1] ?? '';
  if (parts.length > 1 && /^\d+$/.test(last)) result.number = Number(last);
  return result;
}
