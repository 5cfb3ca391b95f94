import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SkeletonGrid } from '../../components/card-grid';
import { SearchIcon } from '../../components/icons';
import { usePageMeta } from '../../components/layout/page-title';
import { NumberedPagination } from '../../components/pagination';
import { EmptyState, ErrorState } from '../../components/states';
import { usePage } from '../../components/use-page';
import { useRegion } from '../../lib/region';
import { formatCount } from '../../lib/format';
import { useSearch } from '../../api/search';
import { SearchResultsGrid } from '../../features/search/components/search-results-grid';
import { filterResults, type ResultFilter } from '../../features/search/filter-results';
import '../../components/button.css';
import '../../components/heading.css';
import '../../components/input.css';
import './search.css';

const FILTERS: Array<{ value: ResultFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'movie', label: 'Movies' },
  { value: 'tv', label: 'TV Shows' },
];

/** /search: its own form (q in the address), All/Movies/TV Shows on the loaded page, numbered pages. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);
  const [filter, setFilter] = useState<ResultFilter>('all');
  const { country, detecting } = useRegion();
  const [page, setPage] = usePage(`${q}|${country}`);
  const search = useSearch('multi', q, page, country, !detecting);

  useEffect(() => setText(q), [q]);
  usePageMeta(
    q ? `Search results for "${q}" | StreamFinder` : 'Search Movies and TV Shows | StreamFinder',
    'Search movies and TV shows and find where to stream, rent or buy them in your country.',
  );

  // Answers arrive through TanStack Query's store, which React renders in one synchronous task; the page shows a
  // deferred copy instead, rendered in slices in the background, and the memoized grid skips the urgent render
  // (issue #10). The All / Movies / TV Shows filter applies at once.
  const live = useMemo(
    () => ({
      data: search.data,
      isError: search.isError,
      loading: !!q && (detecting || search.isPending || (search.isFetching && search.isPlaceholderData)),
    }),
    [
      q,
      detecting,
      search.data,
      search.isError,
      search.isPending,
      search.isFetching,
      search.isPlaceholderData,
    ],
  );
  const { data, isError, loading } = useDeferredValue(live);
  const results = useMemo(() => filterResults(data?.results, filter), [data, filter]);
  const totalPages = Math.min(data?.total_pages ?? 0, 500);

  let body;
  if (!q) {
    body = (
      <EmptyState
        title="Start searching"
        description="Type the title of a movie or TV show above to find where to watch it."
      />
    );
  } else if (loading) {
    body = <SkeletonGrid count={10} label="Loading search results" />;
  } else if (isError) {
    body = (
      <ErrorState
        title="Failed to load search results"
        description="An error occurred while searching. Please try again."
        onRetry={() => void search.refetch()}
      />
    );
  } else if ((data?.total_results ?? 0) === 0 || filterResults(data?.results).length === 0) {
    body = (
      <EmptyState
        title="No results found"
        description={`We couldn't find any movies or TV shows matching "${q}". Check the spelling or try another title.`}
      />
    );
  } else {
    body = (
      <>
        {results.length ? (
          <SearchResultsGrid results={results} label={`Results for ${q}`} />
        ) : (
          <EmptyState
            title="No results found"
            description={`No ${filter === 'movie' ? 'movies' : 'TV shows'} on this page of results. Try All or another page.`}
          />
        )}
        <NumberedPagination
          page={page}
          totalPages={totalPages}
          onChange={setPage}
          label="Search results pages"
        />
      </>
    );
  }

  return (
    <div className="sf-container sf-search">
      <h1 className="sf-heading sf-heading--page">{q ? `Search results for "${q}"` : 'Search'}</h1>
      <form
        role="search"
        className="sf-search__form"
        onSubmit={(e) => {
          e.preventDefault();
          const next = text.trim();
          if (!next) return;
          setFilter('all');
          setParams({ q: next });
        }}
      >
        <input
          className="sf-input sf-search__input"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          placeholder="Search movies and TV shows..."
          aria-label="Search movies and TV shows"
          enterKeyHint="search"
        />
        <button type="submit" className="sf-btn sf-btn--solid sf-palette-yellow">
          <SearchIcon size={18} />
          Search
        </button>
      </form>
      {q && (
        <div className="sf-search__bar">
          <div className="sf-search__filters" role="group" aria-label="Filter results">
            {FILTERS.map((f) => (
              <button
                type="button"
                key={f.value}
                className={`sf-btn sf-btn--sm ${filter === f.value ? 'sf-btn--solid sf-palette-yellow' : 'sf-btn--outline'}`}
                aria-pressed={filter === f.value}
                onClick={() => setFilter(f.value)}
              >
                {f.label}
              </button>
            ))}
          </div>
          {/* Always there (empty while loading): below md it has its own line, so the count arriving does
              not push the results down; and a live region must exist before its text changes. */}
          <p className="sf-search__count" aria-live="polite" data-testid="search-count">
            {data && !loading && !isError && data.total_results > 0
              ? `${formatCount(data.total_results)} result${data.total_results === 1 ? '' : 's'}${totalPages > 1 ? ` · page ${page} of ${totalPages}` : ''}`
              : ''}
          </p>
        </div>
      )}
      <div className="sf-search__body">{body}</div>
    </div>
  );
}
