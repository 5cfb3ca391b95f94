// The route objects of the site, made from the one route table (api/src/contract/routes.ts, docs/spec.md §2): each
// route's screen is its `module` under routes/, loaded lazily so each page ships only its own code. The server
// renders the same routes (client/entry-server.tsx) and the browser hydrates them (client/main.tsx). Each page has
// its own error boundary inside <main>, and one more surrounds the layout: an error never blanks the whole site.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import { PageLoader } from '../components/layout/page-loader';
import { PageErrorBoundary } from './error-boundary';
import { NOT_FOUND_MODULE, routeFor, SITE_ROUTES, type SiteRoute } from '../../api/src/contract/routes';

type ScreenModule = { default: ComponentType };
const SCREENS = import.meta.glob<ScreenModule>('./routes/*.tsx');

const screens = new Map<string, ComponentType>();
/** The lazy screen of a route table module ('client/app/routes/home.tsx'), one per module. */
function screenFor(module: string): ComponentType {
  let screen = screens.get(module);
  if (!screen) {
    const load = SCREENS[module.replace(/^client\/app\//, './')];
    if (!load) throw new Error(`No screen for ${module}`);
    screen = lazy(load);
    screens.set(module, screen);
  }
  return screen;
}

type ScreenRoute = [path: string, screen: ComponentType];
const NOT_FOUND: ScreenRoute = ['*', screenFor(NOT_FOUND_MODULE)];
/** [path, screen] for every route of the route table, then the 404 page; '' is the index route. */
const ROUTES: ScreenRoute[] = [
  ...Object.values(SITE_ROUTES).map((r): ScreenRoute => [r.path, screenFor(r.module)]),
  NOT_FOUND,
];
const ONE_ROUTE = new Map<SiteRoute, ScreenRoute[]>();

/**
 * The routes React Router matches `pathname` against: the route the table names for it (routeFor, which opens the
 * same route as React Router would: tests/client/routes/route-table-agreement.test.ts) and the 404 page; every
 * route for an address the table does not accept (React Router may still open one, as it did before). <Routes>
 * flattens, ranks and compiles a regular expression for every route it is given, on each render: for the table's
 * 21 routes ~5 ms at 1x CPU, most of an 84 ms task at 4x while the home page hydrated (Chromium trace).
 */
function routesFor(pathname: string): ScreenRoute[] {
  const route = routeFor(pathname);
  if (!route) return ROUTES;
  let routes = ONE_ROUTE.get(route);
  if (!routes) ONE_ROUTE.set(route, (routes = [[route.path, screenFor(route.module)], NOT_FOUND]));
  return routes;
}

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
          {routesFor(pathname).map(([path, Screen]) => {
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
