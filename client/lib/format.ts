// Display rules of docs/spec.md §5: runtime 'Xh Ym', rating = vote_average / 2 with one decimal, year.

/** '2h 19m', '45m', '2h'; null for missing or non-positive runtimes (never '0h 0m'). */
export function formatRuntime(minutes: number | null | undefined): string | null {
  if (!minutes || !Number.isFinite(minutes) || minutes <= 0) return null;
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}

/** vote_average (0-10) as stars (0-5) with one decimal, e.g. 8.438 -> '4.2'. Raw (0-10) when asked. */
export function formatRating(voteAverage: number | null | undefined, raw = false): string {
  const v = typeof voteAverage === 'number' && Number.isFinite(voteAverage) ? voteAverage : 0;
  return (raw ? v : v / 2).toFixed(1);
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
