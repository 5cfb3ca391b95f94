// Date windows relative to the catalog's reference date (docs/decisions.md #3, docs/spec.md §9): now playing is the six
// months up to and including the reference date, upcoming the year after it. Pure; dates are YYYY-MM-DD (UTC).

export const EMBEDDED_REFERENCE_DATE = '2025-03-29';

function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y as number, m as number, d as number];
}

const iso = (t: Date): string => t.toISOString().slice(0, 10);

/** Adds months, clamping to the last day of the target month (2024-08-31 - 6 months = 2024-02-29). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return iso(first);
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return iso(new Date(Date.UTC(y, m - 1, d + days)));
}

/** movie/now_playing: [ref - 6 months, ref]. */
export function nowPlayingWindow(ref: string): { minimum: string; maximum: string } {
  return { minimum: addMonths(ref, -6), maximum: ref };
}

/** movie/upcoming: (ref, ref + 1 year]. */
export function upcomingWindow(ref: string): { minimum: string; maximum: string } {
  return { minimum: addDays(ref, 1), maximum: addMonths(ref, 12) };
}
