// GET /api/{movie|tv}/{id}/similar?region=XX -> Paged<TitleSummary> for 'You May Also Like' (at most 10).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MediaType, Paged, TitleSummary } from '../../api/src/contract';
import { apiGet } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
import { DETAIL_RETRY_DELAY_MS, retryTransient } from './title';

export const SIMILAR_LIMIT = 10;

/** null when the title is unknown (404). */
export function fetchSimilar(type: MediaType, id: number, region: string, signal?: AbortSignal) {
  return apiGet<Paged<TitleSummary> | null>(
    `/api/${type}/${id}/similar`,
    { region },
    { nullOn404: true, signal },
  );
}

export function similarQueryOptions(type: MediaType, id: number, region: string) {
  return queryOptions({
    queryKey: queryKeys.similar(type, id, region),
    queryFn: ({ signal }) => fetchSimilar(type, id, region, signal),
    retry: retryTransient,
    retryDelay: DETAIL_RETRY_DELAY_MS,
    select: (page: Paged<TitleSummary> | null) => (page?.results ?? []).slice(0, SIMILAR_LIMIT),
  });
}

export function useSimilarTitles(type: MediaType, id: number, region: string) {
  return useQuery(similarQueryOptions(type, id, region));
}
