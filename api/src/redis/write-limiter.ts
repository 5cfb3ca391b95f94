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
    const limit = this.budget(name, defaultPoints);
    const { RateLimiterRes } = await import('rate-limiter-flexible');
    const limiter = await this.limiter(name, limit);
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

  private async limiter(name: string, points: number): Promise<RateLimiterAbstract> {
    const known = this.limiters.get(name);
    if (known) return known;
    const { RateLimiterMemory, RateLimiterRedis } = await import('rate-limiter-flexible');
    // Two first writes may both get here: the first limiter made is the one every later write uses.
    let limiter = this.limiters.get(name);
    if (limiter) return limiter;
    const duration = this.config.rateLimits.windowSeconds;
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
