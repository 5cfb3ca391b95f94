import { memo } from 'react';
import type { Provider } from '../../../../api/src/contract';
import { ProviderLogo } from './provider-logo';
import { useT } from '../../../i18n/i18n-provider';

export interface ProviderTileProps {
  provider: Provider;
  href: string;
  /** 'Subscription', 'Rent'... for the link's accessible name. */
  groupLabel: string;
}

/**
 * One provider: logo (letter fallback) and name, lifting on hover/focus, opening the provider in a new tab.
 * Static classes (features/title/title-sections.css): no per-tile style work. Memoized: the affiliate answer and
 * the country list re-render the panel after its first render, and only a tile whose link changed follows.
 */
export const ProviderTile = memo(function ProviderTile({ provider, href, groupLabel }: ProviderTileProps) {
  const t = useT();
  return (
    <a
      className="sf-ptile"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('title.providerTile', { provider: provider.provider_name, group: groupLabel })}
      data-testid="provider-tile"
      data-provider-id={provider.provider_id}
    >
      <span className="sf-ptile__logo">
        <ProviderLogo name={provider.provider_name} logoPath={provider.logo_path} px={56} />
      </span>
      <span className="sf-ptile__name" aria-hidden="true">
        {provider.provider_name}
      </span>
    </a>
  );
});
