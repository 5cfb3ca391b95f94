// The 404 page's body (docs/spec.md §2): status 404 on the server, its head, and the ways out. The route of every
// unknown address (app/routes/not-found.tsx) and every screen whose parameter names nothing known (an unknown
// title, genre, category, service or country; issue #45) render it, so an unknown thing is always this page.
import type { ReactNode } from 'react';
import { Box, Code, Container, Heading, HStack, List, Text, VStack } from '../lib/chakra';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from './layout/page-title';
import { LinkButton } from './link-button';
import { usePageStatus } from './page-status';

export function NotFoundView({ notice }: { notice?: ReactNode }) {
  usePageStatus(404);
  usePageMeta(
    '404 - Page Not Found | StreamFinder',
    "We can't find the page you're looking for. Search for a movie or TV show, or go back to the homepage.",
  );
  return (
    <Container maxW="3xl" py={{ base: 12, md: 20 }}>
      <VStack gap="5" textAlign="center">
        <Text
          fontSize={{ base: '6xl', md: '8xl' }}
          fontWeight="black"
          color="yellow.300"
          lineHeight="1"
          aria-hidden="true"
        >
          404
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          404 - Page Not Found
        </Heading>
        <Text color="gray.300" fontSize="lg">
          We can&apos;t find the page you&apos;re looking for. It might have been moved, renamed, or no longer
          exists.
        </Text>
        {notice}
        <HStack gap="3" flexWrap="wrap" justify="center">
          <LinkButton colorPalette="yellow">
            <RouterLink to="/">Go to Homepage</RouterLink>
          </LinkButton>
          <LinkButton variant="outline">
            <RouterLink to="/search">Search Movies &amp; TV Shows</RouterLink>
          </LinkButton>
        </HStack>
        <Box mt="6" p="5" bg="whiteAlpha.50" rounded="lg" textAlign="left" w="full">
          <Heading as="h2" size="md" mb="2">
            Our addresses have changed
          </Heading>
          <Text color="gray.300" mb="3">
            Title pages now use the title in the address instead of a number:
          </Text>
          <List.Root gap="2" color="gray.300" ps="5">
            <List.Item>
              Movies: <Code>/movies/title-of-movie</Code>
            </List.Item>
            <List.Item>
              TV shows: <Code>/tv-shows/title-of-show</Code>
            </List.Item>
          </List.Root>
          <Text color="gray.400" mt="3" fontSize="sm">
            Old links such as <Code>/movie/550/fight-club</Code> are sent to their new address automatically.
          </Text>
        </Box>
      </VStack>
    </Container>
  );
}
