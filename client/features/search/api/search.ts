import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MultiResult, Paged, SearchType } from '../../../../api/src/contract';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/search/{multi|movie|tv}?query&page&region&include_adult=false (decisions #1). */
export const searchTitles = (type: SearchType, query: string, page: number, region: string) =>
  apiGet<Paged<MultiResult>>(`/api/search/${type}`, {
    query: query.trim(),
    page,
    region,
    include_adult: false,
  });

export const searchQueryOptions = (type: SearchType, query: string, page: number, region: string) =>
  queryOptions({
    queryKey: queryKeys.search(type, query.trim(), page, region),
    queryFn: () => searchTitles(type, query, page, region),
  });

/** A blank or whitespace-only query makes no request (spec section 5). */
export function useSearch(type: SearchType, query: string, page: number, region: string, enabled = true) {
  return useQuery({
    ...searchQueryOptions(type, query, page, region),
    enabled: enabled && query.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
