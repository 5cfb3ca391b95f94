import {
  Box,
  Button,
  Container,
  Flex,
  Grid,
  Heading,
  Skeleton,
  SkeletonText,
  Text,
  VStack,
} from '../../../lib/chakra';
import { Link as RouterLink } from 'react-router-dom';
import type { MediaType } from '../../../../api/src/contract';
import { ErrorState } from '../../../components/states';
import { BACKDROP_HEIGHT } from './backdrop';

export const POSTER_COLUMNS = { base: '112px 1fr', sm: '160px 1fr', md: '240px 1fr', lg: '280px 1fr' };
export const HEADER_OVERLAP = { base: '-72px', sm: '-110px', md: '-190px', lg: '-230px' };

function BackToHome() {
  return (
    <Button asChild colorPalette="yellow" size="lg">
      <RouterLink to="/">Back to Home</RouterLink>
    </Button>
  );
}

/** Layout-shaped placeholder while the title loads; a screen tall, so the footer never moves (issue #10). */
export function TitleSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading title" data-testid="title-skeleton" minH="100vh">
      <Skeleton h={BACKDROP_HEIGHT} rounded="none" />
      <Container maxW="6xl" mt={HEADER_OVERLAP} position="relative">
        <Grid templateColumns={POSTER_COLUMNS} gap={{ base: 4, md: 8 }}>
          <Skeleton aspectRatio={2 / 3} rounded="md" />
          <VStack align="stretch" justify="end" gap="3">
            <Skeleton h="8" w="80%" />
            <Skeleton h="5" w="50%" />
            <Flex gap="2">
              <Skeleton h="6" w="16" rounded="full" />
              <Skeleton h="6" w="20" rounded="full" />
            </Flex>
          </VStack>
          <Box gridColumn={{ base: '1 / -1', md: '2' }}>
            <SkeletonText noOfLines={4} gap="3" />
            <Skeleton h="40" mt="8" rounded="xl" />
          </Box>
        </Grid>
      </Container>
    </Box>
  );
}

/** 'Movie not found' / 'TV Show not found' with Back to Home (docs/spec.md §2). */
export function TitleNotFound({ type }: { type: MediaType }) {
  return (
    <Container maxW="3xl" py="16">
      <VStack gap="4" textAlign="center" data-testid="title-not-found">
        <Heading as="h1" size="2xl">
          {type === 'movie' ? 'Movie not found' : 'TV Show not found'}
        </Heading>
        <Text color="gray.400">The title you are looking for does not exist or was removed.</Text>
        <BackToHome />
      </VStack>
    </Container>
  );
}

/** The title could not be loaded (offline, server error): say so, offer to retry or go home. */
export function TitleLoadError({
  type,
  message,
  onRetry,
}: {
  type: MediaType;
  message: string;
  onRetry: () => void;
}) {
  return (
    <Container maxW="3xl" py="8">
      <Heading as="h1" size="2xl" textAlign="center" pt="8">
        {type === 'movie' ? 'Movie' : 'TV Show'}
      </Heading>
      <ErrorState
        title={type === 'movie' ? "We couldn't load this movie" : "We couldn't load this TV show"}
        description={message}
        onRetry={onRetry}
      />
      <Flex justify="center">
        <Button asChild variant="ghost">
          <RouterLink to="/">Back to Home</RouterLink>
        </Button>
      </Flex>
    </Container>
  );
}
