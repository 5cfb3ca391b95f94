import { useEffect } from 'react';
import { Box, Container, Heading, Text } from '../../../lib/chakra';
import { useQuery } from '@tanstack/react-query';
import { usePageView } from '../../../lib/analytics';
import { formatLongDate } from '../../../lib/format';
import { useRegion } from '../../../lib/region';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEFAULT_LOCALE, localizePath } from '../../../../api/src/contract/locales';
import { useT } from '../../../i18n/i18n-provider';
import { pageCountryName } from '../../../lib/page-country-name';
import { useCountryName } from '../../../api/countries';
import { useReferenceDate } from '../../../api/health';
import { nowPlayingQueryOptions, upcomingQueryOptions } from '../../../api/release-lists';
import { useArticleMeta } from '../page-seo';
import { newReleasesList, upcomingList, weekOfLabel } from '../release-lists';
import { ReleaseSection } from './release-section';

export const UPCOMING_PATH = '/upcoming-movies';

/** /upcoming-movies: coming soon and now playing in the selected country, relative to the catalog's date. */
export function UpcomingPage() {
  const { country, detecting } = useRegion();
  const t = useT();
  const intl = useIntl();
  const english = intl.locale === DEFAULT_LOCALE;
  const countryCode = detecting ? undefined : country;
  const countryName = pageCountryName(intl.locale, countryCode, useCountryName(countryCode));
  const reference = useReferenceDate();
  const upcoming = useQuery({ ...upcomingQueryOptions(country), enabled: !detecting });
  const nowPlaying = useQuery({ ...nowPlayingQueryOptions(country), enabled: !detecting });

  // docs/spec.md §8: a failed fetch is only logged; loading ends and the empty texts show.
  const failed = upcoming.isError || nowPlaying.isError;
  useEffect(() => {
    if (failed) console.error('Error fetching movie data', upcoming.error ?? nowPlaying.error);
  }, [failed, upcoming.error, nowPlaying.error]);

  const loading = detecting || upcoming.isPending || nowPlaying.isPending;
  // docs/spec.md §2: this page's view is recorded after it loaded (the layout skips this path).
  usePageView(UPCOMING_PATH, !loading);

  const heading = countryName ? t('upcoming.headingIn', { country: countryName }) : t('upcoming.heading');
  // English keeps its own labels (the spec's 'Week of March 29'); another language dates through Intl.
  const referenceDay = reference.date ? new Date(`${reference.date.slice(0, 10)}T00:00:00Z`) : null;
  const validDay = referenceDay && !Number.isNaN(referenceDay.getTime()) ? referenceDay : null;
  const weekOf = english
    ? weekOfLabel(reference.date)
    : validDay &&
      t('upcoming.weekOf', {
        date: intl.formatDate(validDay, { month: 'long', day: 'numeric', timeZone: 'UTC' }),
      });
  const lastUpdated = english
    ? formatLongDate(reference.date)
    : validDay && intl.formatDate(validDay, { dateStyle: 'long', timeZone: 'UTC' });

  useArticleMeta({
    title: t('upcoming.metaTitle', { heading }),
    description: countryName
      ? t('upcoming.metaDescriptionIn', { country: countryName })
      : t('upcoming.metaDescription'),
    keywords: t('upcoming.keywords'),
    canonicalPath: localizePath(intl.locale, UPCOMING_PATH),
    author: t('upcoming.author'),
  });

  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <Box as="header" mb={{ base: 8, md: 10 }}>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="short">
          {heading}
        </Heading>
        {weekOf && (
          <Text mt="2" color="gray.300" fontSize={{ base: 'md', md: 'lg' }}>
            {weekOf}
          </Text>
        )}
      </Box>

      <ReleaseSection
        id="upcoming-movies-heading"
        title={t('upcoming.upcoming')}
        badge={t('upcoming.comingSoon')}
        items={upcomingList(upcoming.data?.results)}
        loading={loading}
        emptyText={t('upcoming.noUpcoming')}
        variant="upcoming"
      />
      <ReleaseSection
        id="new-releases-heading"
        title={t('upcoming.newReleases')}
        badge={t('upcoming.nowPlaying')}
        items={newReleasesList(nowPlaying.data?.results)}
        loading={loading}
        emptyText={t('upcoming.noNewReleases')}
        variant="new"
      />

      <Box
        as="section"
        aria-labelledby="stay-updated-heading"
        bg="gray.900"
        borderWidth="1px"
        borderColor="gray.800"
        rounded="lg"
        p={{ base: 5, md: 8 }}
      >
        <Heading as="h2" size="lg" id="stay-updated-heading" mb="2">
          {t('upcoming.stayUpdated')}
        </Heading>
        <Text color="gray.300">{t('upcoming.stayUpdatedText')}</Text>
        {lastUpdated && (
          <Text mt="3" fontSize="sm" color="gray.400">
            <FormattedMessage
              id="upcoming.lastUpdated"
              values={{
                date: lastUpdated,
                time: (chunks) => <time dateTime={reference.date ?? undefined}>{chunks}</time>,
              }}
            />
          </Text>
        )}
      </Box>
    </Container>
  );
}
