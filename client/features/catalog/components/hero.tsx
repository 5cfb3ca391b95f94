import { useEffect, useState } from 'react';
import { Box, Button, Flex, Heading, HStack, Skeleton, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { MovieSummary } from '../../../../api/src/contract';
import { tmdbImage } from '../../../lib/image';
import { formatRating, hasRating, yearOf } from '../../../lib/format';
import { titlePath } from '../../../lib/slug';

export const HERO_INTERVAL_MS = 10_000;
export const HERO_FADE_MS = 800;

export interface HeroProps {
  items: MovieSummary[];
  loading: boolean;
}

function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const mq = window.matchMedia?.(query);
    if (!mq) return;
    const onChange = () => setReduced(mq.matches);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * Featured hero (spec section 4): up to 5 movies, advances every 10 s with an 800 ms fade, dots to jump.
 * Pauses while hovered or focused, and never auto-advances for reduced-motion users.
 */
export function Hero({ items, loading }: HeroProps) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduced = usePrefersReducedMotion();
  const slides = items.slice(0, 5);
  const count = slides.length;
  const current = count ? index % count : 0;

  useEffect(() => {
    if (count < 2 || paused || reduced) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), HERO_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [count, paused, reduced, current]);

  if (loading) {
    return (
      <Box role="status" aria-busy="true" aria-label="Loading featured titles" data-testid="hero-skeleton">
        <Skeleton variant="pulse" h={{ base: '64', md: '96' }} rounded="xl" />
      </Box>
    );
  }

  if (!count) {
    return (
      <Flex
        h={{ base: '48', md: '64' }}
        rounded="xl"
        bg="whiteAlpha.50"
        align="center"
        justify="center"
        direction="column"
        gap="1"
      >
        <Text fontSize="xl" fontWeight="bold">
          No Featured Content
        </Text>
        <Text color="gray.400" fontSize="sm">
          Check back soon for trending titles.
        </Text>
      </Flex>
    );
  }

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label="Featured movies"
      position="relative"
      h={{ base: '72', md: '96', xl: '28rem' }}
      rounded="xl"
      overflow="hidden"
      bg="gray.900"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocusCapture={() => setPaused(true)}
      onBlurCapture={() => setPaused(false)}
      data-testid="hero"
    >
      {slides.map((movie, i) => {
        const active = i === current;
        const backdrop = tmdbImage(
          movie.backdrop_path ?? movie.poster_path,
          movie.backdrop_path ? 'w1280' : 'w780',
        );
        const year = yearOf(movie.release_date);
        return (
          <Box
            key={movie.id}
            position="absolute"
            inset="0"
            opacity={active ? 1 : 0}
            transition={reduced ? 'none' : `opacity ${HERO_FADE_MS}ms ease-in-out`}
            visibility={active ? 'visible' : 'hidden'}
            aria-hidden={!active}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
          >
            <Box
              position="absolute"
              inset="0"
              bgGradient="to-br"
              gradientFrom="gray.800"
              gradientTo="gray.950"
              backgroundImage={backdrop ? `url(${backdrop})` : undefined}
              backgroundSize="cover"
              backgroundPosition="center top"
            />
            <Box
              position="absolute"
              inset="0"
              bgGradient="to-t"
              gradientFrom="gray.950"
              gradientVia="blackAlpha.700"
              gradientTo="transparent"
            />
            <Flex
              position="absolute"
              inset="0"
              direction="column"
              justify="flex-end"
              p={{ base: 5, md: 10 }}
              gap="3"
              maxW="3xl"
            >
              <Text
                fontSize="xs"
                textTransform="uppercase"
                letterSpacing="wider"
                color="yellow.300"
                fontWeight="bold"
              >
                Trending today
              </Text>
              <Heading as="h2" size={{ base: '2xl', md: '4xl' }} lineClamp={2}>
                {movie.title}
              </Heading>
              <HStack gap="3" color="gray.200" fontSize="sm">
                {year && <Text>{year}</Text>}
                {hasRating(movie.vote_average) && (
                  <Text aria-label={`Rated ${formatRating(movie.vote_average)} out of 5`}>
                    ★ {formatRating(movie.vote_average)}
                  </Text>
                )}
              </HStack>
              {movie.overview && (
                <Text
                  color="gray.200"
                  lineClamp={{ base: 2, md: 3 }}
                  display={{ base: 'none', sm: '-webkit-box' }}
                >
                  {movie.overview}
                </Text>
              )}
              <Box>
                <Button
                  asChild
                  colorPalette="yellow"
                  size={{ base: 'sm', md: 'md' }}
                  tabIndex={active ? 0 : -1}
                >
                  <RouterLink to={titlePath('movie', movie)} tabIndex={active ? 0 : -1}>
                    Where to watch
                  </RouterLink>
                </Button>
              </Box>
            </Flex>
          </Box>
        );
      })}
      {count > 1 && (
        <HStack position="absolute" bottom={{ base: 3, md: 5 }} right={{ base: 4, md: 8 }} gap="1">
          {slides.map((movie, i) => (
            <Box
              as="button"
              key={movie.id}
              aria-label={`Show featured title ${i + 1}: ${movie.title}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setIndex(i)}
              p="2"
              cursor="pointer"
              rounded="full"
            >
              <Box
                w={i === current ? '6' : '2.5'}
                h="2.5"
                rounded="full"
                bg={i === current ? 'yellow.400' : 'whiteAlpha.600'}
                transition="width 0.3s"
              />
            </Box>
          ))}
        </HStack>
      )}
    </Box>
  );
}
