import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MediaType, Paged, TitleSummary } from '../../../../api/src/contract';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type TitleListName = 'popular' | 'top_rated';

/** GET /api/{movie|tv}/{popular|top_rated}?region&page */
export const getTitleList = (type: MediaType, list: TitleListName, region: string, page: number) =>
  apiGet<Paged<TitleSummary>>(`/api/${type}/${list}`, { region, page });

export const titleListQueryOptions = (type: MediaType, list: TitleListName, region: string, page = 1) =>
  queryOptions({
    queryKey: queryKeys.list(type, list, region, page),
    queryFn: () => getTitleList(type, list, region, page),
  });

export function useTitleList(type: MediaType, list: TitleListName, region: string, page = 1, enabled = true) {
  return useQuery({ ...titleListQueryOptions(type, list, region, page), enabled });
}
