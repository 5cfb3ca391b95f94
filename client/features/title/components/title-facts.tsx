import { useId } from 'react';
import type { MediaType, TitleDetails, TvDetails } from '../../../../api/src/contract';
import { castOf, creatorsOf, directorsOf, displayDate, isMovie, languagesOf } from '../lib/title-info';
import '../../../components/heading.css';
import '../title-sections.css';

interface Fact {
  label: string;
  value: string;
}

/** The facts rows that have data, in the spec's order: director / creators, language, cast, release date. */
export function titleFacts(type: MediaType, details: TitleDetails): Fact[] {
  const facts: Fact[] = [];
  if (isMovie(details)) {
    const directors = directorsOf(details.credits?.crew);
    if (directors.length)
      facts.push({ label: directors.length > 1 ? 'Directors' : 'Director', value: directors.join(', ') });
  } else {
    const creators = creatorsOf(details as TvDetails);
    if (creators.length)
      facts.push({ label: creators.length > 1 ? 'Creators' : 'Creator', value: creators.join(', ') });
  }
  const language = languagesOf(details);
  if (language) facts.push({ label: language.includes(',') ? 'Languages' : 'Language', value: language });
  const cast = castOf(details);
  if (cast.length) facts.push({ label: 'Cast', value: cast.join(', ') });
  const date = displayDate(details);
  if (date) facts.push({ label: type === 'movie' ? 'Release Date' : 'First Air Date', value: date });
  return facts;
}

export function TitleFacts({ type, details }: { type: MediaType; details: TitleDetails }) {
  const headingId = useId();
  const facts = titleFacts(type, details);
  if (facts.length === 0) return null;
  return (
    <section aria-labelledby={headingId} data-testid="title-facts">
      <h2 id={headingId} className="sf-heading sf-heading--md sf-tp-section-heading">
        {type === 'movie' ? 'Movie Details' : 'Show Details'}
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
