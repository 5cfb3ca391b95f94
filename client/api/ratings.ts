// /api/ratings (docs/decisions.md #7-#10): GET average/{movie|series}/{id} -> AverageRating (fresh 10 s, no retry,
// kept on the device for offline),
// GET {movie|series}/{id} (session id in the X-StreamFinder-Session header) -> RatingResponse (always stale, retried once), POST -> RatingResponse.
// 401 -> empty and 404 -> no rating (docs/spec.md §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AverageRating,
  RatingContentType,
  RatingInput,
  RatingRecord,
  RatingResponse,
} from '../../api/src/contract';
import { apiGet, apiPost } from '../lib/api-client';
import { withOfflineFallback } from '../lib/offline-fallback';
import { queryKeys } from '../lib/query-keys';
import { sessionHeaders } from '../lib/session';

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
    // Offline (or the server down), the average the device kept when the title was last seen (lib/offline-store).
    queryFn: ({ queryKey, signal }) =>
      withOfflineFallback(queryKey, () => fetchAverageRating(contentType, contentId, signal)),
    staleTime: AVERAGE_STALE_MS,
    retry: false,
  });
}

export function useAverageRating(contentType: RatingContentType, contentId: number) {
  return useQuery({
    ...averageRatingQueryOptions(contentType, contentId),
    enabled: Boolean(contentType && contentId > 0),
    // Asked again whenever a title page mounts: the server's page is kept and served again (the page cache,
    // docs/architecture.md "One render path"), so the average it carries may predate the visitor's own rating.
    refetchOnMount: 'always',
  });
}

/** The stored whole-star rating, or null when the visitor has none. */
export async function fetchUserRating(
  contentType: RatingContentType,
  contentId: number,
  sessionId: string,
  signal?: AbortSignal,
): Promise<number | null> {
  const res = await apiGet<RatingResponse | null>(
    `/api/ratings/${contentType}/${contentId}`,
    {},
    { nullOn401: true, nullOn404: true, signal, headers: sessionHeaders(sessionId) },
  );
  return res ? res.rating.rating : null;
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

export type RatingSubmission = RatingInput & { rated_at: string };

/** A click's rating waits this long for the server (stars locked, 'Saving...'), then goes to the outbox. */
export const RATING_SAVE_TIMEOUT_MS = 10_000;

/** The record the server stored, or null when it answered 401. */
export async function submitRating(input: RatingSubmission): Promise<RatingRecord | null> {
  const res = await apiPost<RatingResponse | null>('/api/ratings', input, {
    nullOn401: true,
    timeoutMs: RATING_SAVE_TIMEOUT_MS,
  });
  return res?.rating ?? null;
}
