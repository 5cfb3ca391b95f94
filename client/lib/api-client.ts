// The one way the browser talks to our server: same-origin /api only (decisions #1). Errors follow spec
// section 8: 5xx -> 'Server error: {status text}', network -> 'Failed to fetch data. Please try again later.',
// other non-OK -> '{status}: {body}'. 401 either throws or yields null when the caller opts in.

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** True for offline/network failures (status 0), 5xx and 429: worth retrying later. */
  get transient(): boolean {
    return this.status === 0 || this.status >= 500 || this.status === 429;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Failed to fetch data. Please try again later.';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  method?: 'GET' | 'POST';
  /** Return null instead of throwing on 401 (spec section 7). */
  nullOn401?: boolean;
  /** Return null instead of throwing on 404. */
  nullOn404?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
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

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...options.headers },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  if (response.status === 401 && options.nullOn401) return null as T;
  if (response.status === 404 && options.nullOn404) return null as T;
  if (response.status >= 500) {
    throw new ApiError(`Server error: ${response.statusText || response.status}`, response.status);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // keep the raw text
    }
    throw new ApiError(`${response.status}: ${text}`, response.status, body);
  }
  if (response.status === 204) return null as T;
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
