import { Suspense } from 'react';
import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../../components/layout/page-loader';
import { ScrollToTop } from './scroll-to-top';

// Frame of every page: header, one <main> landmark, footer (client/app/layout: composes features).
export function AppLayout() {
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <ScrollToTop />
      <Box as="main" id="main-content" flex="1">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
