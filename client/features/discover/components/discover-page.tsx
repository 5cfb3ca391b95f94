import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import type { MediaType } from '../../../../api/src/contract';
import { usePageMeta } from '../../../components/layout/page-title';
import { useRegion } from '../../../lib/region';
import {
  hasActiveFilters,
  headingFor,
  parseFilters,
  resetFilters,
  serializeFilters,
  switchType,
  toDiscoverQuery,
  type DiscoverFilters,
} from '../filters';
import { useDiscover } from '../../../api/discover';
import { useGenres } from '../../../api/genres';
import { useReferenceDate } from '../../../api/health';
import { readServices, saveServices } from '../provider-memory';
import { useServicesRefilter } from '../services-refilter';
import { DiscoverResults } from './discover-results';
import { LazyFilterPanel, preloadFilterPanel } from './lazy-filter-panel';
import { useStableCallback } from '../../../lib/use-stable-callback';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useTabs } from '../../../components/tabs';
import '../../../components/heading.css';
import '../../../components/button.css';
import '../../../components/input.css';
import './discover-page.css';

/** Chakra's md breakpoint (48rem): from here the filter panel sits beside the results. */
const MD_UP = '(min-width: 48rem)';

const TYPES: ReadonlyArray<{ value: MediaType; label: string }> = [
  { value: 'movie', label: 'Movies' },
  { value: 'tv', label: 'TV Shows' },
];
const TYPE_VALUES = TYPES.map((t) => t.value);

/**
 * /advanced-search/{movie|tv}: the filters are the address's query string; the page is local and resets to 1.
 * `servicesAction`: the My services dialog's trigger, composed by the route.
 * The page's first screen (breadcrumb, heading, tabs, buttons, results) is static classes, not Chakra components,
 * so a phone renders it without building the Chakra system (issue #10); the filter panel (sliders, selects, a
 * switch) stays Chakra's, mounted beside the results from md up and below md when Show Filters opens it.
 */
