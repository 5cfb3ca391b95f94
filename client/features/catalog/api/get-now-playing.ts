import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DatedPage, MovieSummary } from '../../../../api/src/contract';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getNowPlaying = (region: string, page: number) =>
  apiGet<DatedPage<MovieSummary>>('/api/movie/now_playing', { region, page, language: 'en-US' });

export const nowPlayingQueryOptions = (region: string, page = 1) =>
  queryOptions({ queryKey: queryKeys.nowPlaying(region, page), queryFn: () => getNowPlaying(region, page) });

export function useNowPlaying(region: string, page = 1, enabled = true) {
  return useQuery({ ...nowPlayingQueryOptions(region, page), enabled });
}
