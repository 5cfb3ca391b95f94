import { memo } from 'react';
import type { MediaType, Paged, TitleSummary } from '../../../../api/src/contract';
import { SkeletonCard } from '../../../components/card-grid';
import { EmptyState, ErrorState } from '../../../components/states';
import { TitleCard } from '../../../components/title-card';
import { resultRange } from '../filters';
import { useT } from '../../../i18n/i18n-provider';
import { DiscoverPagination } from './discover-pagination';
import '../../../components/button.css';
import './discover.css';

export const SKELETON_COUNT = 20;

export interface DiscoverResultsProps {
  type: MediaType;
  data: Paged<TitleSummary> | undefined;
  loading: boolean;
  error: boolean;
  page: number;
  onPageChange: (page: number) => void;
  onResetFilters: () => void;
}

/**
 * Loading (20 tiles), error with Refresh, empty with Reset Filters, or the count, the cards and pagination.
 * Memoized: it re-renders only when what it shows changes (discover-page.tsx defers that).
 */
export const DiscoverResults = memo(function DiscoverResults({
  type,
  data,
  loading,
  error,
  page,
  onPageChange,
  onResetFilters,
}: DiscoverResultsProps) {
  const t = useT();
  if (loading) {
    return (
      <div role="status" aria-busy="true" aria-label={t('discover.loading')}>
        <div className="sf-results sf-results--loading sf-skel-group">
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <SkeletonCard key={i} />
          ))}
        </div>
      </div>
    );
  }
  if (error || !data) {
    return (
      <ErrorState
        title={t('discover.errorTitle')}
        description={t('discover.errorText')}
        retryLabel={t('discover.refresh')}
        onRetry={() => window.location.reload()}
      />
    );
  }
  const results = data.results ?? [];
  if (!results.length) {
    return (
      <EmptyState
        title={t('discover.noResultsTitle')}
        description={t('discover.noResultsText')}
        action={
          <button type="button" className="sf-btn sf-btn--solid sf-palette-yellow" onClick={onResetFilters}>
            {t('discover.resetFilters')}
          </button>
        }
      />
    );
  }
  const total = Math.max(data.total_results ?? 0, results.length);
  const { from, to } = resultRange(page, total);
  return (
    <div>
      <p className="sf-results-count" aria-live="polite" data-testid="result-count">
        {t('discover.showing', { from, to, total })}
      </p>
      <ul aria-label={t('discover.results')} className="sf-results">
        {results.map((item, i) => (
          <li key={item.id}>
            <TitleCard item={item} type={type} priority={i < 6 ? 'high' : 'low'} />
          </li>
        ))}
      </ul>
      <DiscoverPagination page={page} totalPages={data.total_pages ?? 1} onChange={onPageChange} />
    </div>
  );
});
