// POST /api/ratings: upsert of the visitor's rating (decisions #7-#8). 401 -> empty (spec section 7).
import type { RatingInput, RatingRecord, RatingResponse } from '../../../../api/src/contract';
import { apiPost } from '../../../lib/api-client';

export type RatingSubmission = RatingInput & { rated_at: string };

/** The record the server stored, or null when it answered 401. */
export async function submitRating(input: RatingSubmission): Promise<RatingRecord | null> {
  const res = await apiPost<RatingResponse | null>('/api/ratings', input, { nullOn401: true });
  return res?.rating ?? null;
}
