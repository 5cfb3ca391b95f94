// The one HTTP client that talks to TMDB. It owns everything about the wire: authentication (v3 api_key query
// parameter or v4 bearer token), pacing (<= 20 requests per second, a concurrency cap), timeouts, retries with
// backoff on network errors and 5xx, waiting out a 429's Retry-After, and single-flight (identical concurrent
// requests share one upstream call). Errors it throws never contain the key or token. With a usable Redis
// (REDIS_URL) the pacing, the pause after a 429 and the single-flight hold across every instance
// (shared-rate-limiter.ts, shared-flight.ts); without it they hold within this process.
import type { RedisService } from '../../../redis/redis.service';
import { RateLimiter } from './rate-limiter';
import { SharedFlight } from './shared-flight';
import { SharedRateLimiter } from './shared-rate-limiter';

export type TmdbQuery = Record<string, string | number | boolean | undefined>;

export interface TmdbClientOptions {
  baseUrl: string;
  apiKey?: string;
  readToken?: string;
  timeoutMs?: number;
  /** Extra attempts after the first one, for network errors, timeouts, 5xx and 429. */
  retries?: number;
  /** Backoff before retry n (last value repeats). */
  backoffMs?: number[];
  /** A Retry-After longer than this is not waited for: the caller serves its stored copy instead. */
  maxRetryAfterMs?: number;
  perSecond?: number;
  /** Window for perSecond (see rate-limiter.ts; a hair over 1 s for millisecond rounding). */
  windowMs?: number;
  concurrency?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Shares pacing and single-flight with the other instances when Redis is configured. */
  redis?: RedisService;
}

export type TmdbErrorKind = 'network' | 'timeout' | 'server' | 'rate-limited' | 'not-found' | 'client';

export class TmdbError extends Error {
  constructor(
    message: string,
    readonly kind: TmdbErrorKind,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TmdbError';
  }
  /** Failures where a stored (stale) copy is a better answer than an error. */
  get upstreamUnavailable(): boolean {
    return this.kind !== 'not-found' && this.kind !== 'client';
  }
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After is either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Canonical request key: path plus sorted query, never the credentials. */
export function requestKey(path: string, query: TmdbQuery = {}): string {
  const params = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  return params.length ? `${path}?${params.join('&')}` : path;
}

export class TmdbHttpClient {
  private readonly limiter: Pick<RateLimiter, 'schedule' | 'pauseUntil' | 'pausedFor'>;
  private readonly flight?: SharedFlight;
  private readonly inflight = new Map<string, Promise<unknown>>();
  private readonly opts: Required<Omit<TmdbClientOptions, 'apiKey' | 'readToken' | 'redis'>> &
    Pick<TmdbClientOptions, 'apiKey' | 'readToken' | 'redis'>;

  constructor(options: TmdbClientOptions) {
    this.opts = {
      timeoutMs: 10_000,
      retries: 2,
      backoffMs: [250, 1000],
      maxRetryAfterMs: 10_000,
      perSecond: 20,
      windowMs: 1010,
      concurrency: 8,
      sleep: realSleep,
      ...options,
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
    };
    const pacing = {
      perWindow: this.opts.perSecond,
      windowMs: this.opts.windowMs,
      concurrency: this.opts.concurrency,
    };
    const redis = this.opts.redis?.configured ? this.opts.redis : undefined;
    this.limiter = redis
      ? new SharedRateLimiter(redis, { ...pacing, leaseMs: this.opts.timeoutMs + 5000 })
      : new RateLimiter(pacing);
    if (redis) {
      // A leader may retry (backoff, Retry-After) before it answers: the others wait that long at most.
      const lockMs = (this.opts.timeoutMs + this.opts.maxRetryAfterMs) * (this.opts.retries + 1);
      this.flight = new SharedFlight(redis, {
        lockMs,
        keepMs: 5000,
        pollMs: 50,
        encodeError: (err) =>
          err instanceof TmdbError ? { message: err.message, kind: err.kind, status: err.status } : undefined,
        decodeError: (e) =>
          new TmdbError(String(e.message), e.kind as TmdbErrorKind, e.status as number | undefined),
      });
    }
  }

