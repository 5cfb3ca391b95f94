import { queryOptions } from '@tanstack/react-query';
import type { DatedPage, MovieSummary } from '../../../../api/src/contract';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getUpcoming(region: string, signal?: AbortSignal) {
  return apiGet<DatedPage<MovieSummary>>('/api/movie/upcoming', { region }, { signal });
}

export function getNowPlaying(region: string, signal?: AbortSignal) {
  return apiGet<DatedPage<MovieSummary>>('/api/movie/now_playing', { region }, { signal });
}

export const upcomingQueryOptions = (region: string) =>
  queryOptions({
    queryKey: queryKeys.upcoming(region, 1),
    queryFn: ({ signal }) => getUpcoming(region, signal),
  });

export const nowPlayingQueryOptions = (region: string) =>
  queryOptions({
    queryKey: queryKeys.nowPlaying(region, 1),
    queryFn: ({ signal }) => getNowPlaying(region, signal),
  });
