// GET /api/ratings/average/{movie|series}/{id}: mean of stored ratings with its count (fresh for 10 s,
// no retry, 401 -> empty).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AverageRating, RatingContentType } from '../../../../api/src/contract';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const AVERAGE_STALE_MS = 10_000;

export function fetchAverageRating(contentType: RatingContentType, contentId: number, signal?: AbortSignal) {
  return apiGet<AverageRating | null>(
    `/api/ratings/average/${contentType}/${contentId}`,
    {},
    { nullOn401: true, signal },
  );
}

export function averageRatingQueryOptions(contentType: RatingContentType, contentId: number) {
  return queryOptions({
    queryKey: queryKeys.averageRating(contentType, contentId),
    queryFn: ({ signal }) => fetchAverageRating(contentType, contentId, signal),
    staleTime: AVERAGE_STALE_MS,
    retry: false,
  });
}

export function useAverageRating(contentType: RatingContentType, contentId: number) {
  return useQuery({
    ...averageRatingQueryOptions(contentType, contentId),
    enabled: Boolean(contentType && contentId > 0),
  });
}
