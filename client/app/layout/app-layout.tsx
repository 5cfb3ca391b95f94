import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '../../components/layout/page-loader';
import { usePageView } from '../../lib/analytics';
import { useOnlineStatus } from '../../lib/pwa';
import { OfflineIndicator } from '../../features/offline/components/offline-indicator';
import { useIdle } from '../../lib/idle';
import { Footer } from './footer';
import { Header } from './header';
import { LegacyRedirect } from './legacy-redirect';
import { ScrollToTop } from './scroll-to-top';
import './layout.css';
// The stylesheets of what loads after the first paint on every page (the offline notice, the install banner, the
// toast regions) are part of the app start's CSS, which index.html inlines: as separate files each arrived after
// the page had rendered and made the browser restyle the whole page again (~17 ms each on a fast CPU, a 67 ms
// task at 4x in Lighthouse). ~3 KB of CSS, ~1 KB gzip in the HTML.
import '../../components/input.css';
import '../../components/toaster.css';
import '../../features/install/install-banner.css';
import '../../features/language/language-offer.css';
import '../../features/offline/components/offline.css';

// What the first screen does not need loads once the page is idle (toasts, the install banner, the outbox).
// The offline notice (with Dexie, ~30 KB compressed: a 39 ms task at 1x CPU when evaluated at idle, issue #34)
// loads when the connection goes: the service worker, which takes control seconds after a first visit, serves
// its code from the precache then. Before it does, a notice whose code cannot be fetched renders nothing.
const loadOfflineNotice = () => import('../../features/offline/components/offline-route-notice');
const loadOutboxFlusher = () => import('../../features/offline/components/outbox-flusher');
const loadUpdateToast = () => import('../../features/offline/components/update-toast');
const loadInstallBanner = () => import('../../features/install/components/install-banner');
const OfflineRouteNotice = lazy(() =>
  loadOfflineNotice().then(
    (m) => ({ default: m.OfflineRouteNotice }),
    () => ({ default: () => null }),
  ),
);
const OutboxFlusher = lazy(() => loadOutboxFlusher().then((m) => ({ default: m.OutboxFlusher })));
const UpdateToast = lazy(() => loadUpdateToast().then((m) => ({ default: m.UpdateToast })));
const InstallBanner = lazy(() => loadInstallBanner().then((m) => ({ default: m.InstallBanner })));
const loadLanguageOffer = () => import('../../features/language/language-offer');
const LanguageOffer = lazy(() => loadLanguageOffer().then((m) => ({ default: m.LanguageOffer })));

// Frame of every page: header, one <main> landmark, footer (client/app/layout: composes features).
export function AppLayout() {
  // One first-party page view per visited page (docs/decisions.md #14); lib/analytics honours DNT and GPC.
  const { pathname } = useLocation();
  // /upcoming-movies sends its own view once its lists loaded (docs/spec.md §2; features/discover).
  usePageView(pathname, pathname !== '/upcoming-movies');
  const online = useOnlineStatus();
  const [ready] = useIdle(2000);
  return (
    <div className="sf-app">
      <ScrollToTop />
      <LegacyRedirect />
      <OfflineIndicator />
      <Header />
      <main id="main-content" className="sf-main" tabIndex={-1}>
        {/* Offline only: its code (and Dexie's) is only needed then. */}
        {!online && (
          <Suspense fallback={null}>
            <OfflineRouteNotice />
          </Suspense>
        )}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {ready && (
        <Suspense fallback={null}>
          <InstallBanner />
          <LanguageOffer />
          <UpdateToast />
          <OutboxFlusher />
        </Suspense>
      )}
    </div>
  );
}
