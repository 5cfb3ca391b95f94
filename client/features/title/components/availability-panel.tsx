import { useId, useMemo, useState } from 'react';
import type { WatchProviders } from '../../../../api/src/contract';
import { useSelectedCountry } from '../../../lib/region';
import { useCountries } from '../../../api/countries';
import { countryName } from '../lib/country-names';
import { compareNames } from '../../../lib/format';
import { offerGroups, providerLink, type AffiliateParams } from '../lib/providers';
import { ProviderTile } from './provider-tile';
import { useLocale, useT } from '../../../i18n/i18n-provider';
import { groupLabel } from '../lib/localized';
import '../../../components/button.css';
import '../../../components/heading.css';
import '../title-sections.css';

export const AVAILABILITY_ANCHOR = 'where-to-watch';
const OTHER_COUNTRIES_SHOWN = 12;

export interface AvailabilityPanelProps {
  title: string;
  providers: WatchProviders | null | undefined;
  affiliates?: AffiliateParams;
  /**
   * The offers shown are another country's, kept on screen while the selected country's load (a country change):
   * nothing is said about this country until they are here.
   */
  checking?: boolean;
}

/**
 * Where to watch in the selected country (docs/spec.md §2, docs/decisions.md #15-#16): Subscription, Free with ads,
 * Rent, Buy; or the not-available text with the other countries that have it and a way to switch.
 */
export function AvailabilityPanel({
  title,
  providers,
  affiliates,
  checking = false,
}: AvailabilityPanelProps) {
  const headingId = useId();
  const t = useT();
  const locale = useLocale();
  const { country, setCountry } = useSelectedCountry();
  const region = providers?.results?.[country];
  const groups = useMemo(() => offerGroups(region), [region]);
  // Each provider's link, once per offers and affiliate parameters: not again when the country names arrive.
  const links = useMemo(() => {
    const byId = new Map<number, string>();
    for (const group of groups) {
      for (const p of group.providers) {
        if (!byId.has(p.provider_id)) {
          byId.set(p.provider_id, providerLink(p, { watchLink: region?.link, affiliates }));
        }
      }
    }
    return byId;
  }, [groups, region?.link, affiliates]);
  const otherCodes = useMemo(
    () => (providers?.available_in ?? []).filter((code) => code !== country && /^[A-Z]{2}$/.test(code)),
    [providers, country],
  );
  const countries = useCountries();
  const [showAll, setShowAll] = useState(false);
  const here = countryName(country, countries.data, locale);

  const others = useMemo(
    () =>
      otherCodes
        .map((code) => ({ code, name: countryName(code, countries.data, locale) }))
        .sort((a, b) => compareNames(a.name, b.name)),
    [otherCodes, countries.data, locale],
  );
  const shownOthers = showAll ? others : others.slice(0, OTHER_COUNTRIES_SHOWN);

  return (
    <section
      id={AVAILABILITY_ANCHOR}
      aria-labelledby={headingId}
      className="sf-avail"
      data-testid="availability-panel"
      aria-busy={checking || undefined}
    >
      <h2 id={headingId} className="sf-heading sf-heading--lg">
        {t('title.streamingOptionsIn', { country: here })}
      </h2>

      {checking ? (
        <p className="sf-avail__none" role="status" data-testid="availability-checking">
          {t('title.checkingOptionsIn', { country: here })}
        </p>
      ) : groups.length > 0 ? (
        <div className="sf-avail__groups">
          {groups.map((group) => (
            <div key={group.key} data-testid={`offer-group-${group.key}`}>
              <h3 className="sf-heading sf-heading--sm sf-avail__group-heading">
                {groupLabel(t, group.key)}
              </h3>
              <ul className="sf-ptiles">
                {group.providers.map((p) => (
                  <li key={p.provider_id}>
                    <ProviderTile
                      provider={p}
                      groupLabel={groupLabel(t, group.key)}
                      href={links.get(p.provider_id)!}
                    />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : (
        <div className="sf-avail__none" data-testid="not-available">
          <p>{t('title.notAvailable', { title })}</p>
          <p className="sf-avail__later">{t('title.updateLater')}</p>
          {others.length > 0 && (
            <div className="sf-avail__elsewhere" data-testid="available-elsewhere">
              <p className="sf-avail__elsewhere-title">
                {t('title.availableInOthers', { count: others.length })}
              </p>
              <p className="sf-avail__elsewhere-hint">{t('title.chooseCountry')}</p>
              <ul className="sf-avail__countries">
                {shownOthers.map(({ code, name }) => (
                  <li key={code}>
                    <button
                      type="button"
                      className="sf-btn sf-btn--sm sf-btn--outline"
                      onClick={() => setCountry(code)}
                      aria-label={t('title.switchCountry', { country: name })}
                    >
                      {name}
                    </button>
                  </li>
                ))}
                {others.length > OTHER_COUNTRIES_SHOWN && !showAll && (
                  <li>
                    <button
                      type="button"
                      className="sf-btn sf-btn--sm sf-btn--ghost"
                      onClick={() => setShowAll(true)}
                    >
                      {t('title.showAll', { count: others.length })}
                    </button>
                  </li>
                )}
              </ul>
            </div>
          )}
        </div>
      )}

      <div className="sf-avail__credits">
        <p>
          {t('title.dataBy')}{' '}
          <a
            className="sf-link sf-avail__link"
            href="https://www.justwatch.com/"
            target="_blank"
            rel="noopener noreferrer"
          >
            JustWatch
          </a>
          {region?.link && (
            <>
              {' · '}
              <a
                className="sf-link sf-avail__link"
                href={region.link}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('title.allOffers')}
              </a>
            </>
          )}
        </p>
        <p className="sf-avail__notice">{t('title.tmdbNotice')}</p>
      </div>
    </section>
  );
}
