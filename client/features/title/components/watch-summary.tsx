import { useId } from 'react';
import type { RegionProviders } from '../../../../api/src/contract';
import { watchSummary } from '../lib/providers';
import '../../../components/heading.css';
import '../title-sections.css';

/** 'Where To Watch {title}?' in sentences, for readers and search engines. */
export function WatchSummary({
  title,
  region,
  countryName,
  elsewhere = [],
}: {
  title: string;
  region: RegionProviders | null | undefined;
  countryName: string;
  /** English names of other countries where the title is available. */
  elsewhere?: string[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid="watch-summary">
      <h2 id={headingId} className="sf-heading sf-heading--lg sf-tp-section-heading">
        Where To Watch {title}?
      </h2>
      {watchSummary(title, region, countryName, elsewhere).map((sentence) => (
        <p key={sentence} className="sf-summary__sentence">
          {sentence}
        </p>
      ))}
    </section>
  );
}
