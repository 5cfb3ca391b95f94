import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MediaType, MultiResult, Paged, TimeWindow } from '../../../../api/src/contract';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getTrending = (type: MediaType | 'all', window: TimeWindow, region: string) =>
  apiGet<Paged<MultiResult>>(`/api/trending/${type}/${window}`, { region });

export const trendingQueryOptions = (type: MediaType | 'all', window: TimeWindow, region: string) =>
  queryOptions({
    queryKey: queryKeys.trending(type, window, region),
    queryFn: () => getTrending(type, window, region),
  });

export function useTrending(type: MediaType | 'all', window: TimeWindow, region: string, enabled = true) {
  return useQuery({ ...trendingQueryOptions(type, window, region), enabled });
}
