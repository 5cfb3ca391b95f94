import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DatedPage, MovieSummary } from '../../../../api/src/contract';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getUpcoming = (region: string, page: number) =>
  apiGet<DatedPage<MovieSummary>>('/api/movie/upcoming', { region, page, language: 'en-US' });

export const upcomingQueryOptions = (region: string, page = 1) =>
  queryOptions({ queryKey: queryKeys.upcoming(region, page), queryFn: () => getUpcoming(region, page) });

export function useUpcoming(region: string, page = 1, enabled = true) {
  return useQuery({ ...upcomingQueryOptions(region, page), enabled });
}
