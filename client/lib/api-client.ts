// The one way the browser talks to our server: same-origin /api only (docs/decisions.md #1). Errors follow docs/spec.md
// §8: 5xx -> 'Server error: {status text}', network -> 'Failed to fetch data. Please try again later.',
// other non-OK -> '{status}: {body}'. 401 either throws or yields null when the caller opts in.

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
    /** From the answer's Retry-After header (429, 503): how long the server asked us to wait. */
    readonly retryAfterMs?: number,
    /** No answer within the request's bound (REQUEST_TIMEOUT_MS): status 0, worth retrying. */
    readonly timedOut = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** True for offline/network failures (status 0), 5xx and 429: worth retrying later. */
  get transient(): boolean {
    return this.status === 0 || this.status >= 500 || this.status === 429;
  }
}

/** Retry-After is delta-seconds or an HTTP date. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export const NETWORK_ERROR_MESSAGE = 'Failed to fetch data. Please try again later.';

/**
 * Every request from the browser ends within this bound (issue #45: a button whose request never came back stayed
 * busy for good): then it fails as a network error (status 0, transient: outboxes retry it, screens offer to try
 * again) whose message says the server did not answer. A call may set its own (`timeoutMs`). The server's own
 * render (serverFetch) answers in process and is not bounded here.
 */
export const REQUEST_TIMEOUT_MS = 20_000;

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Return null instead of throwing on 401 (docs/spec.md §7). */
  nullOn401?: boolean;
  /** Return null instead of throwing on 404. */
  nullOn404?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** This request's bound instead of REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Answers an /api request on the server without the network (client/entry-server.tsx). */
export type ServerFetch = (url: string, init: RequestInit) => Promise<Response>;
let serverFetch: ServerFetch | undefined;

/** The server's render sets how its pages read /api: in process, from the same handlers. */
export function setServerFetch(fetcher: ServerFetch): void {
  serverFetch = fetcher;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (serverFetch) return send<T>(path, options);
  const bound = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, bound);
  const outer = options.signal;
  const passOn = () => controller.abort(outer?.reason);
  if (outer?.aborted) passOn();
  else outer?.addEventListener('abort', passOn, { once: true });
  try {
    return await send<T>(path, { ...options, signal: controller.signal });
  } catch (err) {
    if (timedOut)
      throw new ApiError(
        `The server did not answer within ${bound / 1000} s. Please try again.`,
        0,
        undefined,
        undefined,
        true,
      );
    throw err;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', passOn);
  }
}

async function send<T>(path: string, options: RequestOptions): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  let response: Response;
  try {
    response = await (serverFetch ?? fetch)(buildUrl(path, options.query), {
      method,
      credentials: 'include',
      // Content-Type only with a body: the server refuses an empty body declared as JSON (e.g. on DELETE).
      headers: {
        Accept: 'application/json',
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  if (
    (response.status === 401 && options.nullOn401) ||
    (response.status === 404 && options.nullOn404) ||
    response.status === 204
  ) {
    // Read the (small) body anyway: an unread body keeps its request open in the browser's network log.
    await response.text().catch(() => '');
    return null as T;
  }
  if (response.status >= 500) {
    await response.text().catch(() => '');
    throw new ApiError(
      `Server error: ${response.statusText || response.status}`,
      response.status,
      undefined,
      retryAfterMs(response.headers.get('retry-after')),
    );
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // keep the raw text
    }
    throw new ApiError(
      `${response.status}: ${text}`,
      response.status,
      body,
      retryAfterMs(response.headers.get('retry-after')),
    );
  }
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
}

export const apiGet = <T>(path: string, query?: Record<string, QueryValue>, options: RequestOptions = {}) =>
  apiRequest<T>(path, { ...options, query });

export const apiPost = <T>(path: string, body: unknown, options: RequestOptions = {}) =>
  apiRequest<T>(path, { ...options, body, method: 'POST' });

export function isTransientError(err: unknown): boolean {
  if (err instanceof ApiError) return err.transient;
  // fetch() rejects with a TypeError when the network is down (outside apiRequest, e.g. raw fetch).
  if (err instanceof TypeError) return true;
  if (err instanceof DOMException) return err.name === 'NetworkError' || err.name === 'TimeoutError';
  return false;
}
