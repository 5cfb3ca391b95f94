import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Genre, TitleSummary } from '../../../api/src/contract';
import { usePageMeta } from '../../components/layout/page-title';
import { hydrateLater } from '../../components/hydrate-later';
import { useRegion } from '../../lib/region';
import { useGenres } from '../../api/genres';
import { useNowPlaying } from '../../api/release-lists';
import { useTitleList } from '../../api/title-lists';
import { useTrending } from '../../api/trending';
import { useUpcoming } from '../../api/release-lists';
import { useMyServices } from '../../lib/my-services';
import { useDiscover } from '../../api/discover';
import { GenreTiles } from '../../features/catalog/components/genre-tiles';
import { Hero } from '../../features/catalog/components/hero';
import { HomeSection } from '../../features/catalog/components/home-section';
import { LocalCarousels } from '../../features/catalog/components/local-carousels';
import { heroPick } from '../../features/catalog/hero-pick';
import { TitleCarousel } from '../../features/catalog/components/title-carousel';
import { justReleasedHref, upcomingHref } from '../../features/catalog/reference-ranges';
import { localLanguage } from '../../features/region/local-language';
import { SearchLauncher } from '../../features/search/components/search-launcher';
import { useT } from '../../i18n/i18n-provider';

// The search dialog (a Chakra dialog) mounts when first opened; its code loads on the first pointer or focus on
// the search field, so the page loads no Chakra code before the visitor reaches for it (issue #10).
const loadSearchModal = () => import('../../features/search/components/search-modal');
const SearchModal = lazy(() => loadSearchModal().then((m) => ({ default: m.SearchModal })));

const NO_GENRES: Genre[] = [];
const NO_ARTWORK: TitleSummary[] = [];

/** 'Browse by Genre', below the first screen: hydrated after it (components/hydrate-later.tsx). */
const GenreSection = hydrateLater(function GenreSection({
  genres,
  loading,
  error,
  artwork,
}: {
  genres: Genre[] | undefined;
  loading: boolean;
  error: boolean;
  artwork: TitleSummary[] | undefined;
}) {
  const t = useT();
  return (
    <HomeSection title={t('home.browseByGenre')} viewAllHref="/advanced-search/movie">
      {error ? (
        <p className="sf-muted">{t('home.genresUnavailable')}</p>
      ) : (
        <GenreTiles genres={genres ?? NO_GENRES} loading={loading} artwork={artwork ?? NO_ARTWORK} />
      )}
    </HomeSection>
  );
});

export default function HomePage() {
  const t = useT();
  usePageMeta(t('home.metaTitle'), t('home.metaDescription'));
  const { country, detecting } = useRegion();
  const enabled = !detecting;
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchMounted, setSearchMounted] = useState(false);
  const launcherRef = useRef<HTMLInputElement>(null);
  const language = localLanguage(country);
  const takeFromLauncher = useCallback(() => launcherRef.current, []);

  const trending = useTrending('movie', 'day', country, enabled);
  const popular = useTitleList('movie', 'popular', country, 1, enabled);
  const trendingTv = useTrending('tv', 'week', country, enabled);
  const genres = useGenres('movie');
  const nowPlaying = useNowPlaying(country, 1, enabled);
  const upcoming = useUpcoming(country, 1, enabled);
  // "Popular on your services" (issue #14): only when the visitor picked services for this country.
  const services = useMyServices(country);
  const servicesQuery = {
    sort_by: 'popularity.desc',
    with_watch_providers: services.join('|'),
    watch_region: country,
  } as const;
  const onServices = useDiscover('movie', servicesQuery, enabled && services.length > 0);

  // Hero: local-language titles first for non-English regions, padded with the others (docs/spec.md §9).
  // Kept while the other lists arrive, so the (memoized) hero does not render again with each of them.
  const trendingResults = trending.data?.results;
  const languageCode = language?.code;
  const heroItems = useMemo(
    () => heroPick(trendingResults ?? [], languageCode),
    [trendingResults, languageCode],
  );
  const reference = nowPlaying.data?.dates?.maximum;

  return (
    // Rendered on the server and hydrated (docs/architecture.md "One render path"); the 'sf-sh-' classes are
    // static CSS (components/ui.css), so the first screen needs no Chakra code.
    <div className="sf-container sf-sh-page">
      <div className="sf-sh-intro">
        <h1 className="sf-sh-h1">{t('home.h1')}</h1>
        <p className="sf-sh-lead">
          {t('home.lead')}{' '}
          <RouterLink to="/new" className="sf-view-all">
            {t('home.seeNew')}
          </RouterLink>
        </p>
        <SearchLauncher
          ref={launcherRef}
          onOpen={() => {
            setSearchMounted(true);
            setSearchOpen(true);
          }}
          onIntent={() => void loadSearchModal()}
        />
      </div>
      {searchMounted && (
        <Suspense fallback={null}>
          <SearchModal
            open={searchOpen}
            onClose={() => setSearchOpen(false)}
            returnFocusTo={takeFromLauncher}
            typedAhead={takeFromLauncher}
          />
        </Suspense>
      )}

      <div className="sf-hero-slot">
        <Hero items={heroItems} loading={!enabled || trending.isPending} />
      </div>

      {language && enabled && <LocalCarousels country={country} language={language} enabled={enabled} />}

      {services.length > 0 && (
        <TitleCarousel
          title={t('home.onYourServices')}
          viewAllHref={`/advanced-search/movie?${new URLSearchParams(servicesQuery).toString()}`}
          type="movie"
          items={onServices.data?.results}
          loading={!enabled || onServices.isPending}
          error={onServices.isError}
        />
      )}
      <TitleCarousel
        title={t('home.popularMovies')}
        viewAllHref="/category/movie?filter=popular"
        type="movie"
        items={popular.data?.results}
        loading={!enabled || popular.isPending}
        error={popular.isError}
        later
      />
      <TitleCarousel
        title={t('home.trendingTv')}
        viewAllHref="/category/tv?filter=popular"
        type="tv"
        items={trendingTv.data?.results}
        loading={!enabled || trendingTv.isPending}
        error={trendingTv.isError}
        later
      />
      <GenreSection
        genres={genres.data}
        loading={genres.isPending}
        error={genres.isError}
        artwork={popular.data?.results}
      />
      <TitleCarousel
        title={t('home.justReleased')}
        viewAllHref={justReleasedHref(reference)}
        type="movie"
        items={nowPlaying.data?.results}
        loading={!enabled || nowPlaying.isPending}
        error={nowPlaying.isError}
        later
      />
      <TitleCarousel
        title={t('home.upcomingMovies')}
        viewAllHref={upcomingHref(reference)}
        type="movie"
        items={upcoming.data?.results}
        loading={!enabled || upcoming.isPending}
        error={upcoming.isError}
        later
      />
    </div>
  );
}
