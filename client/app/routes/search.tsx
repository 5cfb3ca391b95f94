import { useEffect, useState } from 'react';
import { Box, Button, Container, Flex, Heading, HStack, Input, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { SkeletonGrid } from '../../components/card-grid';
import { SearchIcon } from '../../components/icons';
import { usePageMeta } from '../../components/layout/page-title';
import { NumberedPagination } from '../../components/pagination';
import { EmptyState, ErrorState } from '../../components/states';
import { usePage } from '../../components/use-page';
import { useRegion } from '../../lib/region';
import { useSearch } from '../../api/search';
import { SearchResultsGrid } from '../../features/search/components/search-results-grid';
import { filterResults, type ResultFilter } from '../../features/search/filter-results';

const FILTERS: Array<{ value: ResultFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'movie', label: 'Movies' },
  { value: 'tv', label: 'TV Shows' },
];

/** /search: its own form (q in the address), All/Movies/TV Shows on the loaded page, numbered pages. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);
  const [filter, setFilter] = useState<ResultFilter>('all');
  const { country, detecting } = useRegion();
  const [page, setPage] = usePage(`${q}|${country}`);
  const search = useSearch('multi', q, page, country, !detecting);

  useEffect(() => setText(q), [q]);
  usePageMeta(
    q ? `Search results for "${q}" | StreamFinder` : 'Search Movies and TV Shows | StreamFinder',
    'Search movies and TV shows and find where to stream, rent or buy them in your country.',
  );

  const results = filterResults(search.data?.results, filter);
  const totalPages = Math.min(search.data?.total_pages ?? 0, 500);
  const loading = !!q && (detecting || search.isPending || (search.isFetching && search.isPlaceholderData));

  let body;
  if (!q) {
    body = (
      <EmptyState
        title="Start searching"
        description="Type the title of a movie or TV show above to find where to watch it."
      />
    );
  } else if (loading) {
    body = <SkeletonGrid count={10} label="Loading search results" />;
  } else if (search.isError) {
    body = (
      <ErrorState
        title="Failed to load search results"
        description="An error occurred while searching. Please try again."
        onRetry={() => void search.refetch()}
      />
    );
  } else if ((search.data?.total_results ?? 0) === 0 || filterResults(search.data?.results).length === 0) {
    body = (
      <EmptyState
        title="No results found"
        description={`We couldn't find any movies or TV shows matching "${q}". Check the spelling or try another title.`}
      />
    );
  } else {
    body = (
      <>
        {results.length ? (
          <SearchResultsGrid results={results} label={`Results for ${q}`} />
        ) : (
          <EmptyState
            title="No results found"
            description={`No ${filter === 'movie' ? 'movies' : 'TV shows'} on this page of results. Try All or another page.`}
          />
        )}
        <NumberedPagination
          page={page}
          totalPages={totalPages}
          onChange={setPage}
          label="Search results pages"
        />
      </>
    );
  }

  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {q ? `Search results for "${q}"` : 'Search'}
      </Heading>
      <Flex
        as="form"
        role="search"
        mt="4"
        gap="2"
        maxW="2xl"
        onSubmit={(e) => {
          e.preventDefault();
          const next = text.trim();
          if (!next) return;
          setFilter('all');
          setParams({ q: next });
        }}
      >
        <Input
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          placeholder="Search movies and TV shows..."
          aria-label="Search movies and TV shows"
          bg="gray.900"
          borderColor="gray.600"
          enterKeyHint="search"
        />
        <Button type="submit" colorPalette="yellow">
          <SearchIcon size={18} />
          Search
        </Button>
      </Flex>
      {q && (
        <Flex mt="5" gap="3" align="center" justify="space-between" flexWrap="wrap">
          <HStack gap="2" role="group" aria-label="Filter results">
            {FILTERS.map((f) => (
              <Button
                key={f.value}
                size="sm"
                variant={filter === f.value ? 'solid' : 'outline'}
                colorPalette={filter === f.value ? 'yellow' : 'gray'}
                aria-pressed={filter === f.value}
                onClick={() => setFilter(f.value)}
              >
                {f.label}
              </Button>
            ))}
          </HStack>
          {/* Always there (empty while loading): below md it has its own line, so the count arriving does
              not push the results down; and a live region must exist before its text changes. */}
          <Text
            color="gray.400"
            fontSize="sm"
            aria-live="polite"
            minH="5"
            w={{ base: 'full', md: 'auto' }}
            data-testid="search-count"
          >
            {search.data && !loading && !search.isError && search.data.total_results > 0
              ? `${search.data.total_results.toLocaleString('en-US')} result${search.data.total_results === 1 ? '' : 's'}${totalPages > 1 ? ` · page ${page} of ${totalPages}` : ''}`
              : ''}
          </Text>
        </Flex>
      )}
      <Box mt="6">{body}</Box>
    </Container>
  );
}
