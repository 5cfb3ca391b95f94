import { Box, Container, Heading, Text } from '../../lib/chakra';
import { useSearchParams } from 'react-router-dom';
import { SkeletonGrid } from '../../components/card-grid';
import { usePageMeta } from '../../components/layout/page-title';
import { PrevNextPagination } from '../../components/pagination';
import { EmptyState, ErrorState } from '../../components/states';
import { usePage } from '../../components/use-page';
import { ApiError } from '../../lib/api-client';
import { useRegion } from '../../lib/region';
import { useT } from '../../i18n/i18n-provider';
import { useSearch } from '../../api/search';
import { SearchResultsGrid } from '../../features/search/components/search-results-grid';
import { filterResults } from '../../features/search/filter-results';

/** /direct-search?q=: the first search version (movie and tv results with an id, Previous/Next). */
// docs/spec.md §8: directSearch.errorDefault is the text shown when the failure says nothing more useful.

export default function DirectSearchPage() {
  const t = useT();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const { country, detecting } = useRegion();
  const [page, setPage] = usePage(`${q}|${country}`);
  const search = useSearch('multi', q, page, country, !detecting);
  usePageMeta(
    q ? t('directSearch.metaTitleQuery', { q }) : t('directSearch.metaTitle'),
    t('directSearch.metaDescription'),
  );

  const results = filterResults(search.data?.results);
  const totalPages = Math.min(search.data?.total_pages ?? 0, 500);
  const loading = !!q && (detecting || search.isPending || (search.isFetching && search.isPlaceholderData));
  const status = search.error instanceof ApiError ? search.error.status : 0;

  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {q ? t('directSearch.h1Query', { q }) : t('search.h1')}
      </Heading>
      {search.data && !loading && !search.isError && results.length > 0 && (
        <Text color="gray.400" mt="1" fontSize="sm">
          {t('directSearch.count', {
            total: search.data.total_results,
            page: String(page),
            pages: String(Math.max(totalPages, 1)),
          })}
        </Text>
      )}
      <Box mt="6">
        {!q ? (
          <EmptyState title={t('search.startTitle')} description={t('directSearch.startText')} />
        ) : loading ? (
          <SkeletonGrid count={12} label={t('search.loading')} />
        ) : search.isError ? (
          <ErrorState
            title={t('search.errorTitle')}
            description={
              // A network failure's own message is the browser's, in its language: the spec's text instead.
              status > 0
                ? t('directSearch.errorStatus', { status: String(status) })
                : t('directSearch.errorDefault')
            }
            onRetry={() => void search.refetch()}
          />
        ) : results.length === 0 ? (
          <EmptyState title={t('search.noResultsTitle')} description={t('search.noResultsAll', { q })} />
        ) : (
          <>
            <SearchResultsGrid results={results} label={t('search.resultsLabel', { q })} />
            <PrevNextPagination
              page={page}
              totalPages={totalPages}
              onChange={setPage}
              label={t('search.pagesLabel')}
            />
          </>
        )}
      </Box>
    </Container>
  );
}
