import { Button, HStack } from '@chakra-ui/react';
import { paginationWindow } from '../../../components/pagination';

export interface DiscoverPaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Previous, up to 5 numbered pages (spec window rule, no ellipsis), Next; only when there is more than one page. */
export function DiscoverPagination({ page, totalPages, onChange }: DiscoverPaginationProps) {
  if (totalPages <= 1) return null;
  const go = (n: number) => {
    if (n < 1 || n > totalPages || n === page) return;
    onChange(n);
  };
  return (
    <HStack as="nav" aria-label="Pagination" justify="center" gap="1" flexWrap="wrap" pt="8" pb="4">
      <Button
        size="sm"
        px={{ base: 2, sm: 3 }}
        variant="outline"
        disabled={page <= 1}
        onClick={() => go(page - 1)}
      >
        Previous
      </Button>
      {paginationWindow(page, totalPages).map((n) => (
        <Button
          key={n}
          size="sm"
          minW={{ base: 8, sm: 9 }}
          px="0"
          variant={n === page ? 'solid' : 'ghost'}
          colorPalette={n === page ? 'yellow' : 'gray'}
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
          onClick={() => go(n)}
        >
          {n}
        </Button>
      ))}
      <Button
        size="sm"
        px={{ base: 2, sm: 3 }}
        variant="outline"
        disabled={page >= totalPages}
        onClick={() => go(page + 1)}
      >
        Next
      </Button>
    </HStack>
  );
}
