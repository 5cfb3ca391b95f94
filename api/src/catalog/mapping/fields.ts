// Field readers shared by the one TMDB-to-contract mapping (this folder): the live TMDB answers and the bundled
// TMDB-shaped files go through the same checks.
import type { Genre } from '../../contract';
import { genreName } from '../../contract/genre-names';

/** A non-blank string, else null. */
export const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
/**
 * An absolute http(s) URL, else null: provider links end up in href attributes and JSON-LD Offer.url, where a
 * `javascript:` or `data:` value would run or mislead (issue 35).
 */
export function httpUrl(v: unknown): string | null {
  if (typeof v !== 'string' || v.length > 2048) return null;
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:' ? v : null;
  } catch {
    return null;
  }
}
/** A finite number, else null. */
export const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
/** A finite number, else 0. */
export const num0 = (v: unknown): number => num(v) ?? 0;
/** A full YYYY-MM-DD date. */
export const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
/** A non-empty string kept as is (TMDB sends "" for an unknown date), else null. */
export const dateOrNull = (d: string | null | undefined): string | null => (d ? d : null);
/** The year of a date that starts with one. */
export const yearOf = (d: string | null | undefined): number | null =>
  d && /^\d{4}/.test(d) ? Number(d.slice(0, 4)) : null;

/** Genres with an integer id, named in English by id (the bundle carries some German names). */
export function mapGenres(raw: unknown): Genre[] {
  if (!Array.isArray(raw)) return [];
  return (raw as Array<{ id?: unknown; name?: unknown } | null>)
    .filter((g): g is { id: number; name?: unknown } => Boolean(g) && Number.isInteger(g?.id))
    .map((g) => ({ id: g.id, name: genreName(g.id, str(g.name) ?? undefined) }));
}
