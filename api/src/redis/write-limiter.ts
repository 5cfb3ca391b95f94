// Per-client write budgets (rate-limiter-flexible): for each named budget, at most N writes per client key in a
// window. With REDIS_URL the counters live in Redis, so the budget holds across every instance; when Redis is
// away (or without REDIS_URL) an in-process limiter with the same budget answers instead ("insurance").
// rate-limiter-flexible is loaded by the first write, not at start-up (issue #12).
import { Inject, Injectable } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { RedisService } from './redis.service';

export interface WriteDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the client may write again (when refused), at least 1. */
  retryAfterSeconds: number;
}

@Injectable()
export class WriteLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: RedisService,
  ) {}

  /** The budget in force for `name`: RATE_LIMIT_<NAME> when set, else the route's default. */
  budget(name: string, defaultPoints: number): number {
    return this.config.rateLimits.budgets[name] ?? defaultPoints;
  }

  async consume(name: string, client: string, defaultPoints: number): Promise<WriteDecision> {
    return this.consumeIn(
      name,
      client,
      this.budget(name, defaultPoints),
      this.config.rateLimits.windowSeconds,
    );
  }

  /**
   * Takes one point of `client`'s budget `name` (`limit` per `windowSeconds`) and says whether it was there.
   * The point is taken before the caller does the work it guards, in one atomic step (Redis INCR in
   * rate-limiter-flexible's script, or the in-process counter), so parallel requests cannot all pass a check
   * made before any of them counted (issue 35).
   */
  async consumeIn(
    name: string,
    client: string,
    limit: number,
    windowSeconds: number,
  ): Promise<WriteDecision> {
    const { RateLimiterRes } = await import('rate-limiter-flexible');
    const limiter = await this.limiter(name, limit, windowSeconds);
    try {
      const res = await limiter.consume(client);
      return { allowed: true, limit, remaining: res.remainingPoints, retryAfterSeconds: 0 };
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      return {
        allowed: false,
        limit,
        remaining: 0,
        retryAfterSeconds: Math.max(1, Math.ceil(err.msBeforeNext / 1000)),
      };
    }
  }

  /** Gives back `points` that consumeIn took (a guess that turned out right is no guess: transfer codes). */
  async reward(name: string, client: string, points = 1): Promise<void> {
    await this.limiters.get(name)?.reward(client, points);
  }

  private async limiter(name: string, points: number, duration: number): Promise<RateLimiterAbstract> {
    const known = this.limiters.get(name);
    if (known) return known;
    const { RateLimiterMemory, RateLimiterRedis } = await import('rate-limiter-flexible');
    // Two first writes may both get here: the first limiter made is the one every later write uses.
    let limiter = this.limiters.get(name);
    if (limiter) return limiter;
    const keyPrefix = this.redis.key(`write:${name}`);
    const memory = new RateLimiterMemory({ points, duration, keyPrefix });
    limiter = this.redis.client
      ? new RateLimiterRedis({
          storeClient: this.redis.client,
          points,
          duration,
          keyPrefix,
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory,
        })
      : memory;
    this.limiters.set(name, limiter);
    return limiter;
  }
}
