// Every route of the shared route table (api/src/contract/routes.ts, docs/spec.md §2) plus docs/decisions.md #11/#12 redirects. One file per screen in
// routes/, loaded lazily so each page ships only its own code. Each page has its own error boundary inside
// <main>, and one more surrounds the layout: an error never blanks the whole site.
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import { PageLoader } from '../components/layout/page-loader';
import { PageErrorBoundary } from './error-boundary';
import { SITE_ROUTES } from '../../api/src/contract/routes';
import { afterDexie, nextTask } from '../lib/yield';

/**
 * A lazy screen whose code can be loaded before the app's first render (preloadRoute): a screen mounted after
 * that renders at once, without the Suspense fallback in between.
 */
function preloadable(factory: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  const load = () =>
    factory().then((m) => {
      loaded = m.default;
      return m;
    });
  const Lazy = lazy(load);
  function Screen() {
    // Decided once per mount, so a later render never swaps the component (and its state) under the page.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Screen, load };
}

const home = preloadable(() => import('./routes/home'));
const HomePage = home.Screen;
const movieDetail = preloadable(() => import('./routes/movie-detail'));
const tvDetail = preloadable(() => import('./routes/tv-detail'));
const MovieDetailPage = movieDetail.Screen;
const TvDetailPage = tvDetail.Screen;

/**
 * Loads the code of the home page's or a title page's screen before the first render (issue #10): the server's
 * first screen (home's heading and search field, a title's header) stays on display until the app can draw the
 * page itself, with no loading spinner in between. Never rejects (a failed load is left to the lazy screen and
 * its error boundary).
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const screen =
    pathname === '/'
      ? home
      : /^\/(movies|movie)\//.test(pathname)
        ? movieDetail
        : /^\/(tv-shows|tv)\//.test(pathname)
          ? tvDetail
          : null;
  if (!screen) return Promise.resolve();
  // A title page's code imports the offline store (ratings and My List work offline): Dexie's library, the
  // database's set-up and the screen's own code are evaluated in three tasks, not in one (~150 ms at 4x CPU).
  const load =
    screen === home
      ? screen.load()
      : afterDexie(() => import('../lib/db'))
          .then(nextTask)
          .then(screen.load);
  return load.catch(() => undefined);
}
const TvShowsRedirect = lazy(() => import('./routes/tvshows-redirect'));
const SearchPage = lazy(() => import('./routes/search'));
const DirectSearchPage = lazy(() => import('./routes/direct-search'));
const CategoryPage = lazy(() => import('./routes/category'));
const GenrePage = lazy(() => import('./routes/genre'));
const AdvancedSearchPage = lazy(() => import('./routes/advanced-search'));
const UpcomingPage = lazy(() => import('./routes/upcoming'));
const ContactPage = lazy(() => import('./routes/contact'));
const PrivacyPage = lazy(() => import('./routes/privacy'));
const TermsPage = lazy(() => import('./routes/terms'));
const FaqPage = lazy(() => import('./routes/faq'));
const NotFoundPage = lazy(() => import('./routes/not-found'));
const MyListRoute = lazy(() => import('./routes/my-list'));
const NewRoute = lazy(() => import('./routes/new'));
const NewProviderRoute = lazy(() => import('./routes/new-provider'));

/** [path, screen] for every route of the shared route table; '' is the index route. */
const R = SITE_ROUTES;
const ROUTES: Array<[string, ComponentType]> = [
  [R.home.path, HomePage],
  [R.movieById.path, MovieDetailPage],
  [R.movie.path, MovieDetailPage],
  [R.tvById.path, TvDetailPage],
  [R.tv.path, TvDetailPage],
  [R.tvOld.path, TvShowsRedirect],
  [R.search.path, SearchPage],
  [R.directSearch.path, DirectSearchPage],
  [R.category.path, CategoryPage],
  [R.genre.path, GenrePage],
  [R.advancedSearch.path, AdvancedSearchPage],
  [R.advancedSearchType.path, AdvancedSearchPage],
  [R.upcoming.path, UpcomingPage],
  [R.contact.path, ContactPage],
  [R.privacy.path, PrivacyPage],
  [R.terms.path, TermsPage],
  [R.faq.path, FaqPage],
  [R.myList.path, MyListRoute],
  [R.newArrivals.path, NewRoute],
  [R.newOnProvider.path, NewProviderRoute],
  ['*', NotFoundPage],
];

/** One error boundary per page, inside <main>: a failing page keeps the header and footer. */
function Page({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    // Around the layout too: should the header or footer fail, the visitor still gets the message.
    <PageErrorBoundary resetKey={pathname} heal={false}>
      <Routes>
        <Route element={<AppLayout />}>
          {ROUTES.map(([path, Screen]) => {
            const element = (
              <Page>
                <Screen />
              </Page>
            );
            return path === '' ? (
              <Route key="index" index element={element} />
            ) : (
              <Route key={path} path={path} element={element} />
            );
          })}
        </Route>
      </Routes>
    </PageErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <Suspense fallback={<PageLoader />}>
        <AppRoutes />
      </Suspense>
    </BrowserRouter>
  );
}
