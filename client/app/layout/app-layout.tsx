import { Suspense } from 'react';
import { Box } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '../../components/layout/page-loader';
import { usePageView } from '../../lib/analytics';
import { InstallBanner } from '../../features/install';
import { OfflineIndicator, OfflineRouteNotice, OutboxFlusher, UpdateToast } from '../../features/offline';
import { Footer } from './footer';
import { Header } from './header';
import { LegacyRedirect } from './legacy-redirect';
import { ScrollToTop } from './scroll-to-top';

// Frame of every page: header, one <main> landmark, footer (client/app/layout: composes features).
export function AppLayout() {
  // One first-party page view per visited page (decisions #14); lib/analytics honours DNT and GPC.
  usePageView(useLocation().pathname);
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <ScrollToTop />
      <LegacyRedirect />
      <OfflineIndicator />
      <Header />
      <Box as="main" id="main-content" flex="1" tabIndex={-1} _focus={{ outline: 'none' }}>
        <OfflineRouteNotice />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <InstallBanner />
      <UpdateToast />
      <OutboxFlusher />
    </Box>
  );
}
