import { Box, Container, Heading, Text } from '../../lib/chakra';
import { useSearchParams } from 'react-router-dom';
import { SkeletonGrid } from '../../components/card-grid';
import { usePageMeta } from '../../components/layout/page-title';
import { PrevNextPagination } from '../../components/pagination';
import { EmptyState, ErrorState } from '../../components/states';
import { usePage } from '../../components/use-page';
import { ApiError } from '../../lib/api-client';
import { useRegion } from '../../lib/region';
import { formatCount } from '../../lib/format';
import { useSearch } from '../../api/search';
import { SearchResultsGrid } from '../../features/search/components/search-results-grid';
import { filterResults } from '../../features/search/filter-results';

/** /direct-search?q=: the first search version (movie and tv results with an id, Previous/Next). */
/** docs/spec.md §8: the text shown when the failure says nothing more useful. */
export const SEARCH_ERROR_DEFAULT = 'There was an error processing your search. Please try again later.';

export default function DirectSearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const { country, detecting } = useRegion();
  const [page, setPage] = usePage(`${q}|${country}`);
  const search = useSearch('multi', q, page, country, !detecting);
  usePageMeta(
    q ? `"${q}" - Direct Search | StreamFinder` : 'Direct Search | StreamFinder',
    'Search results for movies and TV shows, with where to watch them in your country.',
  );

  const results = filterResults(search.data?.results);
  const totalPages = Math.min(search.data?.total_pages ?? 0, 500);
  const loading = !!q && (detecting || search.isPending || (search.isFetching && search.isPlaceholderData));
  const status = search.error instanceof ApiError ? search.error.status : 0;

  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {q ? `Results for "${q}"` : 'Search'}
      </Heading>
      {search.data && !loading && !search.isError && results.length > 0 && (
        <Text color="gray.400" mt="1" fontSize="sm">
          {formatCount(search.data.total_results)} results · page {page} of {Math.max(totalPages, 1)}
        </Text>
      )}
      <Box mt="6">
        {!q ? (
          <EmptyState
            title="Start searching"
            description="Add a title to the address (?q=...) or use the search in the header."
          />
        ) : loading ? (
          <SkeletonGrid count={12} label="Loading search results" />
        ) : search.isError ? (
          <ErrorState
            title="Failed to load search results"
            description={
              status > 0
                ? `Search request failed with status ${status}`
                : search.error?.message || SEARCH_ERROR_DEFAULT
            }
            onRetry={() => void search.refetch()}
          />
        ) : results.length === 0 ? (
          <EmptyState
            title="No results found"
            description={`We couldn't find any movies or TV shows matching "${q}".`}
          />
        ) : (
          <>
            <SearchResultsGrid results={results} label={`Results for ${q}`} />
            <PrevNextPagination
              page={page}
              totalPages={totalPages}
              onChange={setPage}
              label="Search results pages"
            />
          </>
        )}
      </Box>
    </Container>
  );
}
