// Discover's results page in the address, beside the filters (issue #36): Back from page 2 lands on page 1 of the
// same list, and a reload keeps the page. `page` is no filter key (filters.ts ignores it).
import { serializeFilters, type DiscoverFilters } from './filters';

/** The results page in the address (?page=2, beside the filters): 1 to 500, else 1. */
export function parseDiscoverPage(search: string | URLSearchParams): number {
  const raw = (typeof search === 'string' ? new URLSearchParams(search) : search).get('page') ?? '';
  if (!/^\d{1,3}$/.test(raw)) return 1;
  const n = Number(raw);
  return n >= 1 && n <= 500 ? n : 1;
}

/** The address query of a filter set on a page (no leading '?'): the filters, then page when not 1. */
export function discoverAddress(filters: DiscoverFilters, page = 1): string {
  const search = serializeFilters(filters);
  if (page <= 1) return search;
  return search ? `${search}&page=${page}` : `page=${page}`;
}
