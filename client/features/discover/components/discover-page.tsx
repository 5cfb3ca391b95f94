import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Breadcrumb, Button, Container, Flex, Grid, Heading, Tabs } from '@chakra-ui/react';
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
import { FilterPanel } from './filter-panel';
import { useStableCallback } from '../../../lib/use-stable-callback';
import { useMediaQuery } from '../../../lib/use-media-query';

/** Chakra's md breakpoint (48rem): from here the filter panel sits beside the results. */
const MD_UP = '(min-width: 48rem)';

const TYPES: ReadonlyArray<{ value: MediaType; label: string }> = [
  { value: 'movie', label: 'Movies' },
  { value: 'tv', label: 'TV Shows' },
];

/** /advanced-search/{movie|tv}: the filters are the address's query string; the page is local and resets to 1. */
/** `servicesAction`: the My services dialog's trigger, composed by the route. */
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

  const changePage = (n: number) => {
    setPaging({ key: pageKey, page: n });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <Container maxW="7xl" py={{ base: 6, md: 8 }} px={{ base: 4, md: 6 }}>
      <Breadcrumb.Root mb="3" size="sm">
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild color="gray.300">
              <RouterLink to="/">Home</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink color="gray.100">Advanced Search</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>

      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="4">
        {heading}
      </Heading>

      <Tabs.Root
        value={type}
        onValueChange={(e) => changeType(e.value as MediaType)}
        variant="line"
        colorPalette="yellow"
        activationMode="manual"
      >
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="4">
          <Tabs.List>
            {TYPES.map((t) => (
              <Tabs.Trigger key={t.value} value={t.value}>
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Flex gap="2">
            {servicesAction}
            {hasActiveFilters(filters) && (
              <Button size="sm" variant="outline" onClick={reset}>
                Clear Filters
              </Button>
            )}
            <Button
              size="sm"
              variant="outline"
              hideFrom="md"
              aria-expanded={showFilters}
              aria-controls={panelId}
              onClick={() => setShowFilters((v) => !v)}
            >
              {showFilters ? 'Hide Filters' : 'Show Filters'}
            </Button>
          </Flex>
        </Flex>

        {TYPES.map((t) => (
          <Tabs.Content key={t.value} value={t.value} p="0">
            {t.value === type && (
              <Grid
                templateColumns={{ base: '1fr', md: '260px 1fr', lg: '300px 1fr' }}
                gap={{ base: 4, md: 6 }}
              >
                <Box
                  id={panelId}
                  display={{ base: showFilters ? 'block' : 'none', md: 'block' }}
                  alignSelf="start"
                >
                  {panelMounted && (
                    <FilterPanel
                      key={`${type}?${serialized}`}
                      type={type}
                      filters={filters}
                      country={country}
                      referenceYear={referenceYear}
                      onApply={onApply}
                      onReset={onReset}
                    />
                  )}
                </Box>
                <Box minW="0">
                  <DiscoverResults
                    type={type}
                    data={discover.data}
                    loading={detecting || discover.isPending}
                    error={discover.isError}
                    page={page}
                    onPageChange={changePage}
                    onResetFilters={reset}
                  />
                </Box>
              </Grid>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Container>
  );
}
