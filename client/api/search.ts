// GET /api/search/{multi|movie|tv}?query&page&region&include_adult=false -> Paged<MultiResult> (docs/decisions.md #1).
// Owner of ['search', type, query, page, region] (search page, direct search, the modal's fallback).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MultiResult, Paged, SearchType } from '../../api/src/contract';
import { apiGet } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

export const searchTitles = (
  type: SearchType,
  query: string,
  page?: number,
  region?: string,
  signal?: AbortSignal,
) =>
  apiGet<Paged<MultiResult>>(
    `/api/search/${type}`,
    { query: query.trim(), page, region, include_adult: false },
    { signal },
  );

export const searchQueryOptions = (type: SearchType, query: string, page: number, region: string) =>
  queryOptions({
    queryKey: queryKeys.search(type, query.trim(), page, region),
    queryFn: ({ signal }) => searchTitles(type, query, page, region, signal),
  });

/** A blank or whitespace-only query makes no request (docs/spec.md §5). */
export function useSearch(type: SearchType, query: string, page: number, region: string, enabled = true) {
  return useQuery({
    ...searchQueryOptions(type, query, page, region),
    enabled: enabled && query.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