  /** GET a TMDB path ("/movie/550") and parse its JSON. Throws TmdbError (kind not-found for 404). */
  get<T>(path: string, query: TmdbQuery = {}): Promise<T> {
    if (!this.opts.apiKey && !this.opts.readToken) {
      return Promise.reject(new TmdbError('TMDB is not configured (no API key or read token)', 'client'));
    }
    const key = requestKey(path, query);
    const existing = this.inflight.get(key);
    if (existing) return existing as Promise<T>;
    const fetchShared = () =>
      this.flight ? this.flight.run(key, () => this.fetchWithRetries<T>(key)) : this.fetchWithRetries<T>(key);
    const p = fetchShared().finally(() => this.inflight.delete(key));
    this.inflight.set(key, p);
    return p;
  }

  /** Removes the key and token from any text (error messages, logs). */
  redact(text: string): string {
    let out = text.replace(/([?&]api_key=)[^&\s"']*/gi, '$1***');
    for (const secret of [this.opts.apiKey, this.opts.readToken]) {
      if (secret) out = out.split(secret).join('***');
    }
    return out;
  }

  private async fetchWithRetries<T>(key: string): Promise<T> {
    let attempt = 0;
    for (;;) {
      // TMDB asked us to hold off longer than a visitor should wait: fail now (the store serves its copy).
      if (this.limiter.pausedFor() > this.opts.maxRetryAfterMs) {
        throw new TmdbError(
          `TMDB rate limit: holding requests for ${key.split('?')[0]}`,
          'rate-limited',
          429,
        );
      }
      try {
        return await this.limiter.schedule(() => this.fetchOnce<T>(key));
      } catch (err) {
        const e = err instanceof TmdbError ? err : new TmdbError(this.redact(String(err)), 'network');
        const retryAfter = (e as TmdbError & { retryAfterMs?: number }).retryAfterMs;
        if (attempt >= this.opts.retries || !e.upstreamUnavailable) throw e;
        if (e.kind === 'rate-limited') {
          const wait = retryAfter ?? this.backoff(attempt);
          if (wait > this.opts.maxRetryAfterMs) throw e;
          await this.opts.sleep(wait);
        } else {
          await this.opts.sleep(this.backoff(attempt));
        }
        attempt++;
      }
    }
  }

  private backoff(attempt: number): number {
    const list = this.opts.backoffMs;
    return list[Math.min(attempt, list.length - 1)] ?? 0;
  }

  private async fetchOnce<T>(key: string): Promise<T> {
    const url = new URL(this.opts.baseUrl + key);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.opts.readToken) headers.authorization = `Bearer ${this.opts.readToken}`;
    else url.searchParams.set('api_key', this.opts.apiKey!);
    const where = key.split('?')[0];
    let res: Response;
    try {
      res = await fetch(url, { headers, signal: AbortSignal.timeout(this.opts.timeoutMs) });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
      throw new TmdbError(
        this.redact(
          timedOut
            ? `TMDB did not answer ${where} within ${this.opts.timeoutMs} ms`
            : `TMDB unreachable for ${where}${cause}`,
        ),
        timedOut ? 'timeout' : 'network',
      );
    }
    if (res.ok) {
      try {
        return (await res.json()) as T;
      } catch {
        throw new TmdbError(`TMDB sent an unreadable answer for ${where}`, 'server', res.status);
      }
    }
    await res.body?.cancel().catch(() => undefined);
    if (res.status === 429) {
      const e = new TmdbError(`TMDB rate-limited ${where}`, 'rate-limited', 429) as TmdbError & {
        retryAfterMs?: number;
      };
      e.retryAfterMs = parseRetryAfter(res.headers.get('retry-after'));
      if (e.retryAfterMs !== undefined) this.limiter.pauseUntil(Date.now() + e.retryAfterMs);
      throw e;
    }
    if (res.status === 404) throw new TmdbError(`TMDB has no ${where}`, 'not-found', 404);
    if (res.status >= 500)
      throw new TmdbError(`TMDB failed with ${res.status} for ${where}`, 'server', res.status);
    throw new TmdbError(`TMDB refused ${where} with ${res.status}`, 'client', res.status);
  }
}
