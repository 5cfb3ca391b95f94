import { useLocale, useT } from '../i18n/i18n-provider';
import { formatRating, hasRating } from '../lib/format';
import { numberFormat } from '../i18n/formatters';

export interface RatingBadgeProps {
  voteAverage: number | null | undefined;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** Say whose score it is and its scale in the badge itself ('TMDB ★ 4.2/5'), as a title page does. */
  labelled?: boolean;
}

/**
 * TMDB's score on the site's one scale, out of 5 (vote_average / 2 with one decimal, docs/spec.md §5,
 * docs/decisions.md #23); nothing when the title has no rating. Rendered on every card, so it is a plain element
 * with static classes (components/ui.css), not a Chakra Badge.
 */
export function RatingBadge({ voteAverage, size = 'sm', labelled = false }: RatingBadgeProps) {
  const t = useT();
  const locale = useLocale();
  if (!hasRating(voteAverage)) return null;
  // English keeps the spec's '4.2'; another language writes the same one-decimal value its way ('4,2').
  const english = formatRating(voteAverage);
  const value =
    locale === 'en'
      ? english
      : numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Number(english));
  const label = t('card.rating', { value });
  return (
    <span
      className={size === 'sm' ? 'sf-badge' : `sf-badge sf-badge--${size}`}
      role="img"
      aria-label={label}
      title={label}
    >
      {labelled && (
        <span aria-hidden="true" className="sf-badge__source">
          TMDB
        </span>
      )}
      <span aria-hidden="true">★</span>
      <span aria-hidden="true">{labelled ? `${value}/5` : value}</span>
    </span>
  );
}

/** 'TMDB rating 4.2 out of 5': whose score and on which scale (docs/decisions.md #23). */
export const ratingLabel = (value: string) => `TMDB rating ${value} out of 5`;
