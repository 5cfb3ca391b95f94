// The bookmark button over every title card. Rendered hundreds of times per page, so it is a plain button with
// static classes (components/ui.css) and a shared saved-state store; the save logic loads on the first click.
import type { MediaType, MovieSummary, TvSummary } from '../../../../api/src/contract';
import { Svg } from '../../../components/icons';
import { titleOf } from '../../../components/title-card';
import { useMyServices } from '../../../lib/my-services';
import { useRegion } from '../../../lib/region';
import { useIsOnList, useOnMyService } from '../saved-store';
import { useOnServiceTitle } from '../service-titles';

export const BookmarkIcon = ({ filled, size = 20 }: { filled: boolean; size?: number }) => (
  <Svg size={size} fill={filled ? 'currentColor' : 'none'}>
    <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1z" />
  </Svg>
);

/** Saves or removes the title without opening it. */
export function CardSaveButton({ item, type }: { item: MovieSummary | TvSummary; type: MediaType }) {
  const { country } = useRegion();
  const saved = useIsOnList(type, item.id);
  const name = titleOf(item);
  return (
    <button
      type="button"
      className="sf-card__save"
      aria-pressed={saved}
      aria-label={`${saved ? 'On My List' : 'Add to My List'}: ${name}`}
      title={saved ? 'On My List' : 'Add to My List'}
      data-testid="card-save"
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        void import('../toggle').then(({ toggleSaved }) => toggleSaved(type, item, country, !saved));
      }}
    >
      <BookmarkIcon filled={saved} size={18} />
    </button>
  );
}

/** 'On your service' when the title streams on one of the visitor's services in their country. */
function OnYourServiceBadge({ item, type }: { item: MovieSummary | TvSummary; type: MediaType }) {
  const { country } = useRegion();
  const services = useMyServices(country);
  // The server's answer for every title, else (offline, not loaded yet) what this device knows of it.
  const onServer = useOnServiceTitle(type, item.id, country, services);
  const onDevice = useOnMyService(type, item.id, country, services);
  if (!onServer && !onDevice) return null;
  return (
    <span className="sf-service-badge" data-testid="on-your-service">
      On your service
    </span>
  );
}

/** For the title cards' action slot (components/title-card-action). */
export const renderCardSaveButton = (item: MovieSummary | TvSummary, type: MediaType) => (
  <span className="sf-card__actions">
    <OnYourServiceBadge item={item} type={type} />
    <CardSaveButton item={item} type={type} />
  </span>
);
