import { Box, Flex, Link, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Genre, TitleSummary } from '../../../../api/src/contract';
import { tmdbImage } from '../../../lib/image';

export interface GenreTilesProps {
  genres: Genre[];
  loading: boolean;
  /** Titles whose backdrops illustrate the tiles (first match by genre). */
  artwork?: TitleSummary[];
}

const GRADIENTS = [
  ['red.700', 'orange.500'],
  ['purple.700', 'pink.500'],
  ['blue.700', 'cyan.500'],
  ['green.700', 'teal.400'],
  ['yellow.700', 'orange.400'],
  ['gray.700', 'blue.500'],
] as const;

/** The first 6 movie genres as image tiles linking to /genre/{id}?type=movie. */
export function GenreTiles({ genres, loading, artwork = [] }: GenreTilesProps) {
  if (loading) {
    return (
      <SimpleGrid
        columns={{ base: 2, md: 3, xl: 6 }}
        gap="3"
        role="status"
        aria-busy="true"
        aria-label="Loading genres"
      >
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="pulse" h="24" rounded="lg" />
        ))}
      </SimpleGrid>
    );
  }
  const used = new Set<number>();
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, xl: 6 }} gap="3">
      {genres.slice(0, 6).map((genre, i) => {
        const art = artwork.find(
          (t) => !used.has(t.id) && t.backdrop_path && t.genre_ids?.includes(genre.id),
        );
        if (art) used.add(art.id);
        const image = tmdbImage(art?.backdrop_path, 'w780');
        const [from, to] = GRADIENTS[i % GRADIENTS.length]!;
        return (
          <Box as="li" key={genre.id}>
            <Link
              asChild
              display="block"
              rounded="lg"
              overflow="hidden"
              position="relative"
              h="24"
              className="group"
              color="white"
              textDecoration="none"
              _hover={{ textDecoration: 'none' }}
            >
              <RouterLink to={`/genre/${genre.id}?type=movie`}>
                <Box position="absolute" inset="0" bgGradient="to-br" gradientFrom={from} gradientTo={to} />
                {image && (
                  <Box
                    position="absolute"
                    inset="0"
                    backgroundImage={`url(${image})`}
                    backgroundSize="cover"
                    backgroundPosition="center"
                    transition="transform 0.3s"
                    _groupHover={{ transform: 'scale(1.05)' }}
                  />
                )}
                <Box
                  position="absolute"
                  inset="0"
                  bg="blackAlpha.600"
                  _groupHover={{ bg: 'blackAlpha.500' }}
                />
                <Flex position="absolute" inset="0" align="center" justify="center" px="2">
                  <Text
                    fontWeight="bold"
                    fontSize="lg"
                    textAlign="center"
                    textShadow="0 1px 4px rgba(0,0,0,0.8)"
                  >
                    {genre.name}
                  </Text>
                </Flex>
              </RouterLink>
            </Link>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
