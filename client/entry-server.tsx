// The server's render of a page (docs/architecture.md "One render path"): the same components, router and query
// cache as the browser, rendered to HTML by React's server renderer inside the API's server
// (api/src/http/page-renderer.ts, typed by api/src/contract/page-render.ts). The browser hydrates that HTML
// (client/main.tsx) instead of drawing the page again.
//
// Data: each route of the table declares what it reads (client/app/route-data.ts, the screens' own query options).
// The server fetches those in parallel first (through `api`, the same handlers that answer /api, in process), then
// renders the page once. Should a screen read a query its route did not declare, the render says which and
// renders once more with it (a bug of the declaration, never the plan: tests/e2e/render-once.test.ts).
// The answers go to the browser dehydrated, beside the HTML, so its first render reads what the server read (in
// the fields the page renders: app/page-state.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { matchPath, StaticRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { createQueryClient } from './lib/query-client';
import { setServerFetch } from './lib/api-client';
import { HeadCollector, type CollectedHead } from './components/layout/page-title';
import { PageStatus } from './app/page-status';
import { NOT_FOUND_DATA, ROUTE_DATA, type RouteLoader } from './app/route-data';
import { pageState } from './app/page-state';
import { SITE_ROUTES, type RouteName } from '../api/src/contract/routes';
import { LOCALES, localeBase, localeOfPath, stripLocale, type Locale } from '../api/src/contract/locales';
import { loadCatalog } from './i18n/catalogs';
import type { RenderRequest, RenderResult, ServerEntry } from '../api/src/contract/page-render';

export type { RenderRequest, RenderResult, ServerEntry };

// All catalogs at start: the server renders every language (the browser loads only its page's).
void Promise.all(LOCALES.map(loadCatalog));

/**
 * The /api of the render under way. Renders overlap (a render worker takes two at once, page-worker.ts; in process,
 * every miss at once), and each must read through its own: a render worker's `api` carries its reads over that
 * task's port, closed when the task ends. With one module-wide fetcher, a render's reads went out on the port of
 * the render that started after it, and were lost when that one finished first: its queries never answered, the
 * prerender hung to its 10 s abort and the page fell back to the template (issue #43).
 */
const renderApi = new AsyncLocalStorage<(url: string, init: RequestInit) => Promise<Response>>();
setServerFetch((url, init) => {
  const api = renderApi.getStore();
  if (!api) return Promise.reject(new Error(`${url} read outside a server render`));
  return api(url, init);
});

async function renderOnce(
  url: string,
  client: QueryClient,
  country: string,
  head: CollectedHead,
  status: { code: number },
  locale: Locale,
): Promise<string> {
  // prerender (react-dom/static) waits for every lazy screen and writes the finished page: no fallback swapped
  // by an inline script later, so a page without JavaScript is whole, and the CSP needs no script hash for it.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <HeadCollector.Provider value={head}>
        <PageStatus.Provider value={status}>
          <AppProviders client={client} initialCountry={country} locale={locale}>
            {/* The language's prefix is the router's basename: every route and link of the app under it. */}
            <StaticRouter location={url} basename={localeBase(locale) || undefined}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </PageStatus.Provider>
      </HeadCollector.Provider>
    </StrictMode>,
    {
      // Every finished part written in place: React outlines a large part once the page passed this size
      // (to be revealed by an inline script), which a page without JavaScript would never show.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A screen that never finishes (a lazy import that hangs) fails the render; the server sends the template.
      signal: AbortSignal.timeout(10_000),
      onError(err) {
        console.error('Server render error', err);
      },
    },
  );
  let html = '';
  for await (const chunk of prelude) html += (chunk as Buffer).toString('utf8');
  return html;
}

type CachedQuery = ReturnType<ReturnType<QueryClient['getQueryCache']>['getAll']>[number];

/**
 * A query its component renders with `enabled: false` (a server render subscribes no observer, so the query's
 * own isDisabled() would call every query never fetched disabled).
 */
