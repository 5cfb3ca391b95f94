import {
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SkeletonCard } from './card-grid';
import { HydrateLater } from './hydrate-later';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import './section.css';
import { useT } from '../i18n/i18n-provider';

/**
 * Cards a server-rendered carousel hydrates with the page: those a phone shows (two and a half at 412 px) and
 * one more. The others are in the server's HTML all the same and hydrate after the first screen
 * (components/hydrate-later.tsx), or at the visitor's first touch. A list that arrives in the browser (the
 * carousel first rendered without it) has no server HTML to keep: all its cards render at once.
 */
export const EAGER_CARDS = 3;

/** The items from `from` on, behind one boundary; memoized, so the carousel's own updates never reach it. */
const LaterItems = memo(function LaterItems({
  items,
  from,
  itemStyle,
}: {
  items: ReactNode[];
  from: number;
  itemStyle: CSSProperties | undefined;
}) {
  return (
    <HydrateLater>
      {items.slice(from).map((item, i) => (
        <li key={from + i} style={itemStyle}>
          {item}
        </li>
      ))}
    </HydrateLater>
  );
});

export interface CarouselProps {
  title: string;
  viewAllHref?: string;
  loading: boolean;
  items: ReactNode[];
  emptyTitle?: string;
  emptyText?: string;
  /** Number of skeleton cards while loading (spec: 6). */
  skeletonCount?: number;
  /** Width of one item (a CSS length); defaults to poster-card widths (40% at 360 px ... 15.5% at 1280+). */
  itemWidth?: string;
}

/**
 * A titled horizontal list: scrolls by touch (native overflow + snap), by the previous/next buttons and by the
 * arrow keys when the list has focus. Tabbing through its links also scrolls them into view.
 */
export function Carousel({
  title,
  viewAllHref,
  loading,
  items,
  emptyTitle,
  emptyText,
  skeletonCount = 6,
  itemWidth,
}: CarouselProps) {
  const t = useT();
  // Whether the cards came with the carousel's first render (the server's page, hydrated), not later: only those
  // wait behind the hydration gate. Held back, a row the browser loaded showed 3 cards, then the rest up to the
  // browser's next idle moment later (issue 44: another-tab's services row, under load).
  const [cardsFromFirstRender] = useState(() => !loading && items.length > 0);
  const eager = cardsFromFirstRender ? EAGER_CARDS : items.length;
  const headingId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  const update = useCallback(() => {
    const el = trackRef.current;
    if (!el) return;
    setCanPrev(el.scrollLeft > 4);
    setCanNext(el.scrollLeft + el.clientWidth < el.scrollWidth - 4);
  }, []);

  useEffect(() => {
    // Read the track's size once it is in view, not here: reading layout during React's effects forced a style
    // and layout pass per carousel while the page was still being built (the home page has four or more), and a
    // section out of view is not rendered at all (content-visibility in section.css) until a read forces it.
    const el = trackRef.current;
    if (!el) return;
    let io: IntersectionObserver | undefined;
    let frame = 0;
    if (typeof IntersectionObserver === 'undefined') frame = requestAnimationFrame(update);
    else {
      // A screen ahead, so the scroll buttons are right before the row is in view.
      io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && update(), {
        rootMargin: '100% 0px',
      });
      io.observe(el);
    }
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      io?.disconnect();
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [update, items.length, loading]);

  const scrollByPage = (direction: 1 | -1) => {
    const el = trackRef.current;
    if (!el) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      scrollByPage(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      scrollByPage(-1);
    }
  };

  const empty = !loading && items.length === 0;
  // Poster-card widths come from the .sf-row class; another width (a fixed one) is set inline.
  const itemStyle = useMemo(() => (itemWidth === undefined ? undefined : { width: itemWidth }), [itemWidth]);

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="sf-section">
      <div className="sf-row__head">
        <h2 id={headingId} className="sf-section__h">
          {title}
        </h2>
        <div className="sf-section__tools">
          {viewAllHref && (
            <RouterLink
              to={viewAllHref}
              aria-label={t('carousel.viewAllLabel', { title })}
              className="sf-view-all"
            >
              {t('carousel.viewAll')}
            </RouterLink>
          )}
          {!empty && !loading && (
            <>
              <button
                type="button"
                className="sf-scroll-btn"
                aria-label={t('carousel.back', { title })}
                disabled={!canPrev}
                onClick={() => scrollByPage(-1)}
              >
                <ChevronLeftIcon />
              </button>
              <button
                type="button"
                className="sf-scroll-btn"
                aria-label={t('carousel.forward', { title })}
                disabled={!canNext}
                onClick={() => scrollByPage(1)}
              >
                <ChevronRightIcon />
              </button>
            </>
          )}
        </div>
      </div>
      {empty ? (
        <div className="sf-section__empty">
          <p>{emptyTitle ?? t('carousel.emptyTitle')}</p>
          <p>{emptyText ?? t('carousel.emptyText')}</p>
        </div>
      ) : loading ? (
        // The same row and item boxes as the loaded list, so nothing below moves when the cards arrive.
        <div role="status" aria-busy="true" aria-label={t('carousel.loading', { title })}>
          <ul className="sf-row sf-row--loading sf-skel-group">
            {Array.from({ length: skeletonCount }, (_, i) => (
              <li key={i} style={itemStyle}>
                <SkeletonCard />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ul
          ref={trackRef}
          className="sf-row"
          tabIndex={0}
          aria-label={`${title}: use the arrow keys to scroll`}
          onKeyDown={onKeyDown}
          data-testid="carousel-track"
        >
          {items.slice(0, eager).map((item, i) => (
            <li key={i} style={itemStyle}>
              {item}
            </li>
          ))}
          {items.length > eager && <LaterItems items={items} from={eager} itemStyle={itemStyle} />}
        </ul>
      )}
    </section>
  );
}
