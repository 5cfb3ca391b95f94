import type { ReactNode } from 'react';
import { Box, Heading, Text } from '../../../lib/chakra';
import type { MediaType, Paged, TitleSummary } from '../../../../api/src/contract';
import { CardGrid, SkeletonGrid } from '../../../components/card-grid';
import { PrevNextPagination } from '../../../components/pagination';
import { EmptyState, ErrorState } from '../../../components/states';
import { TitleCard } from '../../../components/title-card';

export const LISTING_SKELETONS = 18;

export interface TitleListingProps {
  heading: string;
  subheading?: string;
  /** Filter buttons or toggles shown under the heading. */
  controls?: ReactNode;
  type: MediaType;
  data: Paged<TitleSummary> | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  errorText?: string;
  page: number;
  onPageChange: (page: number) => void;
}

/** Category and genre listings (docs/spec.md §2 and §8): 18 skeletons, error with retry, empty, Previous/Next. */
export function TitleListing({
  heading,
  subheading,
  controls,
  type,
  data,
  loading,
  error,
  onRetry,
  errorText = 'There was an error loading this content. Please try again later.',
  page,
  onPageChange,
}: TitleListingProps) {
  const results = (data?.results ?? []).filter((t) => t && typeof t.id === 'number');
  const totalPages = Math.min(data?.total_pages ?? 0, 500);
  return (
    <Box>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {heading}
      </Heading>
      {subheading && (
        <Text color="gray.400" mt="1">
          {subheading}
        </Text>
      )}
      {controls && <Box mt="4">{controls}</Box>}
      <Box mt="6">
        {loading ? (
          <SkeletonGrid count={LISTING_SKELETONS} />
        ) : error ? (
          <ErrorState title="Failed to load content" description={errorText} onRetry={onRetry} />
        ) : results.length === 0 ? (
          <EmptyState
            title="No content found"
            description={`We couldn't find any ${type === 'tv' ? 'TV shows' : 'movies'} matching your criteria.`}
          />
        ) : (
          <>
            <CardGrid label={heading}>
              {results.map((t, i) => (
                <TitleCard key={t.id} item={t} type={type} priority={i < 6 ? 'high' : 'low'} />
              ))}
            </CardGrid>
            <PrevNextPagination page={page} totalPages={totalPages} onChange={onPageChange} />
          </>
        )}
      </Box>
    </Box>
  );
}
