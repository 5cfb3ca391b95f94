// GET /api/movie/now_playing and /api/movie/upcoming?region&page -> DatedPage<MovieSummary>. Owner of
// ['now-playing', region, page] and ['upcoming', region, page] (home carousels, category and upcoming pages).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DatedPage, MovieSummary } from '../../api/src/contract';
import { apiGet } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
import { HOME_LIST_STALE_MS } from '../lib/persist';

export const fetchNowPlaying = (region: string, page: number, signal?: AbortSignal) =>
  apiGet<DatedPage<MovieSummary>>('/api/movie/now_playing', { region, page, language: 'en-US' }, { signal });

export const fetchUpcoming = (region: string, page: number, signal?: AbortSignal) =>
  apiGet<DatedPage<MovieSummary>>('/api/movie/upcoming', { region, page, language: 'en-US' }, { signal });

export const nowPlayingQueryOptions = (region: string, page = 1) =>
  queryOptions({
    queryKey: queryKeys.nowPlaying(region, page),
    queryFn: ({ signal }) => fetchNowPlaying(region, page, signal),
    staleTime: HOME_LIST_STALE_MS,
  });

export const upcomingQueryOptions = (region: string, page = 1) =>
  queryOptions({
    queryKey: queryKeys.upcoming(region, page),
    queryFn: ({ signal }) => fetchUpcoming(region, page, signal),
    staleTime: HOME_LIST_STALE_MS,
  });

export function useNowPlaying(region: string, page = 1, enabled = true) {
  return useQuery({ ...nowPlayingQueryOptions(region, page), enabled });
}

export function useUpcoming(region: string, page = 1, enabled = true) {
  return useQuery({ ...upcomingQueryOptions(region, page), enabled });
}
