// /new (issue #37, docs/spec.md §2 and §7): what began streaming in the visitor's country in the last 7 or 30 days, for
// every service or one (?provider=8), movies, TV or both; the visitor's services first. Links to each service's
// own page (/new/{provider-slug}/{country}).
import type { Provider } from '../../../api/src/contract';
import { slugify } from '../../../api/src/contract/slug';
import { useProviders } from '../../api/providers';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, HStack, Text } from '../../lib/chakra';
import { usePageMeta } from '../../components/layout/page-title';
import { useLocale, useT } from '../../i18n/i18n-provider';
import { newArrivalsQueryOptions } from '../../api/new-arrivals';
import { useMyServices } from '../../lib/my-services';
import { useRegion } from '../../lib/region';
import { NewArrivalsView, useNewSearch } from './new-arrivals-view';
import { pageCountryName } from '../../lib/page-country-name';
import { useCountryName } from '../../api/countries';

function uniqueServices(
  all: Provider[],
): Array<{ provider_id: number; provider_name: string; slug: string }> {
  const byId = new Map<number, Provider>();
  for (const p of all) if (!byId.has(p.provider_id)) byId.set(p.provider_id, p);
  return [...byId.values()].map((p) => ({ ...p, slug: slugify(p.provider_name) }));
}

export function NewPage() {
  const { country, detecting } = useRegion();
  const t = useT();
  const countryName = pageCountryName(useLocale(), country, useCountryName(country)) ?? country;
  const search = useNewSearch();
  const [params] = useSearchParams();
  const provider = /^\d+$/.test(params.get('provider') ?? '') ? Number(params.get('provider')) : undefined;
  const myServices = useMyServices(country);
  const query = useQuery({
    ...newArrivalsQueryOptions(country, { ...search, providers: provider ? [provider] : [] }),
    enabled: !detecting,
  });
  const heading = t('new.heading', { country: countryName });
  usePageMeta(
    t('new.metaTitle', { heading }),
    t('new.metaDescription', { country: countryName, days: search.days }),
  );
  // The services with arrivals; none yet (a history that starts empty): every main service of the country, so
  // each service's page is still one click away (issue #45).
  const movieServices = useProviders('movie', country);
  const tvServices = useProviders('tv', country);
  const withArrivals = query.data?.with_arrivals ?? [];
  const listed = withArrivals.length
    ? withArrivals
    : uniqueServices([...(movieServices.data ?? []), ...(tvServices.data ?? [])]);
  const services = [...listed].sort(
    (a, b) => Number(myServices.includes(b.provider_id)) - Number(myServices.includes(a.provider_id)),
  );
  return (
    <Box maxW="7xl" mx="auto" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <NewArrivalsView
        heading={heading}
        intro={t('new.intro')}
        countryName={countryName}
        search={search}
        keep={provider ? { provider: String(provider) } : undefined}
        data={query.data}
        loading={detecting || query.isPending}
        error={query.isError}
        onRetry={() => void query.refetch()}
        myServices={myServices}
        controls={
          services.length > 0 && (
            <nav aria-label={t('new.byServiceNav')}>
              <Text fontSize="sm" color="gray.400" mb="1">
                {t('new.byService')}
              </Text>
              <HStack gap="3" wrap="wrap">
                {services.map((s) => (
                  <RouterLink key={s.provider_id} to={`/new/${s.slug}/${country.toLowerCase()}`}>
                    {t('new.onService', { service: s.provider_name })}
                  </RouterLink>
                ))}
              </HStack>
            </nav>
          )
        }
      />
    </Box>
  );
}
