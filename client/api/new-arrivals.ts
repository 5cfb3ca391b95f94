// GET /api/new and GET /api/new/{provider-slug}/{country} -> NewOnServices (issue #37, docs/spec.md §2 and §7).
// Owner of ['new', ...] query keys.
import { queryOptions } from '@tanstack/react-query';
import type { MediaType, NewOnServices } from '../../api/src/contract';
import { apiGet } from '../lib/api-client';

export interface NewFilters {
  type?: MediaType;
  days: 7 | 30;
  /** Provider ids (empty: every provider). */
  providers: number[];
}

const TEN_MINUTES = 10 * 60_000;

export const newArrivalsQueryOptions = (region: string, f: NewFilters) =>
  queryOptions({
    queryKey: ['new', region, f.type ?? 'all', f.days, f.providers.join(',')] as const,
    queryFn: ({ signal }) =>
      apiGet<NewOnServices>(
        '/api/new',
        {
          region,
          days: f.days,
          type: f.type,
          provider: f.providers.length ? f.providers.join(',') : undefined,
        },
        { signal },
      ),
    staleTime: TEN_MINUTES,
  });

export const newOnProviderQueryOptions = (slug: string, country: string, f: Omit<NewFilters, 'providers'>) =>
  queryOptions({
    queryKey: ['new-provider', slug, country, f.type ?? 'all', f.days] as const,
    queryFn: ({ signal }) =>
      // null: the service or the country is unknown (404), the page is the 404 page (issue #45).
      apiGet<NewOnServices | null>(
        `/api/new/${encodeURIComponent(slug)}/${encodeURIComponent(country)}`,
        { days: f.days, type: f.type },
        { signal, nullOn404: true },
      ),
    staleTime: TEN_MINUTES,
  });
