import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { MediaType, Provider, TitleDetails } from '../../../../api/src/contract';
import { PosterImage } from '../../../components/poster-image';
import { RatingBadge } from '../../../components/rating-badge';
import { titleName } from '../lib/title-info';
import { headingNames, useTitleTexts } from '../lib/localized';
import { useT } from '../../../i18n/i18n-provider';
import { AVAILABILITY_ANCHOR } from './availability-panel';
import { ProviderStack } from './provider-stack';
import { genreIn } from '../../../../api/src/contract/genre-names';
import '../../../components/button.css';
import '../title-sections.css';

/**
 * Poster, h1, rating badge, release date, runtime or seasons, genre chips and the quick 'where to watch'. The
 * first four are static classes (features/title/title-page.css), rendered on the server by this same component:
 * the page paints before any script and keeps its boxes when the browser hydrates it.
 */
export function TitlePoster({ details }: { details: TitleDetails }) {
  const t = useT();
  return (
    <div className="sf-tp-poster" data-testid="title-poster">
      <PosterImage
        path={details.poster_path}
        alt={t('title.poster', { title: titleName(details) })}
        size="w500"
        priority="high"
      />
    </div>
  );
}

function jumpToAvailability(event: MouseEvent<HTMLAnchorElement>) {
  const el = document.getElementById(AVAILABILITY_ANCHOR);
  if (!el) return; // not drawn yet: the anchor's own jump
  event.preventDefault();
  window.history.replaceState(window.history.state, '', `#${AVAILABILITY_ANCHOR}`);
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  const heading = el.querySelector<HTMLElement>('h2');
  heading?.setAttribute('tabindex', '-1');
  heading?.focus({ preventScroll: true });
}

export function TitleHeading({
  type,
  details,
  providers,
  answer,
  action,
}: {
  type: MediaType;
  details: TitleDetails;
  providers: Provider[];
  /** The one-line answer to 'where can I watch it?' (lib/providers.ts watchAnswer). */
  answer: string;
  action?: ReactNode;
}) {
  const t = useT();
  const texts = useTitleTexts();
  const date = texts.date(details);
  const length = texts.length(details);
  const names = headingNames(details, texts.locale);
  // In the page's language where the genre list has the name (Komödie on /de/), else English marked lang="en".
  const genres = (details.genres ?? [])
    .filter((g) => g && typeof g.id === 'number' && g.name)
    .map((g) => genreIn(g, texts.locale));
  return (
    <div className="sf-tp-head">
      {/* On a page in the title's own language, its original title, and the English one beside it (issue #46). */}
      <h1
        className="sf-tp-h1"
        data-testid="title-heading"
        lang={names.english ? (details.original_language ?? undefined) : undefined}
      >
        {names.name}
      </h1>
      {names.english && (
        <p className="sf-tp-h1-english" lang="en" data-testid="title-english">
          <span className="sf-visually-hidden">{t('title.englishTitle')}: </span>
          {names.english}
        </p>
      )}
      <div className="sf-tp-meta" data-testid="title-meta">
        <RatingBadge voteAverage={details.vote_average} size="md" labelled />
        {date && <span data-testid="title-date">{date}</span>}
        {length && <span data-testid="title-length">{length}</span>}
      </div>
      {action && <div>{action}</div>}
      {genres.length > 0 && (
        <ul className="sf-tp-genres" aria-label={t('title.genres')} data-testid="genre-chips">
          {genres.map((g) => (
            <li key={g.id}>
              <RouterLink className="sf-tp-genre" to={`/genre/${g.id}?type=${type}`} lang={g.name_language}>
                {g.name}
              </RouterLink>
            </li>
          ))}
        </ul>
      )}
      {/* The answer right under the title, above the fold on a phone, linking to the full panel (issue #36). */}
      <div className="sf-tp-answer">
        <a
          href={`#${AVAILABILITY_ANCHOR}`}
          className="sf-btn sf-btn--sm sf-btn--subtle sf-tp-quick"
          onClick={jumpToAvailability}
          data-testid="quick-providers"
        >
          {providers.length > 0 && <ProviderStack providers={providers} px={24} />}
          <span className="sf-tp-quick__label" data-testid="watch-answer">
            {answer}
          </span>
          <span className="sf-visually-hidden">{t('title.allOptions')}</span>
        </a>
      </div>
    </div>
  );
}
