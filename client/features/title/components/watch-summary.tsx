import { useId } from 'react';
import type { RegionProviders } from '../../../../api/src/contract';
import { useT } from '../../../i18n/i18n-provider';
import { useTitleTexts } from '../lib/localized';
import '../../../components/heading.css';
import '../title-sections.css';

/** '{t('title.whereToWatch', { title })}' in sentences, for readers and search engines. */
export function WatchSummary({
  title,
  region,
  countryName,
  elsewhere = [],
  checking = false,
}: {
  title: string;
  region: RegionProviders | null | undefined;
  countryName: string;
  /** English names of other countries where the title is available. */
  elsewhere?: string[];
  /** The selected country's offers are still loading (a country change): no sentence about them yet. */
  checking?: boolean;
}) {
  const headingId = useId();
  const t = useT();
  const texts = useTitleTexts();
  return (
    <section aria-labelledby={headingId} data-testid="watch-summary">
      <h2 id={headingId} className="sf-heading sf-heading--lg sf-tp-section-heading">
        {t('title.whereToWatch', { title })}
      </h2>
      {(checking
        ? [t('title.checkingWhere', { title, country: countryName })]
        : texts.summary(title, region, countryName, elsewhere)
      ).map((sentence) => (
        <p key={sentence} className="sf-summary__sentence">
          {sentence}
        </p>
      ))}
    </section>
  );
}
