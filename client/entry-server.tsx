// The server's render of a page (docs/architecture.md "One render path"): the same components, router and query
// cache as the browser, rendered to HTML by React's streaming server renderer inside the API's server
// (api/src/http/page-renderer.ts). The browser hydrates that HTML (client/main.tsx) instead of drawing the page
// again.
//
// Data: a page's queries are the components' own (useQuery). A render registers every query the page reads in a
// fresh QueryClient; the server fetches those (through `api`, the same handlers that answer /api, in process) and
// renders again, until no query of the page waits (3 passes at most: a slug lookup, then the title it names).
// The answers go to the browser dehydrated, beside the HTML, so its first render reads what the server read.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { createQueryClient } from './lib/query-client';
import { setServerFetch, type ServerFetch } from './lib/api-client';
import { HeadCollector, type CollectedHead } from './components/layout/page-title';
import { PageStatus } from './app/page-status';

export type { ServerFetch };

export interface RenderRequest {
  /** Path and query string of the page. */
  url: string;
  /** The visitor's country, known during the request (saved choice sent as a cookie, else detection). */
  country: string;
  /** Absolute origin for canonical and Open Graph addresses. */
  origin: string;
  /** Answers an /api request in process (the server's own handlers). */
  api: ServerFetch;
  /** Longest wait for a page's data before it is rendered with what it has (ms). */
  dataTimeoutMs?: number;
}

export interface RenderResult {
  /** The markup of #root. */
  html: string;
  /** 200, or 404 for an unknown address or title. */
  status: number;
  head: CollectedHead;
  /** The query cache the browser hydrates from. */
  state: DehydratedState;
  /** Every query key the page read (for the route's asset links and tests). */
  queries: number;
}

async function renderOnce(
  url: string,
  client: QueryClient,
  country: string,
  head: CollectedHead,
  status: { code: number },
): Promise<string> {
  // prerender (react-dom/static) waits for every lazy screen and writes the finished page: no fallback swapped
  // by an inline script later, so a page without JavaScript is whole, and the CSP needs no script hash for it.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <HeadCollector.Provider value={head}>
        <PageStatus.Provider value={status}>
          <AppProviders client={client} initialCountry={country}>
            <StaticRouter location={url}>
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

/** Queries the last render asked for that have neither data nor an error yet. */
function waiting(client: QueryClient) {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle');
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  setServerFetch(request.api);
  const client = createQueryClient();
  let head: CollectedHead = { origin: request.origin };
  let status = { code: 200 };
  let html = '';
  const deadline = Date.now() + (request.dataTimeoutMs ?? 3000);
  for (let pass = 0; pass < 4; pass++) {
    head = { origin: request.origin };
    status = { code: 200 };
    html = await renderOnce(request.url, client, request.country, head, status);
    const queries = waiting(client);
    if (queries.length === 0 || pass === 3 || Date.now() > deadline) break;
    const left = Math.max(0, deadline - Date.now());
    await Promise.race([
      // Once each: a retry's delay (1 s) would hold the whole page back.
      Promise.allSettled(queries.map((q) => q.fetch({ ...q.options, retry: false }).catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, left).unref()),
    ]);
  }
  const state = dehydrate(client, {
    shouldDehydrateQuery: (q) => q.state.status === 'success',
  });
  const queries = client.getQueryCache().getAll().length;
  client.clear();
  return { html, status: status.code, head, state, queries };
}
