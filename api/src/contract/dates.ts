// How dates read on screen, in English (docs/spec.md §5): one pure module the screens (rendered on the server
// and in the browser) and the API's own texts import.

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * 'October 15, 1999'; null when missing or invalid. What toLocaleDateString('en-US', {month: 'long', ...}) prints,
 * without Intl's first-call cost (~150 ms on a throttled phone CPU, issue #10).
 */
export function formatLongDate(date: string | null | undefined): string | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return null;
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}
