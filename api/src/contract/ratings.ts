// Rating wire format (docs/spec.md §3, docs/decisions.md #7-#10). content_type is 'movie' or 'series' on the wire.

export type RatingContentType = 'movie' | 'series';

export interface RatingInput {
  content_id: number;
  content_type: RatingContentType;
  /** Whole stars 0-5; 0 clears the visitor's rating. */
  rating: number;
  /** UUID kept in localStorage under thestreamfinder_session_id. */
  session_id: string;
  /** ISO-8601 moment the visitor clicked; the newest rated_at wins (last-writer-wins). */
  rated_at?: string;
}

export interface RatingRecord {
  content_id: number;
  content_type: RatingContentType;
  rating: number;
  rated_at: string;
}

/** GET /api/ratings/{type}/{id}?sessionId= and POST /api/ratings answer { rating: {...} }. */
export interface RatingResponse {
  rating: RatingRecord;
}

export interface AverageRating {
  averageRating: number;
  totalCount: number;
}
