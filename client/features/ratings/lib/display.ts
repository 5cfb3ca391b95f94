// Rating display rules (docs/spec.md §5, docs/decisions.md #23): one scale, out of 5, everywhere; our visitors'
// average says it is theirs ('Visitors 3.0/5 · 1 rating'), and without one TMDB's score says it is TMDB's.
import type { AverageRating, MediaType, RatingContentType } from '../../../../api/src/contract';
import { outOfFive } from '../../../../api/src/contract/rating-scale';
import { hasRating, pluralize } from '../../../lib/format';

/** 'movie' and 'tv' in the app are 'movie' and 'series' on the ratings wire (docs/decisions.md #7). */
export function ratingContentType(type: MediaType): RatingContentType {
  return type === 'movie' ? 'movie' : 'series';
}

export interface AverageDisplay {
  /** Whose figure it is: our visitors', TMDB's (no visitor has rated yet), or none. */
  source: 'visitors' | 'tmdb' | null;
  /** One decimal on the 1-5 scale, e.g. '4.2'; null when nothing is known. */
  value: string | null;
  /** Stars to draw, in halves: `value` rounded to the nearest half star (contract/rating-scale.ts). */
  stars: number;
  /** '3 ratings', or that no visitor has rated the title yet. */
  caption: string;
}

export function averageDisplay(
  average: AverageRating | null | undefined,
  voteAverage: number | null | undefined,
): AverageDisplay {
  const count = average?.totalCount ?? 0;
  const mean = average?.averageRating;
  if (count > 0 && typeof mean === 'number' && Number.isFinite(mean)) {
    const shown = outOfFive(mean, 5);
    return {
      source: 'visitors',
      value: shown.text,
      stars: shown.stars,
      caption: pluralize(count, 'rating'),
    };
  }
  if (hasRating(voteAverage)) {
    const shown = outOfFive(voteAverage);
    return {
      source: 'tmdb',
      value: shown.text,
      stars: shown.stars,
      caption: 'no visitor ratings yet',
    };
  }
  return { source: null, value: null, stars: 0, caption: 'No ratings yet' };
}

export function starLabel(value: number, count = 5): string {
  return `Rate ${value} out of ${count} ${count === 1 ? 'star' : 'stars'}`;
}
