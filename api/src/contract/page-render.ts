// The boundary between the API's server and the client build's server render (client/entry-server.tsx, built to
// dist/server/entry-server.mjs and loaded at run time by api/src/http/page-renderer.ts). Both sides are typed
// against these declarations, so the type checker sees across the boundary (issue #43): entry-server.tsx
// implements ServerEntry['render'], page-renderer.ts calls it. Types only.

/** Answers an /api request in process (the server's own handlers), as fetch would. */
export type ServerFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderRequest {
  /** Path and query string of the page. */
  url: string;
  /** The visitor's country, known during the request (saved choice sent as a cookie, else detection). */
  country: string;
  /** Absolute origin for canonical and Open Graph addresses. */
  origin: string;
  /** Answers an /api request in process. */
  api: ServerFetch;
  /** Longest wait for a page's data before it is rendered with what it has (ms). */
  dataTimeoutMs?: number;
}

/** What the page's components gave usePageMeta during the render. */
export interface RenderedHead {
  origin: string;
  title?: string;
  description?: string;
  canonicalPath?: string;
  image?: string | null;
  ogType?: string;
}

export interface RenderResult {
  /** The markup of #root. */
  html: string;
  /** 200, or 404 for an unknown address or title. */
  status: number;
  head: RenderedHead;
  /** The query cache the browser hydrates from (TanStack Query's DehydratedState). */
  state: { queries: Array<{ queryKey: readonly unknown[] }>; mutations: unknown[] };
  /** How many queries the page's cache held. */
  queries: number;
  /** Render passes: 1 when the route's declared data (client/app/route-data.ts) was all the page read. */
  passes: number;
  /** The /api requests the render made, in order (each declared query once). */
  fetched: string[];
  /** Every query the page read has its answer (none failed or ran out of time): the page may be kept. */
  complete: boolean;
}

export interface ServerEntry {
  render(request: RenderRequest): Promise<RenderResult>;
}
