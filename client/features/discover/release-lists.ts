// Upcoming page lists (docs/spec.md §9): only items with a poster, at most 12 each; upcoming by release date
// ascending, new releases descending. Items without a date sort last; equal dates keep the server's order.
import type { MovieSummary } from '../../../api/src/contract';
import { MONTHS } from '../../../api/src/contract/dates';

export const RELEASE_LIST_SIZE = 12;

function hasPoster(item: MovieSummary): boolean {
  return typeof item.poster_path === 'string' && item.poster_path.trim() !== '';
}

function byDate(direction: 1 | -1) {
  return (a: MovieSummary, b: MovieSummary) => {
    const da = a.release_date ?? '';
    const db = b.release_date ?? '';
    if (!da || !db) return da ? -1 : db ? 1 : 0;
    // ISO dates order as text (no localeCompare: it would load ICU's collation data).
    return direction * (da < db ? -1 : da > db ? 1 : 0);
  };
}

export function upcomingList(items: readonly MovieSummary[] | undefined): MovieSummary[] {
  return (items ?? []).filter(hasPoster).sort(byDate(1)).slice(0, RELEASE_LIST_SIZE);
}

export function newReleasesList(items: readonly MovieSummary[] | undefined): MovieSummary[] {
  return (items ?? []).filter(hasPoster).sort(byDate(-1)).slice(0, RELEASE_LIST_SIZE);
}

function parts(date: string | null | undefined): [number, number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  if (!m) return null;
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return [Number(m[1]), month, day];
}

/** 'Week of March 29' */
export function weekOfLabel(referenceDate: string | null | undefined): string | null {
  const p = parts(referenceDate);
  return p ? `Week of ${MONTHS[p[1] - 1]} ${p[2]}` : null;
}

/** Short release-date badge: 'Apr 4'. */
export function shortDate(date: string | null | undefined): string | null {
  const p = parts(date);
  return p ? `${MONTHS[p[1] - 1].slice(0, 3)} ${p[2]}` : null;
}
