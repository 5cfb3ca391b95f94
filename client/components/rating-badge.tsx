import { formatRating, hasRating } from '../lib/format';

export interface RatingBadgeProps {
  voteAverage: number | null | undefined;
  size?: 'xs' | 'sm' | 'md' | 'lg';
}

/**
 * vote_average / 2 with one decimal (docs/spec.md §5); nothing when the title has no rating. Rendered on every
 * card, so it is a plain element with static classes (components/ui.css), not a Chakra Badge.
 */
export function RatingBadge({ voteAverage, size = 'sm' }: RatingBadgeProps) {
  if (!hasRating(voteAverage)) return null;
  const value = formatRating(voteAverage);
  return (
    <span
      className={size === 'sm' ? 'sf-badge' : `sf-badge sf-badge--${size}`}
      role="img"
      aria-label={`Rated ${value} out of 5`}
      title={`Rated ${value} out of 5`}
    >
      <span aria-hidden="true">★</span>
      <span aria-hidden="true">{value}</span>
    </span>
  );
}
