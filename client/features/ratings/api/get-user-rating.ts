// GET /api/ratings/{movie|series}/{id}?sessionId=: the visitor's stored rating (spec section 7: 401 -> empty,
// 404 -> no rating, retried once, always stale and refetched on window focus).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RatingContentType, RatingResponse } from '../../../../api/src/contract';
import { apiGet } from '../../../lib/api-client';
import { withOfflineFallback } from '../../../lib/offline-store';
import { queryKeys } from '../../../lib/query-keys';

/** The stored whole-star rating, or null when the visitor has none. */
export async function fetchUserRating(
  contentType: RatingContentType,
  contentId: number,
  sessionId: string,
  signal?: AbortSignal,
): Promise<number | null> {
  const res = await apiGet<RatingResponse | null>(
    `/api/ratings/${contentType}/${contentId}`,
    { sessionId },
    { nullOn401: true, nullOn404: true, signal },
  );
  const value = res?.rating?.rating;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function userRatingQueryOptions(contentType: RatingContentType, contentId: number, sessionId: string) {
  return queryOptions({
    queryKey: queryKeys.userRating(contentType, contentId, sessionId),
    queryFn: ({ queryKey, signal }) =>
      withOfflineFallback(queryKey, () => fetchUserRating(contentType, contentId, sessionId, signal)),
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: 1,
  });
}

export function useUserRating(contentType: RatingContentType, contentId: number, sessionId: string) {
  return useQuery({
    ...userRatingQueryOptions(contentType, contentId, sessionId),
    enabled: Boolean(contentType && contentId > 0 && sessionId),
  });
}
