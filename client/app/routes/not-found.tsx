import { useEffect } from 'react';
import { Box, Code, Container, Heading, HStack, List, Text, VStack } from '../../lib/chakra';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { usePageMeta } from '../../components/layout/page-title';
import { LinkButton } from '../../components/link-button';
import { legacyRedirectTarget } from '../layout/legacy-redirect';
import { usePageStatus } from '../page-status';

export default function NotFoundPage() {
  usePageStatus(404);
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const target =
    legacyRedirectTarget(location.pathname) ?? legacyRedirectTarget(typeof from === 'string' ? from : null);
  usePageMeta(
    '404 - Page Not Found | StreamFinder',
    "We can't find the page you're looking for. Search for a movie or TV show, or go back to the homepage.",
  );

  useEffect(() => {
    // Old addresses are sent to their new form by a full page load (docs/spec.md §2, 404 page).
    if (target) window.location.replace(target);
  }, [target]);

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
        {target && (
          <Text role="status" color="yellow.200">
            Taking you to the new address…
          </Text>
        )}
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
