import { Link } from 'react-router-dom';
import type { MediaType, Paged, TitleSummary } from '../../../../api/src/contract';
import { CardGrid, SkeletonGrid } from '../../../components/card-grid';
import { PrevNextPagination } from '../../../components/pagination';
import { EmptyState, ErrorState } from '../../../components/states';
import { TitleCard } from '../../../components/title-card';
import { useT } from '../../../i18n/i18n-provider';
import '../../../components/button.css';
import '../../../components/heading.css';
import './title-listing.css';

export const LISTING_SKELETONS = 18;

export interface TitleListingProps {
  heading: string;
  subheading?: string;
  /** The links under the heading that switch between lists (Movies / TV Shows; Popular / Top Rated), one current. */
  links?: { label: string; to: string; current: boolean }[];
  /** What the links choose ('Type', 'Filter'): the name of their group. */
  linksLabel?: string;
  type: MediaType;
  data: Paged<TitleSummary> | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  errorText?: string;
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * Category and genre listings (docs/spec.md §2 and §8), the whole page: 18 skeletons, error with retry, empty,
 * Previous/Next. Static classes (title-listing.css), so the page does not build the Chakra system.
 */
export function TitleListing({
  heading,
  subheading,
  links,
  linksLabel,
  type,
  data,
  loading,
  error,
  onRetry,
  errorText,
  page,
  onPageChange,
}: TitleListingProps) {
  const t = useT();
  const results = (data?.results ?? []).filter((t) => t && typeof t.id === 'number');
  const totalPages = Math.min(data?.total_pages ?? 0, 500);
  return (
    <div className="sf-container sf-listing">
      <h1 className="sf-heading sf-heading--page">{heading}</h1>
      {subheading && <p className="sf-listing__sub">{subheading}</p>}
      {links && (
        <div className="sf-listing__links" role="group" aria-label={linksLabel}>
          {links.map((l) => (
            <Link
              key={l.to}
              to={l.to}
              aria-current={l.current ? 'page' : undefined}
              className={`sf-btn sf-btn--sm ${l.current ? 'sf-btn--solid sf-palette-yellow' : 'sf-btn--outline'}`}
            >
              {l.label}
            </Link>
          ))}
        </div>
      )}
      <div className="sf-listing__body">
        {loading ? (
          <SkeletonGrid count={LISTING_SKELETONS} />
        ) : error ? (
          <ErrorState
            title={t('state.loadFailedTitle')}
            description={errorText ?? t('state.loadFailedText')}
            onRetry={onRetry}
          />
        ) : results.length === 0 ? (
          <EmptyState
            title={t('state.noContent')}
            description={t(type === 'tv' ? 'category.emptyTv' : 'category.emptyMovies')}
          />
        ) : (
          <>
            <CardGrid label={heading}>
              {results.map((t, i) => (
                <TitleCard key={t.id} item={t} type={type} priority={i < 6 ? 'high' : 'low'} />
              ))}
            </CardGrid>
            <PrevNextPagination page={page} totalPages={totalPages} onChange={onPageChange} />
          </>
        )}
      </div>
    </div>
  );
}
