import type { MediaType, MultiResult, TitleSummary } from '../../../api/src/contract';

export type ResultFilter = 'all' | MediaType;

export interface TypedResult {
  item: TitleSummary;
  type: MediaType;
}

/**
 * Filters an already-loaded page of search results (docs/spec.md §2): only movie and tv results with an id are
 * kept (people hidden); 'movie' and 'tv' narrow further. No new request is made.
 */
export function filterResults(
  results: MultiResult[] | undefined,
  filter: ResultFilter = 'all',
): TypedResult[] {
  const out: TypedResult[] = [];
  for (const r of results ?? []) {
    if (!r || typeof r.id !== 'number') continue;
    const type = r.media_type ?? ('title' in r ? 'movie' : 'first_air_date' in r ? 'tv' : undefined);
    if (type !== 'movie' && type !== 'tv') continue;
    if (filter !== 'all' && filter !== type) continue;
    out.push({ item: r as TitleSummary, type });
  }
  return out;
}
