import { useId, type ReactNode } from 'react';
import { Box, Flex, Heading, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** A home section with an h2 and a view-all link (for content that is not a carousel, e.g. genre tiles). */
export function HomeSection({
  title,
  viewAllHref,
  children,
}: {
  title: string;
  viewAllHref?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} py={{ base: 4, md: 6 }}>
      <Flex align="center" justify="space-between" gap="3" mb="3">
        <Heading as="h2" id={id} size={{ base: 'lg', md: 'xl' }}>
          {title}
        </Heading>
        {viewAllHref && (
          <Link asChild color="yellow.300" fontSize="sm" fontWeight="medium">
            <RouterLink to={viewAllHref} aria-label={`View all ${title}`}>
              View all
            </RouterLink>
          </Link>
        )}
      </Flex>
      {children}
    </Box>
  );
}
