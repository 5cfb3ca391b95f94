import type { MediaType, MultiResult, TitleSummary } from '../../../api/src/contract';

export type ResultFilter = 'all' | MediaType;

export interface TypedResult {
  item: TitleSummary;
  type: MediaType;
}

/**
 * The movie and tv results of a page of search results (people hidden), each with its type. The page's Movies / TV
 * filter asks the API for one type (GET /api/search/movie|tv, docs/decisions.md #22), whose results may carry
 * no media_type: they are of the filter's type. 'movie' and 'tv' also narrow a mixed page.
 */
export function filterResults(
  results: MultiResult[] | undefined,
  filter: ResultFilter = 'all',
): TypedResult[] {
  const out: TypedResult[] = [];
  for (const r of results ?? []) {
    if (!r || typeof r.id !== 'number') continue;
    const type =
      r.media_type ??
      (filter !== 'all' ? filter : 'title' in r ? 'movie' : 'first_air_date' in r ? 'tv' : undefined);
    if (type !== 'movie' && type !== 'tv') continue;
    if (filter !== 'all' && filter !== type) continue;
    out.push({ item: r as TitleSummary, type });
  }
  return out;
}

/** The search page's filter in the address (?type=movie|tv); anything else is All. */
export function parseResultFilter(raw: string | null): ResultFilter {
  return raw === 'movie' || raw === 'tv' ? raw : 'all';
}

/** The search page's page in the address (?page=2): a whole number from 1 to 500, else 1. */
export function parseResultPage(raw: string | null): number {
  if (!raw || !/^\d{1,3}$/.test(raw)) return 1;
  const n = Number(raw);
  return n >= 1 && n <= 500 ? n : 1;
}

/** The search page's address query: q, then type and page when they are not the defaults. */
export function searchAddress(q: string, filter: ResultFilter, page = 1): Record<string, string> {
  const out: Record<string, string> = { q };
  if (filter !== 'all') out.type = filter;
  if (page > 1) out.page = String(page);
  return out;
}
