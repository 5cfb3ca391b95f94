// The bookmark button and the 'On your service' badge over every title card. Rendered hundreds of times per page,
// so they are plain elements with static classes (components/ui.css) reading shared stores: the country and
// the visitor's services are read once for all cards (CardActionsProvider), and a card makes one subscription
// to this device's list (two with services picked). The save logic loads on the first click.
import { useMemo, type ReactNode } from 'react';
import type { MediaType, MovieSummary, TvSummary } from '../../../../api/src/contract';
import { Svg } from '../../../components/icons';
import { titleOf } from '../../../components/title-card';
import { TitleCardActionContext } from '../../../components/title-card-action';
import { useMyServices } from '../../../lib/my-services';
import { useSelectedCountry } from '../../../lib/region';
import { ON_LIST, ON_SERVICE_HERE, useCardFlags } from '../saved-store';
import { useOnServiceTitle } from '../service-titles';
import { useLocale, useT } from '../../../i18n/i18n-provider';
import { DEFAULT_LOCALE } from '../../../../api/src/contract/locales';
import { listFormat } from '../../../i18n/formatters';

type Item = MovieSummary | TvSummary;

export const BookmarkIcon = ({ filled, size = 20 }: { filled: boolean; size?: number }) => (
  <Svg size={size} filled={filled}>
    <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1z" />
  </Svg>
);

/** Saves or removes the title without opening it. */
function SaveButton({
  item,
  type,
  country,
  saved,
}: {
  item: Item;
  type: MediaType;
  country: string;
  saved: boolean;
}) {
  const name = titleOf(item);
  const t = useT();
  const state = t(saved ? 'cardSave.onList' : 'cardSave.add');
  return (
    <button
      type="button"
      className="sf-card__save"
      aria-pressed={saved}
      aria-label={t('cardSave.label', { state, name })}
      title={state}
      data-testid="card-save"
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        void import('../toggle').then(({ toggleSaved }) =>
          toggleSaved(type, item, country, !saved, undefined, t),
        );
      }}
    >
      <BookmarkIcon filled={saved} size={18} />
    </button>
  );
}

interface CardContext {
  item: Item;
  type: MediaType;
  country: string;
  services: readonly number[];
}

/**
 * 'On your service': the server's answer for every title, else (offline, not loaded yet) this device's. Where the
 * card knows which of the visitor's services has it (My List), the badge names it: 'On your Netflix'.
 */
function ServiceBadge({
  item,
  type,
  country,
  services,
  onDevice,
  serviceNames,
}: CardContext & { onDevice: boolean; serviceNames?: string[] }) {
  const onServer = useOnServiceTitle(type, item.id, country, services);
  const t = useT();
  const locale = useLocale();
  const named = serviceNames && serviceNames.length > 0;
  if (!onServer && !onDevice && !named) return null;
  // English joins the names with 'and' (the spec's text); another language with its own list format.
  const joined = named
    ? locale === DEFAULT_LOCALE
      ? serviceNames.join(' and ')
      : listFormat(locale, { type: 'conjunction' }).format(serviceNames)
    : '';
  const text = named ? t('cardSave.onYour', { services: joined }) : t('cardSave.onService');
  return (
    <span className="sf-service-badge" data-testid="on-your-service" title={text}>
      {text}
    </span>
  );
}

/** The bookmark and the service badge of one card (a card's `action`, or every card's through the provider). */
export function CardActions({
  item,
  type,
  country,
  services,
  serviceNames,
}: CardContext & { serviceNames?: string[] }) {
  const flags = useCardFlags(type, item.id, country, services);
  return (
    <span className="sf-card__actions">
      {services.length > 0 && (
        <ServiceBadge
          item={item}
          type={type}
          country={country}
          services={services}
          onDevice={(flags & ON_SERVICE_HERE) !== 0}
          serviceNames={serviceNames}
        />
      )}
      <SaveButton item={item} type={type} country={country} saved={(flags & ON_LIST) !== 0} />
    </span>
  );
}

/**
 * Gives every title card below it (components/title-card-action) its My List button and 'On your service'
 * badge. The country and services are read here, once: when either changes, the cards render again.
 */
export function CardActionsProvider({ children }: { children: ReactNode }) {
  const { country } = useSelectedCountry();
  const services = useMyServices(country);
  const render = useMemo(
    () => (item: Item, type: MediaType) => (
      <CardActions item={item} type={type} country={country} services={services} />
    ),
    [country, services],
  );
  return <TitleCardActionContext.Provider value={render}>{children}</TitleCardActionContext.Provider>;
}
