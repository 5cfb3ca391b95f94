import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MediaType } from '../../../../api/src/contract';
import { genresQueryOptions } from '../../../api/genres';
import { providersQueryOptions } from '../../../api/providers';
import { useLocale, useT } from '../../../i18n/i18n-provider';
import { appliedChips } from '../filter-chips';
import type { DiscoverFilters } from '../filters';

/**
 * The applied filters as chips under the tabs ('Action ×', 'Rating 3.5+ / 5 ×'); a chip's button removes that
 * filter. Genre and service names come from their lists, asked for only when such a filter is applied.
 */
export function AppliedFilters({
  type,
  country,
  filters,
  onChange,
}: {
  type: MediaType;
  country: string;
  filters: DiscoverFilters;
  onChange: (next: DiscoverFilters) => void;
}) {
  const locale = useLocale();
  const t = useT();
  const genres = useQuery({ ...genresQueryOptions(type, locale), enabled: !!filters.genres?.length });
  const providers = useQuery({
    ...providersQueryOptions(type, country),
    enabled: !!filters.providers?.length,
  });
  const chips = useMemo(
    () =>
      appliedChips(
        filters,
        type,
        {
          genres: new Map((genres.data ?? []).map((g) => [g.id, { name: g.name, lang: g.name_language }])),
          providers: new Map((providers.data ?? []).map((p) => [p.provider_id, p.provider_name])),
        },
        t,
        locale,
      ),
    [filters, type, genres.data, providers.data, t, locale],
  );
  if (!chips.length) return null;
  return (
    <ul className="sf-fchips" aria-label={t('discover.appliedFilters')} data-testid="applied-filters">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className="sf-fchip"
            aria-label={t('discover.removeFilter', { label: chip.label })}
            onClick={() => onChange(chip.without)}
          >
            <span lang={chip.lang}>{chip.label}</span>
            <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}
