// The search page's texts that are more than a word (issue #46): its result count, and what it says when nothing
// matches (the API's suggestion, tips, other lists), in the page's language.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../../components/states';
import { useT } from '../../../i18n/i18n-provider';
import { searchAddress, type ResultFilter } from '../filter-results';

/** '1,234 movies · page 2 of 62': the count in the page's plurals and number format. */
export function countText(
  t: ReturnType<typeof useT>,
  filter: ResultFilter,
  count: number,
  page: number,
  totalPages: number,
): string {
  const counted = t(
    filter === 'movie' ? 'search.countMovies' : filter === 'tv' ? 'search.countTv' : 'search.countAll',
    { count },
  );
  return totalPages > 1 ? t('search.countPaged', { count: counted, page, total: totalPages }) : counted;
}

/** No results for `q`: the API's likelier query, the spelling tip, the other type and the lists to browse. */
export function SearchNoResults({
  q,
  filter,
  suggestion,
}: {
  q: string;
  filter: ResultFilter;
  suggestion: string | null;
}) {
  const t = useT();
  const linkTo = (to: string) => (chunks: ReactNode[]) => <RouterLink to={to}>{chunks}</RouterLink>;
  return (
    <EmptyState
      title={t('search.noResultsTitle')}
      description={t(
        filter === 'movie'
          ? 'search.noResultsMovies'
          : filter === 'tv'
            ? 'search.noResultsTv'
            : 'search.noResultsAll',
        { q },
      )}
      action={
        <div className="sf-search__next" data-testid="search-next-steps">
          {suggestion && (
            <p className="sf-search__suggestion" data-testid="search-suggestion">
              <FormattedMessage
                id="search.didYouMean"
                values={{
                  suggestion,
                  link: (chunks: ReactNode[]) => (
                    <RouterLink to={{ search: `?${new URLSearchParams(searchAddress(suggestion, filter))}` }}>
                      {chunks}
                    </RouterLink>
                  ),
                }}
              />
            </p>
          )}
          <ul className="sf-search__tips">
            <li>{t('search.tipSpelling')}</li>
            {filter !== 'all' && (
              <li>
                <FormattedMessage
                  id={filter === 'tv' ? 'search.tipAllTv' : 'search.tipAllMovies'}
                  values={{
                    link: (chunks: ReactNode[]) => (
                      <RouterLink to={{ search: `?${new URLSearchParams(searchAddress(q, 'all'))}` }}>
                        {chunks}
                      </RouterLink>
                    ),
                  }}
                />
              </li>
            )}
            <li>
              <FormattedMessage
                id="search.tipBrowse"
                values={{
                  movies: linkTo('/category/movie'),
                  tv: linkTo('/category/tv'),
                  discover: linkTo(`/advanced-search/${filter === 'tv' ? 'tv' : 'movie'}`),
                }}
              />
            </li>
          </ul>
        </div>
      }
    />
  );
}
