import { useParams, useSearchParams } from 'react-router-dom';
import { LazyNotFoundView } from '../../components/lazy-not-found-view';
import type { MediaType } from '../../../api/src/contract';
import { usePageMeta } from '../../components/layout/page-title';
import { usePage } from '../../components/use-page';
import { useRegion } from '../../lib/region';
import { useNowPlaying } from '../../api/release-lists';
import { useTitleList } from '../../api/title-lists';
import { TitleListing } from '../../features/catalog/components/title-listing';

type Filter = 'popular' | 'top_rated' | 'now_playing';

const FILTER_LABELS: Record<Filter, string> = {
  popular: 'Popular',
  top_rated: 'Top Rated',
  now_playing: 'Now Playing',
};

/** /category/{movie|tv}; another type is the 404 page (issue #45), before any of the listing's head or data. */
export default function CategoryRoute() {
  const { type } = useParams();
  return type === 'movie' || type === 'tv' ? <CategoryPage type={type} /> : <LazyNotFoundView />;
}

/** /category/{movie|tv}?filter=popular (default) | top_rated | now_playing (movies only). */
function CategoryPage({ type }: { type: MediaType }) {
  const [search] = useSearchParams();
  const requested = search.get('filter');
  const filters: Filter[] =
    type === 'movie' ? ['popular', 'top_rated', 'now_playing'] : ['popular', 'top_rated'];
  const filter: Filter = filters.includes(requested as Filter) ? (requested as Filter) : 'popular';
  const { country, detecting } = useRegion();
  const [page, setPage] = usePage(`${type}|${filter}|${country}`);

  const list = useTitleList(
    type,
    filter === 'top_rated' ? 'top_rated' : 'popular',
    country,
    page,
    !detecting && filter !== 'now_playing',
  );
  const nowPlaying = useNowPlaying(country, page, !detecting && filter === 'now_playing');
  const query = filter === 'now_playing' ? nowPlaying : list;

  const noun = type === 'movie' ? 'Movies' : 'TV Shows';
  const heading = `${FILTER_LABELS[filter]} ${noun}`;
  usePageMeta(
    `${heading} - Where to Watch | StreamFinder`,
    `Browse ${heading.toLowerCase()} and find where to stream, rent or buy them in your country.`,
  );

  return (
    <TitleListing
      heading={heading}
      linksLabel="Filter"
      links={filters.map((f) => ({
        label: FILTER_LABELS[f],
        to: `/category/${type}?filter=${f}`,
        current: f === filter,
      }))}
      type={type}
      data={query.data}
      loading={detecting || query.isPending}
      error={query.isError}
      onRetry={() => void query.refetch()}
      page={page}
      onPageChange={setPage}
    />
  );
}
