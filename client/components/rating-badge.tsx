import { Badge } from '@chakra-ui/react';
import { formatRating, hasRating } from '../lib/format';

export interface RatingBadgeProps {
  voteAverage: number | null | undefined;
  size?: 'xs' | 'sm' | 'md' | 'lg';
}

/** vote_average / 2 with one decimal (spec section 5); nothing when the title has no rating. */
export function RatingBadge({ voteAverage, size = 'sm' }: RatingBadgeProps) {
  if (!hasRating(voteAverage)) return null;
  const value = formatRating(voteAverage);
  return (
    <Badge
      size={size}
      bg="blackAlpha.800"
      color="yellow.300"
      fontWeight="bold"
      gap="1"
      role="img"
      aria-label={`Rated ${value} out of 5`}
      title={`Rated ${value} out of 5`}
    >
      <span aria-hidden="true">★</span>
      <span aria-hidden="true">{value}</span>
    </Badge>
  );
}