function disabled(q: CachedQuery): boolean {
  const enabled = (q.options as { enabled?: unknown }).enabled;
  return (
    enabled === false ||
    (typeof enabled === 'function' && (enabled as (q: CachedQuery) => unknown)(q) === false)
  );
}

/**
 * The visitor's own data (their rating, My List's server copy: lib/session.ts's id is on the device): never read on
 * the server, whose page is the same for every visitor (api/src/http/page-cache.ts); the browser reads it after
 * hydration.
 */
function visitorOwn(q: CachedQuery): boolean {
  return (q.queryKey[0] === 'rating' && q.queryKey[1] === 'user') || q.queryKey[0] === 'watchlist';
}

/** Queries the last render asked for (enabled ones) that have neither data nor an error yet. */
function waiting(client: QueryClient) {
  return client
    .getQueryCache()
    .getAll()
    .filter(
      (q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && !disabled(q) && !visitorOwn(q),
    );
}

/** The table's route of `pathname` and its params, as the router matches it; the 404 page's data otherwise. */
function routeData(pathname: string): { loader: RouteLoader; params: Record<string, string | undefined> } {
  const plain = stripLocale(pathname);
  const clean = plain.length > 1 ? plain.replace(/\/$/, '') : plain;
  for (const [name, route] of Object.entries(SITE_ROUTES) as Array<
    [RouteName, (typeof SITE_ROUTES)[RouteName]]
  >) {
    if (!route.pattern.test(clean)) continue;
    const match = matchPath({ path: `/${route.path}`, end: true }, clean);
    if (match) return { loader: ROUTE_DATA[name], params: match.params };
  }
  return { loader: NOT_FOUND_DATA, params: {} };
}

/** At most this many renders; the first is the plan, the others cover a query the route did not declare. */
const MAX_PASSES = 3;

export const render: ServerEntry['render'] = (request: RenderRequest): Promise<RenderResult> => {
  const fetched: string[] = [];
  return renderApi.run(
    (url, init) => {
      fetched.push(url);
      return request.api(url, init);
    },
    renderWith.bind(null, request, fetched),
  );
};

async function renderWith(request: RenderRequest, fetched: string[]): Promise<RenderResult> {
  const client = createQueryClient();
  const deadline = Date.now() + (request.dataTimeoutMs ?? 3000);
  const until = (work: Promise<unknown>) =>
    Promise.race([
      work,
      new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())).unref()),
    ]);

  const url = new URL(request.url, 'http://page');
  const locale = localeOfPath(url.pathname);
  // Every language's catalog is loaded once per process (the first render of each waits for it).
  await loadCatalog(locale);
  const { loader, params } = routeData(url.pathname);
  await until(
    loader({ params, search: url.searchParams, country: request.country, locale, client }).catch(
      () => undefined,
    ),
  );

  let head: CollectedHead = { origin: request.origin };
  let status = { code: 200 };
  let html = '';
  let passes = 0;
  for (;;) {
    head = { origin: request.origin };
    status = { code: 200 };
    html = await renderOnce(request.url, client, request.country, head, status, locale);
    passes++;
    const queries = waiting(client);
    if (queries.length === 0 || passes === MAX_PASSES || Date.now() > deadline) break;
    console.warn(
      `Server render of ${url.pathname}: queries its route did not declare (client/app/route-data.ts): ${queries
        .map((q) => JSON.stringify(q.queryKey))
        .join(', ')}`,
    );
    // Once each: a retry's delay (1 s) would hold the whole page back.
    await until(
      Promise.allSettled(queries.map((q) => q.fetch({ ...q.options, retry: false }).catch(() => undefined))),
    );
  }
  // The answers as the page renders them (app/page-state.ts: lists as cards), not whole API answers.
  const state = pageState(
    dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status === 'success' && !visitorOwn(q) }),
  );
  const all = client.getQueryCache().getAll();
  const complete = all.every((q) => disabled(q) || visitorOwn(q) || q.state.status === 'success');
  client.clear();
  return { html, status: status.code, head, state, queries: all.length, passes, fetched, complete };
}