export function DiscoverPage({ type, servicesAction }: { type: MediaType; servicesAction?: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { country, detecting } = useRegion();
  const panelId = useId();
  const filters = useMemo(() => parseFilters(location.search), [location.search]);
  const serialized = serializeFilters(filters);
  const pageKey = `${type}?${serialized}@${country}`;
  const [paging, setPaging] = useState({ key: pageKey, page: 1 });
  const page = paging.key === pageKey ? paging.page : 1;
  const [showFilters, setShowFilters] = useState(false);
  // Below md the panel is hidden until Show Filters: it mounts (sliders, selects, switch, its genre and
  // service lists) when first shown, then stays mounted so hiding it keeps what was being edited.
  const panelWanted = useMediaQuery(MD_UP, true) || showFilters;
  const [panelMounted, setPanelMounted] = useState(panelWanted);
  if (panelWanted && !panelMounted) setPanelMounted(true);
  const referenceDate = useReferenceDate();
  const referenceYear = Number((referenceDate.date ?? '').slice(0, 4)) || new Date().getFullYear();
  const otherGenres = useGenres(type === 'movie' ? 'tv' : 'movie');

  const query = useMemo(() => toDiscoverQuery(filters, page, country), [filters, page, country]);
  const discover = useDiscover(type, query, !detecting);
  // Answers arrive through TanStack Query's store, and React renders a store update in one synchronous task (20
  // cards: ~100 ms at 4x CPU). The results take a deferred copy of what they show, which React renders in slices
  // in the background; the memoized results skip the urgent render (issue #10).
  const loading = detecting || discover.isPending;
  // The type travels with the answer: a movie answer is never drawn as TV cards while the switch is pending.
  const view = useMemo(
    () => ({ type, data: discover.data, loading, error: discover.isError, page }),
    [type, discover.data, loading, discover.isError, page],
  );
  const shown = useDeferredValue(view);

  const heading = headingFor(filters, type);
  usePageMeta(
    `${heading} | StreamFinder`,
    `Browse ${type === 'movie' ? 'movies' : 'TV shows'} by genre, rating, year, runtime and streaming service, and see where to watch them.`,
  );

  const goTo = (next: DiscoverFilters, nextType: MediaType = type) => {
    const search = serializeFilters(next);
    setPaging({ key: `${nextType}?${search}@${country}`, page: 1 });
    void navigate({ pathname: `/advanced-search/${nextType}`, search: search ? `?${search}` : '' });
  };

  // A visit without any filter in the address starts with the services remembered on this device.
  const memoryChecked = useRef(false);
  useEffect(() => {
    if (detecting || memoryChecked.current) return;
    memoryChecked.current = true;
    if (location.search.replace('?', '') !== '') return;
    const saved = readServices(country);
    if (!saved.length) return;
    const search = serializeFilters({ ...filters, providers: saved, watchRegion: country });
    void navigate({ pathname: location.pathname, search: `?${search}` }, { replace: true });
  }, [detecting, country, filters, location.pathname, location.search, navigate]);

  const ownServices = useServicesRefilter(country, filters, goTo);

  const apply = (next: DiscoverFilters) => {
    ownServices(next.providers ?? []);
    saveServices(country, next.providers ?? []);
    setShowFilters(false);
    goTo(next);
  };

  const reset = () => {
    ownServices([]);
    saveServices(country, []);
    goTo(resetFilters());
  };

  // Stable identities for the memoized filter panel: results arriving do not re-render it.
  const onApply = useStableCallback(apply);
  const onReset = useStableCallback(reset);

  const changeType = (nextType: MediaType) => {
    if (nextType === type) return;
    const targetIds = otherGenres.data?.map((g) => g.id);
    goTo(switchType(filters, nextType, targetIds), nextType);
  };

  const changePage = useStableCallback((n: number) => {
    setPaging({ key: pageKey, page: n });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  });

  const tabs = useTabs(TYPE_VALUES, type, changeType);

  return (
    <div className="sf-container sf-discover">
      <nav aria-label="breadcrumb" className="sf-breadcrumb">
        <ol className="sf-breadcrumb__list">
          <li className="sf-breadcrumb__item">
            <RouterLink to="/" className="sf-breadcrumb__link">
              Home
            </RouterLink>
          </li>
          <li className="sf-breadcrumb__separator" aria-hidden="true">
            <svg
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="m9 18 6-6-6-6" />
            </svg>
          </li>
          <li className="sf-breadcrumb__item">
            <span role="link" aria-current="page" className="sf-breadcrumb__current">
              Advanced Search
            </span>
          </li>
        </ol>
      </nav>

      <h1 className="sf-heading sf-heading--page sf-discover__heading">{heading}</h1>

      <div className="sf-tabs sf-palette-yellow">
        <div className="sf-discover__toolbar">
          <div {...tabs.list}>
            {TYPES.map((t) => (
              <button key={t.value} {...tabs.trigger(t.value)}>
                {t.label}
              </button>
            ))}
          </div>
          <div className="sf-discover__actions">
            {servicesAction}
            {hasActiveFilters(filters) && (
              <button type="button" className="sf-btn sf-btn--sm sf-btn--outline" onClick={reset}>
                Clear Filters
              </button>
            )}
            <button
              type="button"
              className="sf-btn sf-btn--sm sf-btn--outline sf-discover__show-filters"
              aria-expanded={showFilters}
              aria-controls={panelId}
              onClick={() => setShowFilters((v) => !v)}
              onPointerEnter={preloadFilterPanel}
              onPointerDown={preloadFilterPanel}
              onFocus={preloadFilterPanel}
            >
              {showFilters ? 'Hide Filters' : 'Show Filters'}
            </button>
          </div>
        </div>

        {TYPES.map((t) => (
          <div key={t.value} {...tabs.panel(t.value)}>
            {t.value === type && (
              <div className="sf-discover__grid">
                <div
                  id={panelId}
                  className={`sf-discover__panel${showFilters ? ' sf-discover__panel--shown' : ''}`}
                >
                  {panelMounted && (
                    <LazyFilterPanel
                      key={`${type}?${serialized}`}
                      type={type}
                      filters={filters}
                      country={country}
                      referenceYear={referenceYear}
                      onApply={onApply}
                      onReset={onReset}
                    />
                  )}
                </div>
                <div className="sf-discover__results">
                  <DiscoverResults
                    type={shown.type}
                    data={shown.data}
                    loading={shown.loading}
                    error={shown.error}
                    page={shown.page}
                    onPageChange={changePage}
                    onResetFilters={onReset}
                  />
                </div>
              </div>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
