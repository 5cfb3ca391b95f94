import { useParams, useSearchParams } from 'react-router-dom';
import { LazyNotFoundView } from '../../components/lazy-not-found-view';
import type { MediaType } from '../../../api/src/contract';
import { usePageMeta } from '../../components/layout/page-title';
import { usePage } from '../../components/use-page';
import { useRegion } from '../../lib/region';
import { useDiscover } from '../../api/discover';
import { useGenres } from '../../api/genres';
import { TitleListing } from '../../features/catalog/components/title-listing';
import { useLocale, useT } from '../../i18n/i18n-provider';

/**
 * A genre neither list knows (both answered) is the 404 page (issue #45), before any of the listing's head or
 * data; one known only for the other type keeps the listing, whose type links lead to it.
 */
export default function GenreRoute() {
  const { id } = useParams();
  const movie = useGenres('movie');
  const tv = useGenres('tv');
  const known = (list: typeof movie.data) => list?.some((g) => String(g.id) === id);
  if (movie.isSuccess && tv.isSuccess && !known(movie.data) && !known(tv.data)) return <LazyNotFoundView />;
  return <GenrePage />;
}

/** /genre/{id}?type=movie|tv (any other type falls back to movie), with a Movies / TV Shows toggle. */
function GenrePage() {
  const params = useParams();
  const [search] = useSearchParams();
  const type: MediaType = search.get('type') === 'tv' ? 'tv' : 'movie';
  const genreId = /^\d+$/.test(params.id ?? '') ? Number(params.id) : null;
  const { country, detecting } = useRegion();
  const [page, setPage] = usePage(`${type}|${genreId}|${country}`);
  const genres = useGenres(type);
  const t = useT();
  const locale = useLocale();

  const query = useDiscover(
    type,
    {
      with_genres: String(genreId ?? ''),
      sort_by: 'popularity.desc',
      include_adult: 'false',
      region: country,
      page: String(page),
    },
    !detecting && genreId !== null,
  );

  // The genre's name in the page's language where the API has it (German; else English, issue #46).
  const name = genres.data?.find((g) => g.id === genreId)?.name;
  const noun = t(type === 'movie' ? 'discover.movies' : 'discover.tv');
  const heading = name
    ? t(type === 'movie' ? 'genre.headingMovies' : 'genre.headingTv', { name })
    : genres.isPending && genreId !== null
      ? noun
      : t(type === 'movie' ? 'genre.unknownMovies' : 'genre.unknownTv');
  // English lower-cases the name inside its sentence ('Discover action movies'); the others keep it as named.
  const nameInText = name
    ? locale === 'en'
      ? `${name.toLowerCase()} `
      : locale === 'ko'
        ? `${name} `
        : ` (${name})`
    : '';
  usePageMeta(
    t('genre.metaTitle', { heading }),
    t(type === 'movie' ? 'genre.metaDescMovies' : 'genre.metaDescTv', { name: nameInText }),
  );

  return (
    <TitleListing
      heading={heading}
      linksLabel={t('genre.typeLabel')}
      links={(['movie', 'tv'] as const).map((kind) => ({
        label: t(kind === 'movie' ? 'discover.movies' : 'discover.tv'),
        to: `/genre/${params.id ?? ''}?type=${kind}`,
        current: kind === type,
      }))}
      type={type}
      data={genreId === null ? { page: 1, results: [], total_pages: 0, total_results: 0 } : query.data}
      loading={genreId !== null && (detecting || query.isPending)}
      error={query.isError}
      onRetry={() => void query.refetch()}
      errorText={t('genre.error')}
      page={page}
      onPageChange={setPage}
    />
  );
}
