import { Box, Button, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { MediaType, Provider, TitleDetails } from '../../../../api/src/contract';
import { PosterImage } from '../../../components/poster-image';
import { RatingBadge } from '../../../components/rating-badge';
import { displayDate, lengthText, titleName } from '../lib/title-info';
import { AVAILABILITY_ANCHOR } from './availability-panel';
import { ProviderStack } from './provider-stack';

/** Poster, h1, rating badge, release date, runtime or seasons, genre chips and the quick 'where to watch'. */
export function TitlePoster({ details }: { details: TitleDetails }) {
  return (
    <Box
      boxShadow="0 10px 30px rgba(0,0,0,0.6)"
      rounded="md"
      alignSelf="start"
      position={{ md: 'sticky' }}
      top={{ md: '88px' }}
      data-testid="title-poster"
    >
      <PosterImage
        path={details.poster_path}
        alt={`${titleName(details)} poster`}
        size="w500"
        priority="high"
      />
    </Box>
  );
}

function jumpToAvailability() {
  const el = document.getElementById(AVAILABILITY_ANCHOR);
  if (!el) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  const heading = el.querySelector<HTMLElement>('h2');
  heading?.setAttribute('tabindex', '-1');
  heading?.focus({ preventScroll: true });
}

export function TitleHeading({
  type,
  details,
  providers,
}: {
  type: MediaType;
  details: TitleDetails;
  providers: Provider[];
}) {
  const date = displayDate(details);
  const length = lengthText(details);
  const genres = (details.genres ?? []).filter((g) => g && typeof g.id === 'number' && g.name);
  return (
    <Flex direction="column" justify="end" gap={{ base: 2, md: 3 }} minW="0" pb={{ md: 2 }}>
      <Heading
        as="h1"
        size={{ base: 'xl', sm: '2xl', md: '4xl' }}
        lineHeight="1.15"
        data-testid="title-heading"
      >
        {titleName(details)}
      </Heading>
      <Flex
        data-testid="title-meta"
        wrap="wrap"
        align="center"
        columnGap="3"
        rowGap="1"
        fontSize={{ base: 'sm', md: 'md' }}
        color="gray.300"
      >
        <RatingBadge voteAverage={details.vote_average} size="md" />
        {date && (
          <Text as="span" data-testid="title-date">
            {date}
          </Text>
        )}
        {length && (
          <Text as="span" data-testid="title-length">
            {length}
          </Text>
        )}
      </Flex>
      {genres.length > 0 && (
        <Flex as="ul" listStyleType="none" wrap="wrap" gap="2" aria-label="Genres" data-testid="genre-chips">
          {genres.map((g) => (
            <Box as="li" key={g.id}>
              <Link
                asChild
                display="inline-flex"
                alignItems="center"
                minH={{ base: '32px', md: '28px' }}
                px="3"
                rounded="full"
                fontSize="xs"
                fontWeight="medium"
                bg="whiteAlpha.200"
                color="gray.50"
                textDecoration="none"
                _hover={{ bg: 'yellow.400', color: 'gray.950', textDecoration: 'none' }}
              >
                <RouterLink to={`/genre/${g.id}?type=${type}`}>{g.name}</RouterLink>
              </Link>
            </Box>
          ))}
        </Flex>
      )}
      {providers.length > 0 && (
        <Box>
          <Button
            variant="subtle"
            size="sm"
            onClick={jumpToAvailability}
            h="auto"
            maxW="full"
            py="1.5"
            px={{ base: 2, md: 3 }}
            gap="2"
            whiteSpace="normal"
            textAlign="left"
            data-testid="quick-providers"
            aria-label={`Where to watch: ${providers.length} ${providers.length === 1 ? 'option' : 'options'}`}
          >
            <ProviderStack providers={providers} px={24} />
            <Text as="span" fontSize={{ base: 'xs', sm: 'sm' }}>
              Where to watch
            </Text>
          </Button>
        </Box>
      )}
    </Flex>
  );
}
