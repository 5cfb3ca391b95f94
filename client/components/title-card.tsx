import { memo, useContext, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { MediaType, MovieSummary, TvSummary } from '../../api/src/contract';
import { useT } from '../i18n/i18n-provider';
import { yearOf } from '../lib/format';
import { titlePath } from '../lib/slug';
import { PosterImage } from './poster-image';
import { RatingBadge } from './rating-badge';
import { TitleCardActionContext } from './title-card-action';

export interface TitleCardProps {
  item: MovieSummary | TvSummary;
  type: MediaType;
  /** Extra badge over the poster's top-left corner (e.g. a release date). */
  badge?: ReactNode;
  /** Eager-load the poster (first cards above the fold). */
  priority?: 'high' | 'low';
  /** Override the link target (defaults to titlePath(type, item)). */
  href?: string;
  /**
   * An interactive element over the poster's bottom-right corner (e.g. an "Add to My List" button). It is a
   * sibling of the card's link, never inside it (no nested interactive content).
   */
  action?: ReactNode;
}

/** The title's name; `untitled` (the page's language's word) when the catalog has none. */
export function titleOf(item: MovieSummary | TvSummary, untitled = 'Untitled'): string {
  return ('title' in item ? item.title : item.name) || ('name' in item ? item.name : '') || untitled;
}

export function dateOf(item: MovieSummary | TvSummary): string | null {
  return 'release_date' in item ? item.release_date : 'first_air_date' in item ? item.first_air_date : null;
}

/**
 * Poster, rating badge, title and year; the whole card is one link to the title page. Rendered hundreds of
 * times per page, so it is plain elements with static classes (components/ui.css): no per-card style work,
 * and memoized: a list re-rendering with the same titles leaves its cards alone.
 */
export const TitleCard = memo(function TitleCard({
  item,
  type,
  badge,
  priority = 'low',
  href,
  action,
}: TitleCardProps) {
  const t = useT();
  const title = titleOf(item, t('card.untitled'));
  // Many shows know only their first-air year (first_air_date null): the card still shows it.
  const year =
    yearOf(dateOf(item)) ??
    ('first_air_year' in item && item.first_air_year ? String(item.first_air_year) : null);
  const slot = useContext(TitleCardActionContext);
  const cardAction = action ?? slot?.(item, type);
  const card = (
    // discover="none": no data-discover attribute (React Router's route discovery, which this app's declared
    // routes do not use), ~21 bytes of every card's HTML.
    <RouterLink
      to={href ?? titlePath(type, item)}
      className="sf-card"
      data-testid="title-card"
      discover="none"
    >
      <div className="sf-card__media">
        <PosterImage path={item.poster_path} alt="" priority={priority} />
        {badge && <div className="sf-card__badge">{badge}</div>}
        <div className="sf-card__rating">
          <RatingBadge voteAverage={item.vote_average} />
        </div>
      </div>
      <div className="sf-card__body">
        <p className="sf-card__title">{title}</p>
        {year && <p className="sf-card__year">{year}</p>}
      </div>
    </RouterLink>
  );
  if (!cardAction) return card;
  return (
    <div className="sf-card-wrap">
      {card}
      <div className="sf-card__action">{cardAction}</div>
    </div>
  );
});
