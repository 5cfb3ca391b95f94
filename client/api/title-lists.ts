// GET /api/{movie|tv}/{popular|top_rated}?region&page -> Paged<TitleSummary>. Owner of ['list', ...].
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MediaType, Paged, TitleSummary } from '../../api/src/contract';
import { apiGet } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
import { HOME_LIST_STALE_MS } from '../lib/persist';

export type TitleListName = 'popular' | 'top_rated';

export const fetchTitleList = (
  type: MediaType,
  list: TitleListName,
  region: string,
  page: number,
  signal?: AbortSignal,
) => apiGet<Paged<TitleSummary>>(`/api/${type}/${list}`, { region, page }, { signal });

export const titleListQueryOptions = (type: MediaType, list: TitleListName, region: string, page = 1) =>
  queryOptions({
    queryKey: queryKeys.list(type, list, region, page),
    queryFn: ({ signal }) => fetchTitleList(type, list, region, page, signal),
    staleTime: HOME_LIST_STALE_MS,
  });

export function useTitleList(type: MediaType, list: TitleListName, region: string, page = 1, enabled = true) {
  return useQuery({ ...titleListQueryOptions(type, list, region, page), enabled });
}
