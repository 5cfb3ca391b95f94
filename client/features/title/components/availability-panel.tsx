import { useId, useMemo, useState } from 'react';
import { Box, Button, Flex, Heading, Link, Text, Wrap } from '@chakra-ui/react';
import type { WatchProviders } from '../../../../api/src/contract';
import { useRegion } from '../../../lib/region';
import { useCountries } from '../../../api/countries';
import { countryName } from '../lib/country-names';
import { offerGroups, providerLink, type AffiliateParams } from '../lib/providers';
import { ProviderTile } from './provider-tile';

export const AVAILABILITY_ANCHOR = 'where-to-watch';
const OTHER_COUNTRIES_SHOWN = 12;

export interface AvailabilityPanelProps {
  title: string;
  providers: WatchProviders | null | undefined;
  affiliates?: AffiliateParams;
}

/**
 * Where to watch in the selected country (docs/spec.md §2, docs/decisions.md #15-#16): Subscription, Free with ads,
 * Rent, Buy; or the not-available text with the other countries that have it and a way to switch.
 */
export function AvailabilityPanel({ title, providers, affiliates }: AvailabilityPanelProps) {
  const headingId = useId();
  const { country, setCountry } = useRegion();
  const region = providers?.results?.[country];
  const groups = useMemo(() => offerGroups(region), [region]);
  const otherCodes = useMemo(
    () => (providers?.available_in ?? []).filter((code) => code !== country && /^[A-Z]{2}$/.test(code)),
    [providers, country],
  );
  const countries = useCountries();
  const [showAll, setShowAll] = useState(false);
  const here = countryName(country, countries.data);

  const others = useMemo(
    () =>
      otherCodes
        .map((code) => ({ code, name: countryName(code, countries.data) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [otherCodes, countries.data],
  );
  const shownOthers = showAll ? others : others.slice(0, OTHER_COUNTRIES_SHOWN);

  return (
    <Box
      as="section"
      id={AVAILABILITY_ANCHOR}
      aria-labelledby={headingId}
      bg="whiteAlpha.50"
      borderWidth="1px"
      borderColor="whiteAlpha.100"
      rounded="xl"
      px={{ base: 3, md: 6 }}
      py={{ base: 4, md: 6 }}
      scrollMarginTop="80px"
      data-testid="availability-panel"
    >
      <Heading as="h2" id={headingId} size="lg">
        Streaming options in {here}
      </Heading>

      {groups.length > 0 ? (
        <Flex direction="column" gap="5" mt="4">
          {groups.map((group) => (
            <Box key={group.key} data-testid={`offer-group-${group.key}`}>
              <Heading
                as="h3"
                size="sm"
                color="gray.300"
                textTransform="uppercase"
                letterSpacing="wider"
                mb="2"
              >
                {group.label}
              </Heading>
              <ul className="sf-ptiles">
                {group.providers.map((p) => (
                  <li key={p.provider_id}>
                    <ProviderTile
                      provider={p}
                      groupLabel={group.label}
                      href={providerLink(p, { watchLink: region?.link, affiliates })}
                    />
                  </li>
                ))}
              </ul>
            </Box>
          ))}
        </Flex>
      ) : (
        <Box mt="3" data-testid="not-available">
          <Text>{title} is not currently available on any streaming platforms in your region.</Text>
          <Text color="gray.400" mt="1">
            We&apos;ll update this when it becomes available.
          </Text>
          {others.length > 0 && (
            <Box mt="4" data-testid="available-elsewhere">
              <Text fontWeight="semibold">
                Available to watch in{' '}
                {others.length === 1 ? '1 other country' : `${others.length} other countries`}:
              </Text>
              <Text fontSize="sm" color="gray.400" mb="2">
                Choose a country to see its streaming options.
              </Text>
              <Wrap gap="2" as="ul" listStyleType="none">
                {shownOthers.map(({ code, name }) => (
                  <Box as="li" key={code}>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setCountry(code)}
                      aria-label={`Switch country to ${name}`}
                    >
                      {name}
                    </Button>
                  </Box>
                ))}
                {others.length > OTHER_COUNTRIES_SHOWN && !showAll && (
                  <Box as="li">
                    <Button size="sm" variant="ghost" onClick={() => setShowAll(true)}>
                      Show all {others.length}
                    </Button>
                  </Box>
                )}
              </Wrap>
            </Box>
          )}
        </Box>
      )}

      <Box mt="5" pt="3" borderTopWidth="1px" borderColor="whiteAlpha.100" fontSize="xs" color="gray.400">
        <Text>
          Streaming data by{' '}
          <Link href="https://www.justwatch.com/" target="_blank" rel="noopener noreferrer" color="gray.200">
            JustWatch
          </Link>
          {region?.link && (
            <>
              {' · '}
              <Link href={region.link} target="_blank" rel="noopener noreferrer" color="gray.200">
                All offers on TMDB
              </Link>
            </>
          )}
        </Text>
        <Text mt="1">This product uses the TMDB API but is not endorsed or certified by TMDB.</Text>
      </Box>
    </Box>
  );
}
