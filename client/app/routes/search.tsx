import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { SkeletonGrid } from '../../components/card-grid';
import { SearchIcon } from '../../components/icons';
import { usePageMeta } from '../../components/layout/page-title';
import { NumberedPagination } from '../../components/pagination';
import { EmptyState, ErrorState } from '../../components/states';
import { useRegion } from '../../lib/region';
import { useOnlineStatus } from '../../lib/pwa';
import { formatCount } from '../../lib/format';
import { useSearch } from '../../api/search';
import { SearchResultsGrid } from '../../features/search/components/search-results-grid';
import {
  filterResults,
  parseResultFilter,
  parseResultPage,
  searchAddress,
  type ResultFilter,
} from '../../features/search/filter-results';
import '../../components/button.css';
import '../../components/heading.css';
import '../../components/input.css';
import './search.css';

const FILTERS: Array<{ value: ResultFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'movie', label: 'Movies' },
  { value: 'tv', label: 'TV Shows' },
];

/** The API's answer may name a likelier query when nothing was found (typo-tolerant search, issue #36). */
interface WithSuggestion {
  suggestion?: { query?: unknown } | null;
}

function suggestedQuery(data: unknown, q: string): string | null {
  const raw = (data as WithSuggestion | undefined)?.suggestion?.query;
  if (typeof raw !== 'string') return null;
  const clean = raw.trim();
  return clean && clean.toLowerCase() !== q.toLowerCase() ? clean : null;
}

/**
 * /search: its own form, with the query, the All / Movies / TV Shows filter and the page in the address
 * (?q=star&type=movie&page=2), so a reload or Back keeps them. Movies and TV ask the API for that type over all
 * results (GET /api/search/movie|tv, docs/decisions.md #22), not only the page in view.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const filter = parseResultFilter(params.get('type'));
  const page = parseResultPage(params.get('page'));
  const [text, setText] = useState(q);
  const { country, detecting } = useRegion();
  const online = useOnlineStatus();
  const search = useSearch(filter === 'all' ? 'multi' : filter, q, page, country, !detecting);

  const go = (nextFilter: ResultFilter, nextPage: number, nextQ = q) =>
    setParams(searchAddress(nextQ, nextFilter, nextPage));
  const setPage = (next: number) => {
    go(filter, next);
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };

  // docs/spec.md §4: a new country returns to page 1 (the query, type and page are the address's own).
  const seenCountry = useRef(country);
  useEffect(() => {
    if (detecting || seenCountry.current === country) return;
    seenCountry.current = country;
    if (page > 1) setParams(searchAddress(q, filter, 1), { replace: true });
  }, [country, detecting, page, q, filter, setParams]);

  useEffect(() => setText(q), [q]);
  usePageMeta(
    q ? `Search results for "${q}" | StreamFinder` : 'Search Movies and TV Shows | StreamFinder',
    'Search movies and TV shows and find where to stream, rent or buy them in your country.',
  );

  // Answers arrive through TanStack Query's store, which React renders in one synchronous task; the page shows a
  // deferred copy instead, rendered in slices in the background, and the memoized grid skips the urgent render
  // (issue #10).
  const live = useMemo(
    () => ({
      data: search.data,
      filter,
      isError: search.isError,
      loading: !!q && (detecting || search.isPending || (search.isFetching && search.isPlaceholderData)),
    }),
    [
      q,
      filter,
      detecting,
      search.data,
      search.isError,
      search.isPending,
      search.isFetching,
      search.isPlaceholderData,
    ],
  );
  const { data, isError, loading, filter: shownFilter } = useDeferredValue(live);
  const results = useMemo(() => filterResults(data?.results, shownFilter), [data, shownFilter]);
  const totalPages = Math.min(data?.total_pages ?? 0, 500);
  const suggestion = suggestedQuery(data, q);
  const kind = filter === 'movie' ? 'movies' : filter === 'tv' ? 'TV shows' : 'movies or TV shows';

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
    // Offline, the notice above the page (features/offline) already says that search needs a connection and
    // offers what is saved: one message, not two (issue #36).
    body = online ? (
      <ErrorState
        title="Failed to load search results"
        description="An error occurred while searching. Please try again."
        onRetry={() => void search.refetch()}
      />
    ) : null;
  } else if ((data?.total_results ?? 0) === 0 || results.length === 0) {
    body = (
      <EmptyState
        title="No results found"
        description={`We couldn't find any ${kind} matching "${q}".`}
        action={
          <div className="sf-search__next" data-testid="search-next-steps">
            {suggestion && (
              <p className="sf-search__suggestion" data-testid="search-suggestion">
                Did you mean{' '}
                <RouterLink to={{ search: `?${new URLSearchParams(searchAddress(suggestion, filter))}` }}>
                  {suggestion}
                </RouterLink>
                ?
              </p>
            )}
            <ul className="sf-search__tips">
              <li>Check the spelling, or try fewer or shorter words (just the title, without the year).</li>
              {filter !== 'all' && (
                <li>
                  <RouterLink to={{ search: `?${new URLSearchParams(searchAddress(q, 'all'))}` }}>
                    Search movies and TV shows
                  </RouterLink>{' '}
                  instead of {kind} only.
                </li>
              )}
              <li>
                Or browse: <RouterLink to="/category/movie">popular movies</RouterLink>,{' '}
                <RouterLink to="/category/tv">popular TV shows</RouterLink>, or{' '}
                <RouterLink to={`/advanced-search/${filter === 'tv' ? 'tv' : 'movie'}`}>
                  Discover by genre and rating
                </RouterLink>
                .
              </li>
            </ul>
          </div>
        }
      />
    );
  } else {
    body = (
      <>
        <SearchResultsGrid results={results} label={`Results for ${q}`} />
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
          // A new query keeps the type asked for and starts at page 1.
          go(filter, 1, next);
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
                onClick={() => filter !== f.value && go(f.value, 1)}
              >
                {f.label}
              </button>
            ))}
          </div>
          {/* Always there (empty while loading): below md it has its own line, so the count arriving does
              not push the results down; and a live region must exist before its text changes. */}
          <p className="sf-search__count" aria-live="polite" data-testid="search-count">
            {data && !loading && !isError && data.total_results > 0
              ? `${formatCount(data.total_results)} ${filter === 'movie' ? (data.total_results === 1 ? 'movie' : 'movies') : filter === 'tv' ? (data.total_results === 1 ? 'TV show' : 'TV shows') : data.total_results === 1 ? 'result' : 'results'}${totalPages > 1 ? ` · page ${page} of ${totalPages}` : ''}`
              : ''}
          </p>
        </div>
      )}
      <div className="sf-search__body">{body}</div>
    </div>
  );
}
