import { useId } from 'react';
import type { MediaType, TitleDetails, TvDetails } from '../../../../api/src/contract';
import { DEFAULT_LOCALE } from '../../../../api/src/contract/locales';
import { castOf, creatorsOf, directorsOf, displayDate, isMovie, languagesOf } from '../lib/title-info';
import { useT } from '../../../i18n/i18n-provider';
import { useTitleTexts } from '../lib/localized';
import { languageName } from '../../../lib/display-names';
import '../../../components/heading.css';
import '../title-sections.css';

interface Fact {
  label: string;
  value: string;
}

/** The page's language (issue #46): its catalog, its dates and language names. Without it, the spec's English. */
interface FactTexts {
  t: ReturnType<typeof useT>;
  texts: ReturnType<typeof useTitleTexts>;
}

const ENGLISH_LABELS = {
  director: (n: number) => (n > 1 ? 'Directors' : 'Director'),
  creator: (n: number) => (n > 1 ? 'Creators' : 'Creator'),
  language: (n: number) => (n > 1 ? 'Languages' : 'Language'),
};

/** Spoken languages named in the page's language (Intl.DisplayNames); English keeps TMDB's English names. */
function localLanguages(details: TitleDetails, l?: FactTexts): string | null {
  if (!l || l.texts.locale === DEFAULT_LOCALE) return languagesOf(details);
  const names = [
    ...new Set(
      (details.spoken_languages ?? [])
        .map((s) => (s.iso_639_1 && languageName(l.texts.locale, s.iso_639_1)) || s.english_name || s.name)
        .map((n) => n?.trim())
        .filter((n): n is string => Boolean(n)),
    ),
  ];
  return names.length > 0 ? names.join(', ') : null;
}

/** The facts rows that have data, in the spec's order: director / creators, language, cast, release date. */
export function titleFacts(type: MediaType, details: TitleDetails, l?: FactTexts): Fact[] {
  const facts: Fact[] = [];
  if (isMovie(details)) {
    const directors = directorsOf(details.credits?.crew);
    if (directors.length)
      facts.push({
        label: l
          ? l.t('title.director', { count: directors.length })
          : ENGLISH_LABELS.director(directors.length),
        value: directors.join(', '),
      });
  } else {
    const creators = creatorsOf(details as TvDetails);
    if (creators.length)
      facts.push({
        label: l ? l.t('title.creator', { count: creators.length }) : ENGLISH_LABELS.creator(creators.length),
        value: creators.join(', '),
      });
  }
  const language = localLanguages(details, l);
  if (language) {
    const count = language.includes(',') ? 2 : 1;
    facts.push({
      label: l ? l.t('title.language', { count }) : ENGLISH_LABELS.language(count),
      value: language,
    });
  }
  const cast = castOf(details);
  if (cast.length) facts.push({ label: l ? l.t('title.cast') : 'Cast', value: cast.join(', ') });
  const date = l ? l.texts.date(details) : displayDate(details);
  const dateKey = type === 'movie' ? 'title.releaseDate' : 'title.firstAirDate';
  if (date)
    facts.push({
      label: l ? l.t(dateKey) : type === 'movie' ? 'Release Date' : 'First Air Date',
      value: date,
    });
  return facts;
}

export function TitleFacts({ type, details }: { type: MediaType; details: TitleDetails }) {
  const headingId = useId();
  const t = useT();
  const texts = useTitleTexts();
  const facts = titleFacts(type, details, { t, texts });
  if (facts.length === 0) return null;
  return (
    <section aria-labelledby={headingId} data-testid="title-facts">
      <h2 id={headingId} className="sf-heading sf-heading--md sf-tp-section-heading">
        {t(type === 'movie' ? 'title.movieDetails' : 'title.showDetails')}
      </h2>
      <dl className="sf-facts">
        {facts.map((f) => (
          <div key={f.label} className="sf-facts__row">
            <dt className="sf-facts__label">{f.label}</dt>
            <dd className="sf-facts__value">{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
