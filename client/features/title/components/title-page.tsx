import { useEffect, useMemo, type ReactNode } from 'react';
import { Box, Container, Grid, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { MediaType, SlugLookup, TitleDetails } from '../../../../api/src/contract';
import { usePageMeta, SITE_NAME } from '../../../components/layout/page-title';
import { queryKeys } from '../../../lib/query-keys';
import { useRegion } from '../../../lib/region';
import { titlePath } from '../../../lib/slug';
import { useCountries } from '../api/get-countries';
import { useTitleDetails } from '../api/get-title';
import { titleBasePath, useTitleId } from '../hooks/use-title-id';
import { countryName } from '../lib/country-names';
import { allProviders, type AffiliateParams } from '../lib/providers';
import { pageDescription, pageTitle, titleName } from '../lib/title-info';
import { AvailabilityPanel } from './availability-panel';
import { Backdrop } from './backdrop';
import { ShareButton } from './share-button';
import { SimilarTitles } from './similar-titles';
import { TitleFacts } from './title-facts';
import { TitleHeading, TitlePoster } from './title-header';
import { HEADER_OVERLAP, POSTER_COLUMNS, TitleLoadError, TitleNotFound, TitleSkeleton } from './title-states';
import { WatchSummary } from './watch-summary';
import { useAffiliates } from '../api/get-affiliates';

export interface TitlePageProps {
  type: MediaType;
  /** The 'Rate This Movie/Show' block (composed by the route from the ratings feature). */
  renderRating?: (details: TitleDetails) => ReactNode;
  /** Overrides the server's affiliate parameters (GET /api/affiliates). */
  affiliates?: AffiliateParams;
}

/** Movie and TV detail page (spec section 2): every section in the spec's order, for any address form. */
export function TitlePage({ type, renderRating, affiliates: affiliatesOverride }: TitlePageProps) {
  const { country } = useRegion();
  const serverAffiliates = useAffiliates();
  const affiliates = affiliatesOverride ?? serverAffiliates;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resolved = useTitleId(type);
  const query = useTitleDetails(type, resolved.id, country);
  const details = query.data ?? null;
  const name = details ? titleName(details) : null;

  usePageMeta(
    name ? pageTitle(type, name) : `${type === 'movie' ? 'Movie' : 'TV Show'} | ${SITE_NAME}`,
    name && details ? pageDescription(type, name, details.overview) : undefined,
  );

  // An id address is replaced by the title's slug address once loaded; an unknown title goes to /404.
  useEffect(() => {
    if (!query.isSuccess) return;
    if (!details) {
      navigate('/404', { replace: true });
      return;
    }
    if (resolved.fromIdRoute) {
      const path = titlePath(type, details);
      const slug = path.slice(titleBasePath(type).length + 1);
      const known: SlugLookup = { id: details.id, type, slug, redirect: false };
      queryClient.setQueryData(queryKeys.slug(type, slug), known);
      navigate(path, { replace: true });
    }
  }, [query.isSuccess, details, resolved.fromIdRoute, navigate, queryClient, type]);

  const region = details?.['watch/providers']?.results?.[country];
  const providers = useMemo(() => allProviders(region), [region]);
  const countries = useCountries();

  if (resolved.error) {
    return <TitleLoadError type={type} message={resolved.error.message} onRetry={resolved.retry} />;
  }
  if (query.isError) {
    return (
      <TitleLoadError
        type={type}
        message={query.error instanceof Error ? query.error.message : String(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.isSuccess && !details) return <TitleNotFound type={type} />;
  if (!details || !name) return <TitleSkeleton />;

  const overview = details.overview?.trim();
  const shareUrl = `${window.location.origin}${titlePath(type, details)}`;

  return (
    <Box data-testid="title-page" data-title-id={details.id} pb="12">
      <Backdrop path={details.backdrop_path} />
      <Container maxW="6xl" mt={HEADER_OVERLAP} position="relative">
        <Grid templateColumns={POSTER_COLUMNS} columnGap={{ base: 4, md: 8 }} rowGap={{ base: 5, md: 8 }}>
          <TitlePoster details={details} />
          <TitleHeading type={type} details={details} providers={providers} />
          <Stack gridColumn={{ base: '1 / -1', md: '2' }} gap={{ base: 6, md: 8 }} minW="0">
            {overview && (
              <Box as="section" aria-label="Overview" data-testid="title-overview">
                <Text fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.7" color="gray.200">
                  {overview}
                </Text>
              </Box>
            )}
            {renderRating?.(details)}
            <TitleFacts type={type} details={details} />
            <AvailabilityPanel title={name} providers={details['watch/providers']} affiliates={affiliates} />
            <Box>
              <ShareButton title={name} url={shareUrl} />
            </Box>
            <WatchSummary
              title={name}
              region={region}
              countryName={countryName(country, countries.data)}
              elsewhere={(details['watch/providers']?.available_in ?? [])
                .filter((code) => code !== country)
                .map((code) => countryName(code, countries.data))
                .sort((a, b) => a.localeCompare(b))}
            />
          </Stack>
        </Grid>
        <Box mt={{ base: 6, md: 10 }}>
          <SimilarTitles type={type} id={details.id} region={country} />
        </Box>
      </Container>
    </Box>
  );
}
