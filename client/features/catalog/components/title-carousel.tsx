import { memo, useDeferredValue, useMemo } from 'react';
import type { MediaType, MultiResult, TitleSummary } from '../../../../api/src/contract';
import { Carousel } from '../../../components/carousel';
import { TitleCard } from '../../../components/title-card';
import { HydrateLater } from '../../../components/hydrate-later';
import { useT } from '../../../i18n/i18n-provider';

export const CAROUSEL_SIZE = 10;

export interface TitleCarouselProps {
  title: string;
  viewAllHref?: string;
  type: MediaType;
  items: Array<TitleSummary | MultiResult> | undefined;
  loading: boolean;
  error?: boolean;
  /**
   * Below a page's first screen: the whole carousel hydrates after it (components/hydrate-later.tsx). Its props
   * must then keep their identity while they mean the same (a memoized list, a query's answer).
   */
  later?: boolean;
}

interface CarouselView {
  items: Array<TitleSummary | MultiResult> | undefined;
  loading: boolean;
  error?: boolean;
}

/**
 * A carousel of up to 10 title cards (docs/spec.md §9), with the spec's empty texts. Memoized: a page with
 * several lists re-renders as each one arrives, the others keep their cards as they are.
 *
 * A list arrives through TanStack Query's store, which React renders synchronously: on the home page six lists
 * landing meant long tasks of 130-250 ms (Lighthouse, 4x CPU) mounting their cards. The cards render from a
 * deferred copy of the list instead, which React renders in the background in slices of a few milliseconds,
 * and the skeleton stays until then (issue #10).
 */
export const TitleCarousel = memo(function TitleCarousel({
  title,
  viewAllHref,
  type,
  items,
  loading,
  error,
  later,
}: TitleCarouselProps) {
  const live = useMemo<CarouselView>(() => ({ items, loading, error }), [items, loading, error]);
  const view = useDeferredValue(live);
  const cards = <CarouselCards title={title} viewAllHref={viewAllHref} type={type} view={view} />;
  return later ? <HydrateLater>{cards}</HydrateLater> : cards;
});

const CarouselCards = memo(function CarouselCards({
  title,
  viewAllHref,
  type,
  view: { items, loading, error },
}: Pick<TitleCarouselProps, 'title' | 'viewAllHref' | 'type'> & { view: CarouselView }) {
  const t = useT();
  const titles = (items ?? [])
    .filter((t): t is TitleSummary => !!t && typeof t.id === 'number' && t.media_type !== 'person')
    .slice(0, CAROUSEL_SIZE);
  return (
    <Carousel
      title={title}
      viewAllHref={viewAllHref}
      loading={loading}
      items={titles.map((title) => (
        <TitleCard key={title.id} item={title} type={type} />
      ))}
      {...(error
        ? {
            emptyTitle: t('state.loadFailedTitle'),
            emptyText: t('state.loadFailedText'),
          }
        : {})}
    />
  );
});
