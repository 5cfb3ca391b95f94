import { memo, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { MovieSummary } from '../../../../api/src/contract';
import { tmdbImage } from '../../../lib/image';
import { formatRating, hasRating, yearOf } from '../../../lib/format';
import { titlePath } from '../../../lib/slug';
import './home.css';
import { textLang, useLocale, useT } from '../../../i18n/i18n-provider';

export const HERO_INTERVAL_MS = 10_000;
export const HERO_FADE_MS = 800;

export interface HeroProps {
  items: MovieSummary[];
  loading: boolean;
}

function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  // Read after hydration (the server cannot know it): the hero does not advance before then anyway.
  const [reduced, setReduced] = useState(true);
  useEffect(() => {
    const mq = window.matchMedia?.(query);
    setReduced(mq?.matches ?? false);
    if (!mq) return;
    const onChange = () => setReduced(mq.matches);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * Featured hero (docs/spec.md §4): up to 5 movies, advances every 10 s with an 800 ms fade, dots to jump.
 * Pauses while hovered or focused, and never auto-advances for reduced-motion users.
 */
export const Hero = memo(function Hero({ items, loading }: HeroProps) {
  const t = useT();
  const locale = useLocale();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduced = usePrefersReducedMotion();
  const slides = items.slice(0, 5);
  const count = slides.length;
  const current = count ? index % count : 0;
  // Backdrops (w1280, ~150 KB each on a real network) only for the slide shown and, once the page runs, the next
  // one: the other slides are hidden but would still fetch theirs, competing on a slow phone with the one the
  // visitor sees (the page's largest paint) and the posters. A slide keeps its backdrop once it has had it (it
  // fades out with it).
  const [withArt, setWithArt] = useState<ReadonlySet<number>>(() => new Set([0]));
  useEffect(() => {
    if (count < 2) return;
    const next = (current + 1) % count;
    setWithArt((had) => (had.has(current) && had.has(next) ? had : new Set([...had, current, next])));
  }, [count, current]);

  useEffect(() => {
    if (count < 2 || paused || reduced) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), HERO_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [count, paused, reduced, current]);

  if (loading) {
    return (
      <div role="status" aria-busy="true" aria-label={t('hero.loading')} data-testid="hero-skeleton">
        <span className="sf-skel sf-hero sf-hero--skeleton" />
      </div>
    );
  }

  if (!count) {
    return (
      <div className="sf-hero__empty">
        <p>{t('hero.emptyTitle')}</p>
        <p>{t('hero.emptyText')}</p>
      </div>
    );
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('hero.label')}
      className="sf-hero"
      data-reduced={reduced ? '' : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocusCapture={() => setPaused(true)}
      onBlurCapture={() => setPaused(false)}
      data-testid="hero"
    >
      {slides.map((movie, i) => {
        const active = i === current;
        const backdrop = tmdbImage(
          movie.backdrop_path ?? movie.poster_path,
          movie.backdrop_path ? 'w1280' : 'w780',
        );
        const year = yearOf(movie.release_date);
        return (
          <div
            key={movie.id}
            className="sf-hero__slide"
            data-active={active ? '' : undefined}
            aria-hidden={!active}
            role="group"
            aria-roledescription="slide"
            aria-label={t('hero.slide', { index: i + 1, count })}
          >
            <div
              className="sf-hero__art"
              style={
                backdrop && (active || withArt.has(i)) ? { backgroundImage: `url(${backdrop})` } : undefined
              }
            />
            <div className="sf-hero__shade" />
            <div className="sf-hero__body">
              <p className="sf-hero__kicker">{t('hero.kicker')}</p>
              <h2 className="sf-hero__title">{movie.title}</h2>
              <div className="sf-hero__meta">
                {year && <p>{year}</p>}
                {hasRating(movie.vote_average) && (
                  <p role="img" aria-label={t('rating.label', { value: formatRating(movie.vote_average) })}>
                    ★ {formatRating(movie.vote_average)}
                  </p>
                )}
              </div>
              {movie.overview && (
                <p className="sf-hero__overview" lang={textLang(movie.overview_language, locale)}>
                  {movie.overview}
                </p>
              )}
              <div>
                <RouterLink
                  to={titlePath('movie', movie)}
                  className="sf-hero__cta"
                  tabIndex={active ? 0 : -1}
                >
                  {t('hero.cta')}
                </RouterLink>
              </div>
            </div>
          </div>
        );
      })}
      {count > 1 && (
        <div className="sf-hero__dots">
          {slides.map((movie, i) => (
            <button
              type="button"
              key={movie.id}
              className="sf-hero__dot"
              aria-label={t('hero.show', { index: i + 1, title: movie.title })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setIndex(i)}
            >
              <span />
            </button>
          ))}
        </div>
      )}
    </section>
  );
});
