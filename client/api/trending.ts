// GET /api/trending/{all|movie|tv}/{day|week}?region -> Paged<MultiResult>. Owner of ['trending', ...].
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MediaType, MultiResult, Paged, TimeWindow } from '../../api/src/contract';
import { apiGet } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
import { HOME_LIST_STALE_MS } from '../lib/persist';

export type TrendingType = MediaType | 'all';

export const fetchTrending = (type: TrendingType, window: TimeWindow, region: string, signal?: AbortSignal) =>
  apiGet<Paged<MultiResult>>(`/api/trending/${type}/${window}`, { region }, { signal });

export const trendingQueryOptions = (type: TrendingType, window: TimeWindow, region: string) =>
  queryOptions({
    queryKey: queryKeys.trending(type, window, region),
    queryFn: ({ signal }) => fetchTrending(type, window, region, signal),
    staleTime: HOME_LIST_STALE_MS,
  });

export function useTrending(type: TrendingType, window: TimeWindow, region: string, enabled = true) {
  return useQuery({ ...trendingQueryOptions(type, window, region), enabled });
}
