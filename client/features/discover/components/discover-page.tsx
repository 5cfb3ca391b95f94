import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MediaType } from '../../../../api/src/contract';
import { usePageMeta } from '../../../components/layout/page-title';
import { useRegion } from '../../../lib/region';
import { discoverAddress, parseDiscoverPage } from '../page-address';
import {
  hasActiveFilters,
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
import { AppliedFilters } from './applied-filters';
import { DiscoverBreadcrumb } from './discover-breadcrumb';
import { DiscoverResults } from './discover-results';
import { LazyFilterPanel, LazyFilterSheet, preloadFilterPanel } from './lazy-filter-panel';
import { useStableCallback } from '../../../lib/use-stable-callback';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useTabs } from '../../../components/tabs';
import { useT } from '../../../i18n/i18n-provider';
import { useEarlyClicks } from '../../../lib/early-click';
import { discoverHeading, TYPE_VALUES, TYPES } from '../discover-heading';
import '../../../components/heading.css';
import '../../../components/button.css';
import '../../../components/input.css';
import './discover-page.css';

/** Chakra's md breakpoint (48rem): from here the filter panel sits beside the results. */
const MD_UP = '(min-width: 48rem)';

/**
 * /advanced-search/{movie|tv}: the filters and the page (?page=2) are the address's query string, so Back from page 2
 * lands on page 1 of the same list, and a reload keeps both; the applied filters show as removable chips.
 * `servicesAction`: the My services dialog's trigger, composed by the route. The first screen (breadcrumb, heading,
 * tabs, buttons, results) is static classes, so a phone renders it without the Chakra system (issue #10); the
 * filter panel (sliders, selects, a switch) is Chakra's, beside the results from md up; below md Show Filters opens
 * it in a bottom sheet whose sticky button says how many results the filters give ('Show 240 results').
 */
export function DiscoverPage({ type, servicesAction }: { type: MediaType; servicesAction?: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const { country, detecting } = useRegion();
  const panelId = useId();
  const filters = useMemo(() => parseFilters(location.search), [location.search]);
  const serialized = serializeFilters(filters);
  const page = parseDiscoverPage(location.search);
  const [showFilters, setShowFilters] = useState(false);
  // False on the server and in the first render that hydrates its page: the panel's frame is there at every width
  // (hidden below md by CSS) and Chakra's panel loads only where it shows.
  const mdUp = useMediaQuery(MD_UP, false);
  // Below md the panel is a bottom sheet, built (sliders, selects, switch, its genre and service lists) when
  // Show Filters first opens it, then kept so closing it keeps what was being edited.
  const [sheetMounted, setSheetMounted] = useState(false);
  if (!mdUp && showFilters && !sheetMounted) setSheetMounted(true);
  const showFiltersRef = useRef<HTMLButtonElement>(null);
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

  const heading = discoverHeading(t, filters, type);
  usePageMeta(
    t('discover.metaTitle', { heading }),
    t(type === 'movie' ? 'discover.metaDescMovies' : 'discover.metaDescTv'),
  );

  const goTo = (next: DiscoverFilters, nextType: MediaType = type) => {
    const search = serializeFilters(next);
    void navigate({ pathname: `/advanced-search/${nextType}`, search: search ? `?${search}` : '' });
  };

  // docs/spec.md §4: a new country returns to page 1 (the page is the address's own).
  const seenCountry = useRef(country);
  useEffect(() => {
    if (detecting || seenCountry.current === country) return;
    seenCountry.current = country;
    if (page > 1) {
      void navigate(
        { pathname: location.pathname, search: `?${discoverAddress(filters, 1)}` },
        { replace: true },
      );
    }
  }, [country, detecting, page, filters, location.pathname, navigate]);

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
  // Tapped before the page's scripts had run (lib/early-click.ts).
  useEarlyClicks({ 'clear-filters': reset, 'show-filters': () => setShowFilters(true) });

  // Stable identities for the memoized filter panel: results arriving do not re-render it.
  const onApply = useStableCallback(apply);
  const onReset = useStableCallback(reset);

  const changeType = (nextType: MediaType) => {
    if (nextType === type) return;
    const targetIds = otherGenres.data?.map((g) => g.id);
    goTo(switchType(filters, nextType, targetIds), nextType);
  };

  const changePage = useStableCallback((n: number) => {
    void navigate({ pathname: location.pathname, search: `?${discoverAddress(filters, n)}` });
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  });

  const tabs = useTabs(TYPE_VALUES, type, changeType);

  return (
    <div className="sf-container sf-discover">
      <DiscoverBreadcrumb />

      <h1 className="sf-heading sf-heading--page sf-discover__heading">{heading}</h1>

      <div className="sf-tabs sf-palette-yellow">
        <div className="sf-discover__toolbar">
          <div {...tabs.list}>
            {TYPES.map((tab) => (
              <button key={tab.value} {...tabs.trigger(tab.value)}>
                {t(tab.label)}
              </button>
            ))}
          </div>
          <div className="sf-discover__actions">
            {servicesAction}
            {hasActiveFilters(filters) && (
              <button
                type="button"
                className="sf-btn sf-btn--sm sf-btn--outline"
                onClick={reset}
                data-early-click="clear-filters"
              >
                {t('discover.clearFilters')}
              </button>
            )}
            <button
              ref={showFiltersRef}
              type="button"
              className="sf-btn sf-btn--sm sf-btn--outline sf-discover__show-filters"
              aria-haspopup="dialog"
              aria-expanded={!mdUp && showFilters}
              aria-controls={!mdUp && showFilters ? panelId : undefined}
              onClick={() => setShowFilters(true)}
              data-early-click="show-filters"
              onPointerEnter={preloadFilterPanel}
              onPointerDown={preloadFilterPanel}
              onFocus={preloadFilterPanel}
            >
              {t('discover.showFilters')}
            </button>
          </div>
        </div>
        <AppliedFilters type={type} country={country} filters={filters} onChange={apply} />
        {TYPES.map((tab) => (
          <div key={tab.value} {...tabs.panel(tab.value)}>
            {tab.value === type && (
              <div className="sf-discover__grid">
                <div className="sf-discover__panel">
                  {mdUp ? (
                    <LazyFilterPanel
                      key={`${type}?${serialized}`}
                      type={type}
                      filters={filters}
                      country={country}
                      referenceYear={referenceYear}
                      onApply={onApply}
                      onReset={onReset}
                    />
                  ) : (
                    <div className="sf-skel sf-discover__panel-skel" aria-hidden="true" />
                  )}
                </div>
                {!mdUp && sheetMounted && (
                  <LazyFilterSheet
                    key={`${type}?${serialized}`}
                    contentId={panelId}
                    open={showFilters}
                    onOpenChange={setShowFilters}
                    finalFocus={() => showFiltersRef.current}
                    type={type}
                    filters={filters}
                    country={country}
                    referenceYear={referenceYear}
                    onApply={onApply}
                    onReset={onReset}
                  />
                )}
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
