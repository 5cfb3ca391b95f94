import { useRef, useState } from 'react';
import { Box, Container, Heading, Text, VStack } from '@chakra-ui/react';
import type { MovieSummary, TitleSummary } from '../../../api/src/contract';
import { usePageMeta } from '../../components/layout/page-title';
import { useRegion } from '../../lib/region';
import { useGenres } from '../../features/catalog/api/get-genres';
import { useNowPlaying } from '../../features/catalog/api/get-now-playing';
import { useTitleList } from '../../features/catalog/api/get-title-list';
import { useTrending } from '../../features/catalog/api/get-trending';
import { useUpcoming } from '../../features/catalog/api/get-upcoming';
import { GenreTiles } from '../../features/catalog/components/genre-tiles';
import { Hero } from '../../features/catalog/components/hero';
import { HomeSection } from '../../features/catalog/components/home-section';
import { LocalCarousels, padWith } from '../../features/catalog/components/local-carousels';
import { TitleCarousel } from '../../features/catalog/components/title-carousel';
import { justReleasedHref, upcomingHref } from '../../features/catalog/reference-ranges';
import { localLanguage } from '../../features/region/local-language';
import { SearchLauncher } from '../../features/search/components/search-launcher';
import { SearchModal } from '../../features/search/components/search-modal';

export default function HomePage() {
  usePageMeta(
    'StreamFinder - Where to Watch Movies and TV Shows Online',
    'Find where to stream, rent or buy any movie or TV show legally in your country: trending titles, new releases and what is coming soon.',
  );
  const { country, detecting } = useRegion();
  const enabled = !detecting;
  const [searchOpen, setSearchOpen] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const language = localLanguage(country);

  const trending = useTrending('movie', 'day', country, enabled);
  const popular = useTitleList('movie', 'popular', country, 1, enabled);
  const trendingTv = useTrending('tv', 'week', country, enabled);
  const genres = useGenres('movie');
  const nowPlaying = useNowPlaying(country, 1, enabled);
  const upcoming = useUpcoming(country, 1, enabled);

  const trendingMovies = (trending.data?.results ?? []).filter(
    (r): r is MovieSummary => r.media_type !== 'person' && 'title' in r,
  );
  // Hero: local-language titles first for non-English regions, padded with the others (spec section 9).
  const heroItems = language
    ? padWith(
        trendingMovies.filter((m) => m.original_language === language.code),
        trendingMovies,
        5,
      )
    : trendingMovies.slice(0, 5);
  const reference = nowPlaying.data?.dates?.maximum;

  return (
    <Container maxW="7xl" py={{ base: 4, md: 8 }}>
      <VStack gap="4" textAlign="center" py={{ base: 4, md: 8 }}>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
          Find where to watch movies and TV shows
        </Heading>
        <Text color="gray.300" maxW="2xl">
          Streaming, rental and purchase options in your country, all in one place.
        </Text>
        <SearchLauncher ref={launcherRef} onOpen={() => setSearchOpen(true)} />
      </VStack>
      <SearchModal
        open={searchOpen}
        onClose={() => setSearchOpen(false)}
        returnFocusTo={() => launcherRef.current}
      />

      <Box mt={{ base: 2, md: 4 }}>
        <Hero items={heroItems} loading={!enabled || trending.isPending} />
      </Box>

      {language && enabled && <LocalCarousels country={country} language={language} enabled={enabled} />}

      <TitleCarousel
        title="Popular Movies"
        viewAllHref="/category/movie?filter=popular"
        type="movie"
        items={popular.data?.results}
        loading={!enabled || popular.isPending}
        error={popular.isError}
      />
      <TitleCarousel
        title="Trending TV Shows"
        viewAllHref="/category/tv?filter=popular"
        type="tv"
        items={trendingTv.data?.results}
        loading={!enabled || trendingTv.isPending}
        error={trendingTv.isError}
      />
      <HomeSection title="Browse by Genre" viewAllHref="/advanced-search/movie">
        {genres.isError ? (
          <Text color="gray.400">Genres are unavailable right now. Please try again later.</Text>
        ) : (
          <GenreTiles
            genres={genres.data ?? []}
            loading={genres.isPending}
            artwork={(popular.data?.results ?? []) as TitleSummary[]}
          />
        )}
      </HomeSection>
      <TitleCarousel
        title="Just Released"
        viewAllHref={justReleasedHref(reference)}
        type="movie"
        items={nowPlaying.data?.results}
        loading={!enabled || nowPlaying.isPending}
        error={nowPlaying.isError}
      />
      <TitleCarousel
        title="Upcoming Movies"
        viewAllHref={upcomingHref(reference)}
        type="movie"
        items={upcoming.data?.results}
        loading={!enabled || upcoming.isPending}
        error={upcoming.isError}
      />
    </Container>
  );
}
