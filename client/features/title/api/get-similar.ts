// GET /api/{movie|tv}/{id}/similar?region=XX for 'You May Also Like' (at most 10 shown).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MediaType, MovieSummary, Paged, TvSummary } from '../../../../api/src/contract';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { DETAIL_RETRY_DELAY_MS, retryTransient } from './get-title';

export const SIMILAR_LIMIT = 10;

export function fetchSimilar(type: MediaType, id: number, region: string, signal?: AbortSignal) {
  return apiGet<Paged<MovieSummary | TvSummary> | null>(
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
    select: (page) =>
      (page?.results ?? []).filter((item) => item && typeof item.id === 'number').slice(0, SIMILAR_LIMIT),
  });
}

export function useSimilarTitles(type: MediaType, id: number, region: string) {
  return useQuery(similarQueryOptions(type, id, region));
}
