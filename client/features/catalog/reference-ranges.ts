// View-all ranges of Just Released (6 months back) and Upcoming (1 year forward) around the catalog's
// reference date (docs/spec.md §9; docs/decisions.md #3: the real date live, 2025-03-29 for the embedded catalog).
export const DEFAULT_REFERENCE_DATE = '2025-03-29';

function shiftMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(y, m - 1 + months, d));
  return shifted.toISOString().slice(0, 10);
}

export function justReleasedHref(reference: string = DEFAULT_REFERENCE_DATE): string {
  return `/advanced-search/movie?primary_release_date.gte=${shiftMonths(reference, -6)}&primary_release_date.lte=${reference}&sort_by=release_date.desc`;
}

export function upcomingHref(reference: string = DEFAULT_REFERENCE_DATE): string {
  return `/advanced-search/movie?primary_release_date.gte=${reference}&primary_release_date.lte=${shiftMonths(reference, 12)}&sort_by=release_date.asc`;
}
