import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SkeletonGrid } from '../../components/card-grid';
import { SearchIcon } from '../../components/icons';
import { usePageMeta } from '../../components/layout/page-title';
import { NumberedPagination } from '../../components/pagination';
import { EmptyState, ErrorState } from '../../components/states';
import { useRegion } from '../../lib/region';
import { useOnlineStatus } from '../../lib/pwa';
import { useLocalizedPath, useT } from '../../i18n/i18n-provider';
import type { MessageKey } from '../../i18n/catalogs';
import { useSearch } from '../../api/search';
import { SearchResultsGrid } from '../../features/search/components/search-results-grid';
import { countText, SearchNoResults } from '../../features/search/components/search-no-results';
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

const FILTERS: Array<{ value: ResultFilter; label: MessageKey }> = [
  { value: 'all', label: 'search.filterAll' },
  { value: 'movie', label: 'search.filterMovies' },
  { value: 'tv', label: 'search.filterTv' },
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
  const t = useT();
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
  // Typed before the page hydrated: the field shows it, React's state does not (it renders what the server did).
  // The field's text is the query, so Search submits what the visitor sees (tests/e2e/site-search.test.ts). After
  // the effect above, which sets the address's query on mount.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = field.current?.value;
    if (typed) setText(typed);
  }, []);
  const localized = useLocalizedPath();
  usePageMeta(q ? t('search.metaTitleQuery', { q }) : t('search.metaTitle'), t('search.metaDescription'));

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

  let body;
  if (!q) {
    body = <EmptyState title={t('search.startTitle')} description={t('search.startText')} />;
  } else if (loading) {
    body = <SkeletonGrid count={10} label={t('search.loading')} />;
  } else if (isError) {
    // Offline, the notice above the page (features/offline) already says that search needs a connection and
    // offers what is saved: one message, not two (issue #36).
    body = online ? (
      <ErrorState
        title={t('search.errorTitle')}
        description={t('search.errorText')}
        onRetry={() => void search.refetch()}
      />
    ) : null;
  } else if ((data?.total_results ?? 0) === 0 || results.length === 0) {
    body = <SearchNoResults q={q} filter={filter} suggestion={suggestion} />;
  } else {
    body = (
      <>
        <SearchResultsGrid results={results} label={t('search.resultsLabel', { q })} />
        <NumberedPagination
          page={page}
          totalPages={totalPages}
          onChange={setPage}
          label={t('search.pagesLabel')}
        />
      </>
    );
  }

  return (
    <div className="sf-container sf-search">
      <h1 className="sf-heading sf-heading--page">{q ? t('search.h1Query', { q }) : t('search.h1')}</h1>
      {/* Without scripts, or submitted before they ran, a GET of /search?q= (the server renders the results). */}
      <form
        role="search"
        action={localized('/search')}
        className="sf-search__form"
        onSubmit={(e) => {
          e.preventDefault();
          const next = text.trim();
          if (!next) return;
          // A new query keeps the type asked for and starts at page 1.
          go(filter, 1, next);
        }}
      >
        {filter !== 'all' && <input type="hidden" name="type" value={filter} />}
        <input
          ref={field}
          name="q"
          className="sf-input sf-search__input"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          enterKeyHint="search"
        />
        <button type="submit" className="sf-btn sf-btn--solid sf-palette-yellow">
          <SearchIcon size={18} />
          {t('search.submit')}
        </button>
      </form>
      {q && (
        <div className="sf-search__bar">
          <div className="sf-search__filters" role="group" aria-label={t('search.filterLabel')}>
            {FILTERS.map((f) => (
              <button
                type="button"
                key={f.value}
                className={`sf-btn sf-btn--sm ${filter === f.value ? 'sf-btn--solid sf-palette-yellow' : 'sf-btn--outline'}`}
                aria-pressed={filter === f.value}
                onClick={() => filter !== f.value && go(f.value, 1)}
              >
                {t(f.label)}
              </button>
            ))}
          </div>
          {/* Always there (empty while loading): below md it has its own line, so the count arriving does
              not push the results down; and a live region must exist before its text changes. */}
          <p className="sf-search__count" aria-live="polite" data-testid="search-count">
            {data && !loading && !isError && data.total_results > 0
              ? countText(t, filter, data.total_results, page, totalPages)
              : ''}
          </p>
        </div>
      )}
      <div className="sf-search__body">{body}</div>
    </div>
  );
}
