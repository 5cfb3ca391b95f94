import { useParams, useSearchParams } from 'react-router-dom';
import { LazyNotFoundView } from '../../components/lazy-not-found-view';
import type { MediaType } from '../../../api/src/contract';
import { usePageMeta } from '../../components/layout/page-title';
import { usePage } from '../../components/use-page';
import { useRegion } from '../../lib/region';
import { useNowPlaying } from '../../api/release-lists';
import { useTitleList } from '../../api/title-lists';
import { TitleListing } from '../../features/catalog/components/title-listing';
import { useLocale, useT } from '../../i18n/i18n-provider';
import type { MessageKey } from '../../i18n/catalogs';

type Filter = 'popular' | 'top_rated' | 'now_playing';

const FILTER_LABELS: Record<Filter, MessageKey> = {
  popular: 'category.popular',
  top_rated: 'category.topRated',
  now_playing: 'category.nowPlaying',
};

/** A list's heading as a whole message ('Popular Movies'): languages put the adjective after the noun. */
const HEADINGS: Record<MediaType, Partial<Record<Filter, MessageKey>>> = {
  movie: {
    popular: 'category.popularMovies',
    top_rated: 'category.topRatedMovies',
    now_playing: 'category.nowPlayingMovies',
  },
  tv: { popular: 'category.popularTv', top_rated: 'category.topRatedTv' },
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
  const t = useT();
  const locale = useLocale();
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

  const heading = t(HEADINGS[type][filter] ?? 'category.popularMovies');
  usePageMeta(
    t('category.metaTitle', { heading }),
    // English lower-cases the heading inside its sentence; German nouns keep their capitals.
    t('category.metaDescription', { heading: locale === 'en' ? heading.toLowerCase() : heading }),
  );

  return (
    <TitleListing
      heading={heading}
      linksLabel={t('category.filterLabel')}
      links={filters.map((f) => ({
        label: t(FILTER_LABELS[f]),
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
