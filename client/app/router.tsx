// Every route of the spec's route table (section 2) plus decisions #11/#12 redirects. One file per screen in
// routes/, loaded lazily so each page ships only its own code.
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import { PageLoader } from '../components/layout/page-loader';

const HomePage = lazy(() => import('./routes/home'));
const MovieDetailPage = lazy(() => import('./routes/movie-detail'));
const TvDetailPage = lazy(() => import('./routes/tv-detail'));
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

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path="movie/:id/:title?" element={<MovieDetailPage />} />
        <Route path="movies/:slug" element={<MovieDetailPage />} />
        <Route path="tv/:id/:title?" element={<TvDetailPage />} />
        <Route path="tv-shows/:slug" element={<TvDetailPage />} />
        <Route path="tvshows/:slug" element={<TvShowsRedirect />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="direct-search" element={<DirectSearchPage />} />
        <Route path="category/:type" element={<CategoryPage />} />
        <Route path="genre/:id" element={<GenrePage />} />
        <Route path="advanced-search" element={<AdvancedSearchPage />} />
        <Route path="advanced-search/:type" element={<AdvancedSearchPage />} />
        <Route path="upcoming-movies" element={<UpcomingPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="faq" element={<FaqPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
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
