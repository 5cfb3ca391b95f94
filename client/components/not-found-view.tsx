// The 404 page's body (docs/spec.md §2): status 404 on the server, its head, and the ways out. The route of every
// unknown address (app/routes/not-found.tsx) and every screen whose parameter names nothing known (an unknown
// title, genre, category, service or country; issue #45) render it, so an unknown thing is always this page.
import type { ReactNode } from 'react';
import { Box, Code, Container, Heading, HStack, List, Text, VStack } from '../lib/chakra';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from './layout/page-title';
import { LinkButton } from './link-button';
import { usePageStatus } from './page-status';
import { FormattedMessage } from 'react-intl';
import { useT } from '../i18n/i18n-provider';

export function NotFoundView({ notice }: { notice?: ReactNode }) {
  usePageStatus(404);
  const t = useT();
  usePageMeta(t('notFound.metaTitle'), t('notFound.metaDescription'));
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
          {t('notFound.h1')}
        </Heading>
        <Text color="gray.300" fontSize="lg">
          {t('notFound.text')}
        </Text>
        {notice}
        <HStack gap="3" flexWrap="wrap" justify="center">
          <LinkButton colorPalette="yellow">
            <RouterLink to="/">{t('notFound.home')}</RouterLink>
          </LinkButton>
          <LinkButton variant="outline">
            <RouterLink to="/search">{t('notFound.search')}</RouterLink>
          </LinkButton>
        </HStack>
        <Box mt="6" p="5" bg="whiteAlpha.50" rounded="lg" textAlign="left" w="full">
          <Heading as="h2" size="md" mb="2">
            {t('notFound.changedTitle')}
          </Heading>
          <Text color="gray.300" mb="3">
            {t('notFound.changedText')}
          </Text>
          <List.Root gap="2" color="gray.300" ps="5">
            <List.Item>
              {t('notFound.movies')} <Code>/movies/title-of-movie</Code>
            </List.Item>
            <List.Item>
              {t('notFound.tvShows')} <Code>/tv-shows/title-of-show</Code>
            </List.Item>
          </List.Root>
          <Text color="gray.400" mt="3" fontSize="sm">
            <FormattedMessage id="notFound.oldLinks" values={{ code: (chunks) => <Code>{chunks}</Code> }} />
          </Text>
        </Box>
      </VStack>
    </Container>
  );
}
