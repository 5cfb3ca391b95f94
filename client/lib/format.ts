// Display rules of docs/spec.md §5: runtime 'Xh Ym', rating = vote_average / 2 with one decimal, year.
import { outOfFive } from '../../api/src/contract/rating-scale';

/** '2h 19m', '45m', '2h'; null for missing or non-positive runtimes (never '0h 0m'). */
export function formatRuntime(minutes: number | null | undefined): string | null {
  if (!minutes || !Number.isFinite(minutes) || minutes <= 0) return null;
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}

/**
 * vote_average (0-10) out of 5 with one decimal, e.g. 8.438 -> '4.2'; with `raw`, a figure already out of 5 (our
 * visitors' average). The one rule of contract/rating-scale.ts, which also gives the stars drawn beside it.
 */
export function formatRating(voteAverage: number | null | undefined, raw = false): string {
  const v = typeof voteAverage === 'number' && Number.isFinite(voteAverage) ? voteAverage : 0;
  return outOfFive(v, raw ? 5 : 10).text;
}

/** The rating badge is shown only for vote_average above 0. */
export function hasRating(voteAverage: number | null | undefined): voteAverage is number {
  return typeof voteAverage === 'number' && Number.isFinite(voteAverage) && voteAverage > 0;
}

/** First 4 characters of a date ('1999-10-15' -> '1999'); null when missing. */
export function yearOf(date: string | null | undefined): string | null {
  return date && /^\d{4}/.test(date) ? date.slice(0, 4) : null;
}

export { formatLongDate } from '../../api/src/contract/dates';

/** '1 rating', '3 ratings'. */
export function pluralize(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * A name's sort key: accent-folded lower case. English names (countries, providers) compare by it as
 * `Intl.Collator('en')` orders them (tests/client/region/region.test.tsx checks the bundled country list), without
 * ICU's collation data: the first `localeCompare` or collator loads it, ~11-20 ms on a fast CPU and ~45-75 ms of a
 * phone's (4x CPU) first render of a title page (issue #10).
 */
export const nameKey = (name: string | undefined): string =>
  (name ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Orders names by `nameKey`, then as the collator breaks ties: accents (unaccented first), then case (lower first). */
export function compareNames(a: string, b: string): number {
  return (
    byCodePoints(nameKey(a), nameKey(b)) ||
    byCodePoints(a.toLowerCase(), b.toLowerCase()) ||
    byCodePoints(swapCase(a), swapCase(b))
  );
}

const byCodePoints = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
const swapCase = (s: string) =>
  s.replace(/\p{L}/gu, (c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()));

/** 12345 -> '12,345', as toLocaleString('en-US') writes whole numbers, without loading ICU's number data. */
export function formatCount(n: number): string {
  const whole = Math.trunc(n);
  return Number.isFinite(whole) ? String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : String(n);
}
