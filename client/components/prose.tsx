import type { ReactNode } from 'react';
import { Box, Container, Heading, Stack, Text } from '../lib/chakra';

/** Layout of a text page (privacy, terms): an h1, an optional 'Last updated: …' line (in the page's language), then sections. */
export function ProsePage({
  title,
  updated,
  intro,
  children,
}: {
  title: string;
  updated?: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container maxW="3xl" py={{ base: 8, md: 14 }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {title}
      </Heading>
      {updated && (
        <Text color="gray.400" mt="2" fontSize="sm">
          {updated}
        </Text>
      )}
      {intro && (
        <Text color="gray.300" mt="5" fontSize="lg">
          {intro}
        </Text>
      )}
      <Stack gap="8" mt="8">
        {children}
      </Stack>
    </Container>
  );
}

export function ProseSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h2" size="lg" mb="3">
        {title}
      </Heading>
      <Stack
        gap="3"
        color="gray.300"
        lineHeight="tall"
        css={{
          '& ul': { paddingInlineStart: '1.25rem', listStyle: 'disc' },
          '& li': { marginBottom: '0.4rem' },
          '& a': { color: 'var(--chakra-colors-yellow-300)', textDecoration: 'underline' },
        }}
      >
        {children}
      </Stack>
    </Box>
  );
}
