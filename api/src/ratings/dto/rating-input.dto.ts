// POST /api/ratings body, checked strictly (docs/decisions.md #7/#8). content_id existence is checked by the service.
import type { RatingContentType } from '../../contract';
import { bad, isoDateTime, oneOf, plainObject, positiveInt, uuid } from '../../http/validation';

export const CONTENT_TYPES: readonly RatingContentType[] = ['movie', 'series'];
const FIELDS = ['content_id', 'content_type', 'rating', 'session_id', 'rated_at'] as const;
/** A client clock a little ahead is tolerated; further ahead would let one replay win forever. */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;

export interface RatingCommand {
  contentId: number;
  contentType: RatingContentType;
  rating: number;
  sessionId: string;
  ratedAt: Date;
}

export function parseRatingInput(body: unknown, now = new Date()): RatingCommand {
  const b = plainObject(body, FIELDS);
  for (const key of ['content_id', 'content_type', 'rating', 'session_id'] as const) {
    if (b[key] === undefined || b[key] === null) throw bad(`${key} is required`);
  }
  const rating = b.rating;
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 0 || rating > 5) {
    throw bad('rating must be a whole number from 0 to 5');
  }
  if (typeof b.content_id !== 'number') throw bad('content_id must be a positive integer');
  const ratedAt = b.rated_at === undefined ? now : isoDateTime(b.rated_at, 'rated_at');
  if (ratedAt.getTime() > now.getTime() + MAX_CLOCK_SKEW_MS) throw bad('rated_at must not be in the future');
  return {
    contentId: positiveInt(b.content_id, 'content_id'),
    contentType: oneOf(b.content_type, CONTENT_TYPES, 'content_type'),
    rating,
    sessionId: uuid(b.session_id, 'session_id'),
    ratedAt,
  };
}
