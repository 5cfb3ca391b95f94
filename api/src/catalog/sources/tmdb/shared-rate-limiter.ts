// The TMDB pacing of rate-limiter.ts shared by every instance through Redis (REDIS_URL): one sorted set holds a
// member per request, scored with its lease end while it runs (so running requests count against both the
// concurrency cap and the window, and a crashed instance's lease expires) and with its end time once answered.
// A request may start when fewer than `concurrency` leases run and fewer than `perWindow` members ended within
// `windowMs` or still run: the same "from send until windowMs after the answer" rule, on Redis's own clock (no
// skew between instances), atomically in one Lua script (a sliding-window log). A 429's Retry-After pauses every
// instance. When Redis is unreachable each instance falls back to its in-process limiter.
import { randomUUID } from 'node:crypto';
import type { RedisService } from '../../../redis/redis.service';
import { RateLimiter, type RateLimiterOptions } from './rate-limiter';

const NOW = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

/** KEYS: slots, pause. ARGV: perWindow, windowMs, concurrency, leaseMs, token. 0 = go, >0 = wait ms, -1 = poll. */
const ACQUIRE = `${NOW}
local perWindow, windowMs = tonumber(ARGV[1]), tonumber(ARGV[2])
local concurrency, leaseMs = tonumber(ARGV[3]), tonumber(ARGV[4])
local paused = redis.call('PTTL', KEYS[2])
if paused > 0 then return paused end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - windowMs)
if redis.call('ZCOUNT', KEYS[1], '(' .. now, '+inf') >= concurrency then return -1 end
local count = redis.call('ZCARD', KEYS[1])
if count >= perWindow then
  local entry = redis.call('ZRANGE', KEYS[1], count - perWindow, count - perWindow, 'WITHSCORES')
  local score = tonumber(entry[2])
  if score > now then return -1 end
  return score + windowMs - now + 1
end
redis.call('ZADD', KEYS[1], now + leaseMs, ARGV[5])
redis.call('PEXPIRE', KEYS[1], leaseMs + windowMs + 1000)
return 0`;

/** KEYS: slots. ARGV: token. The request ended now: it leaves the window windowMs from now. */
const RELEASE = `${NOW}
if redis.call('ZSCORE', KEYS[1], ARGV[1]) then redis.call('ZADD', KEYS[1], now, ARGV[1]) end
return 1`;

/** KEYS: pause. ARGV: ms. Extends (never shortens) the shared pause. */
const PAUSE = `if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[1]) then
  redis.call('SET', KEYS[1], '1', 'PX', ARGV[1])
end
return 1`;

const POLL_MS = 20;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface SharedRateLimiterOptions extends RateLimiterOptions {
  /** How long a running request holds its slot if its instance dies (longer than the request timeout). */
  leaseMs: number;
}

/** Same interface as RateLimiter (schedule, pauseUntil, pausedFor), shared when Redis is usable. */
export class SharedRateLimiter {
  private readonly local: RateLimiter;
  private readonly slots: string;
  private readonly pause: string;
  private pausedUntil = 0;
  /** This instance's waiters queue here, so only the head asks Redis (no herd of pollers). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly redis: RedisService,
    private readonly opts: SharedRateLimiterOptions,
    name = 'tmdb',
  ) {
    this.local = new RateLimiter(opts);
    this.slots = redis.key(`${name}:slots`);
    this.pause = redis.key(`${name}:pause`);
  }

  async schedule<T>(fn: () => Promise<T>): Promise<T> {
    const turn = this.queue.then(() => this.acquire());
    this.queue = turn.catch(() => undefined);
    const token = await turn;
    if (token === undefined) return this.local.schedule(fn);
    try {
      return await fn();
    } finally {
      await this.redis.client?.eval(RELEASE, 1, this.slots, token).catch(() => undefined);
    }
  }

  pauseUntil(until: number): void {
    this.local.pauseUntil(until);
    this.pausedUntil = Math.max(this.pausedUntil, until);
    const ms = Math.ceil(until - Date.now());
    if (ms > 0 && this.redis.usable)
      void this.redis.client?.eval(PAUSE, 1, this.pause, ms).catch(() => undefined);
  }

  pausedFor(): number {
    return Math.max(0, this.pausedUntil - Date.now(), this.local.pausedFor());
  }

  /** A slot token, or undefined when Redis cannot be used (then the in-process limiter decides). */
  private async acquire(): Promise<string | undefined> {
    const token = randomUUID();
    const { perWindow, windowMs, concurrency, leaseMs } = this.opts;
    for (;;) {
      if (!this.redis.usable || !this.redis.client) return undefined;
      let wait: number;
      try {
        wait = Number(
          await this.redis.client.eval(
            ACQUIRE,
            2,
            this.slots,
            this.pause,
            perWindow,
            windowMs,
            concurrency,
            leaseMs,
            token,
          ),
        );
      } catch {
        return undefined;
      }
      if (wait === 0) return token;
      await sleep(wait > 0 ? wait : POLL_MS);
    }
  }
}
