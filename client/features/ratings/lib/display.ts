// Rating display rules (docs/spec.md §5): the average with one decimal and 'rating'/'ratings', else the
// fallback vote_average / 2.
import type { AverageRating, MediaType, RatingContentType } from '../../../../api/src/contract';
import { formatRating, hasRating, pluralize } from '../../../lib/format';

/** 'movie' and 'tv' in the app are 'movie' and 'series' on the ratings wire (docs/decisions.md #7). */
export function ratingContentType(type: MediaType): RatingContentType {
  return type === 'movie' ? 'movie' : 'series';
}

export interface AverageDisplay {
  /** One decimal on the 1-5 scale, e.g. '4.2'; null when nothing is known. */
  value: string | null;
  /** Stars to draw (0-5, may be fractional). */
  stars: number;
  /** '3 ratings', or a note that the figure comes from TMDB votes. */
  caption: string;
}

export function averageDisplay(
  average: AverageRating | null | undefined,
  voteAverage: number | null | undefined,
): AverageDisplay {
  const count = average?.totalCount ?? 0;
  const mean = average?.averageRating;
  if (count > 0 && typeof mean === 'number' && Number.isFinite(mean)) {
    return { value: formatRating(mean, true), stars: mean, caption: pluralize(count, 'rating') };
  }
  if (hasRating(voteAverage)) {
    return { value: formatRating(voteAverage), stars: voteAverage / 2, caption: 'from TMDB votes' };
  }
  return { value: null, stars: 0, caption: 'No ratings yet' };
}

export function starLabel(value: number, count = 5): string {
  return `Rate ${value} out of ${count} ${count === 1 ? 'star' : 'stars'}`;
}
