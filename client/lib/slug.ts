// Title slugs and links (spec section 5, decisions #11). Mirrors the server's slug rules.
import type { MediaType } from '../../api/src/contract';

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

/**
 * Lowercase, accents folded, punctuation dropped, words joined by '-' (identical to api/src/catalog/slug.ts):
 * spaces, dashes, slashes and underscores separate words, other punctuation is dropped ("M3GAN 2.0" -> "m3gan-20").
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => FOLD[c] ?? c)
    .replace(/&/g, ' and ')
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

interface Linkable {
  id: number;
  slug?: string;
  title?: string;
  name?: string;
}

/** /movies/{slug} or /tv-shows/{slug}; falls back to an id-prefixed slug when no slug is known. */
export function titlePath(type: MediaType, item: Linkable): string {
  const base = type === 'movie' ? '/movies' : '/tv-shows';
  if (item.slug) return `${base}/${item.slug}`;
  const words = slugify(item.title ?? item.name ?? '');
  return `${base}/${words ? `${item.id}-${words}` : item.id}`;
}
