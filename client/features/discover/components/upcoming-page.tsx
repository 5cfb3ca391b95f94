import { useEffect } from 'react';
import { Box, Container, Heading, Text } from '../../../lib/chakra';
import { useQuery } from '@tanstack/react-query';
import { usePageView } from '../../../lib/analytics';
import { formatLongDate } from '../../../lib/format';
import { useRegion } from '../../../lib/region';
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
  const countryName = useCountryName(detecting ? undefined : country);
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

  const suffix = countryName ? ` in ${countryName}` : '';
  const heading = `Upcoming Movies & New Releases${suffix}`;
  const weekOf = weekOfLabel(reference.date);
  const lastUpdated = formatLongDate(reference.date);

  useArticleMeta({
    title: `${heading} - Where to Watch | StreamFinder`,
    description: `Discover upcoming movies and new releases${suffix}: release dates, ratings and where to watch them on streaming services.`,
    keywords:
      'upcoming movies, new releases, movies coming soon, now playing, release dates, where to watch, streaming',
    canonicalPath: UPCOMING_PATH,
    author: 'StreamFinder Editorial Team',
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
        title="Upcoming Movies"
        badge="Coming Soon"
        items={upcomingList(upcoming.data?.results)}
        loading={loading}
        emptyText="No upcoming movies found at this time."
        variant="upcoming"
      />
      <ReleaseSection
        id="new-releases-heading"
        title="New Releases"
        badge="Now Playing"
        items={newReleasesList(nowPlaying.data?.results)}
        loading={loading}
        emptyText="No new releases found at this time."
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
          Stay Updated on Where to Watch
        </Heading>
        <Text color="gray.300">
          New movies reach cinemas and streaming services every week. Open a title to see where it streams in
          your country, and check back here for the latest releases.
        </Text>
        {lastUpdated && (
          <Text mt="3" fontSize="sm" color="gray.400">
            Last updated: <time dateTime={reference.date}>{lastUpdated}</time>
          </Text>
        )}
      </Box>
    </Container>
  );
}
