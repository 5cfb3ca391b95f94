// Paging and summary helpers shared by the embedded catalog's queries.
import type { MediaType, MovieSummary, Paged, TvSummary } from '../../../contract';

export const PAGE_SIZE = 20;
const MAX_PAGES = 500;

export type Summary = MovieSummary | TvSummary;

export interface SummaryRow {
  type: MediaType;
  summary: string;
}

/** TMDB paging: 20 per page, total_pages capped at the 500 pages the API accepts. */
export function paged<T>(page: number, results: T[], total: number): Paged<T> {
  return {
    page,
    results,
    total_pages: Math.min(MAX_PAGES, Math.ceil(total / PAGE_SIZE)),
    total_results: total,
  };
}

export const offset = (page: number): number => (page - 1) * PAGE_SIZE;

/** The stored summary JSON; media_type added where TMDB adds it (trending, multi search). */
export function summaryOf(row: SummaryRow, withMediaType: boolean): Summary {
  const s = JSON.parse(row.summary) as Summary;
  return withMediaType ? ({ ...s, media_type: row.type } as Summary) : s;
}
