import { Children, type ReactNode } from 'react';
import { Box, SimpleGrid, Skeleton, VisuallyHidden } from '@chakra-ui/react';

/** 2 columns at 360 px, 3 at 480, 4 at 768, 5 at 1024, 6 at 1280+. */
export const GRID_COLUMNS = { base: 2, sm: 3, md: 4, lg: 5, xl: 6 } as const;

export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <SimpleGrid
      columns={GRID_COLUMNS}
      gap={{ base: 3, md: 5 }}
      as="ul"
      listStyleType="none"
      aria-label={label}
      css={{ '& > *': { minWidth: 0 } }}
    >
      {Children.map(children, (child) => (
        <Box as="li">{child}</Box>
      ))}
    </SimpleGrid>
  );
}

/** One card-shaped placeholder: 2:3 poster plus two text lines. */
export function SkeletonCard() {
  return (
    <Box aria-hidden="true" data-testid="skeleton-card">
      <Skeleton variant="pulse" w="full" aspectRatio={2 / 3} rounded="md" />
      <Skeleton variant="pulse" h="3.5" mt="2" w="80%" />
      <Skeleton variant="pulse" h="3" mt="1.5" w="30%" />
    </Box>
  );
}

export function SkeletonGrid({ count, label = 'Loading' }: { count: number; label?: string }) {
  return (
    <Box role="status" aria-busy="true" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <SimpleGrid columns={GRID_COLUMNS} gap={{ base: 3, md: 5 }}>
        {Array.from({ length: count }, (_, i) => (
          <SkeletonCard key={i} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
