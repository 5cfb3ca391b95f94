// /new/{provider-slug}/{country} (issue #37, docs/spec.md §2 and §7): "New on Netflix in Germany", what began streaming
// on one service in one country. The country comes from the address, not from the visitor's setting, so the
// page is the same for everyone (and for crawlers).
import { NotFoundView } from '../../components/not-found-view';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { NewOnServices } from '../../../api/src/contract';
import { useParams } from 'react-router-dom';
import { Box } from '../../lib/chakra';
import { usePageMeta } from '../../components/layout/page-title';
import { useLocale, useT } from '../../i18n/i18n-provider';
import { newOnProviderQueryOptions } from '../../api/new-arrivals';
import { useMyServices } from '../../lib/my-services';
import { NewArrivalsView, useNewSearch } from './new-arrivals-view';
import { pageCountryName } from '../../lib/page-country-name';
import { useCountryName } from '../../api/countries';

/** An unknown service or country: the API answered 404, which is the 404 page, not an outage to retry. */
export function NewProviderPage() {
  const params = useParams();
  const slug = params.provider ?? '';
  const country = (params.country ?? '').toUpperCase();
  const search = useNewSearch();
  const query = useQuery(newOnProviderQueryOptions(slug, country, search));
  if (query.data === null) return <NotFoundView />;
  return <NewProviderListing country={country} search={search} query={query} />;
}

function NewProviderListing({
  country,
  search,
  query,
}: {
  country: string;
  search: ReturnType<typeof useNewSearch>;
  query: UseQueryResult<NewOnServices | null>;
}) {
  const t = useT();
  const countryName = pageCountryName(useLocale(), country, useCountryName(country)) ?? country;
  const myServices = useMyServices(country);
  const name = query.data?.provider?.provider_name;
  const heading = name
    ? t('new.providerHeading', { service: name, country: countryName })
    : t('new.countryHeading', { country: countryName });
  usePageMeta(
    t('new.metaTitle', { heading }),
    name
      ? t('new.providerMetaDescription', { service: name, country: countryName, days: search.days })
      : t('new.countryMetaDescription', { country: countryName, days: search.days }),
  );
  return (
    <Box maxW="7xl" mx="auto" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <NewArrivalsView
        heading={heading}
        intro={
          name
            ? t('new.providerIntro', { service: name, country: countryName })
            : t('new.countryIntro', { country: countryName })
        }
        countryName={countryName}
        search={search}
        data={query.data ?? undefined}
        loading={query.isPending}
        error={query.isError}
        onRetry={() => void query.refetch()}
        myServices={myServices}
      />
    </Box>
  );
}
