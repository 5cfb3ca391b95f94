// Single-flight of identical TMDB requests across instances (REDIS_URL): the first instance to take the
// request's lock (Redlock, with expiry) asks TMDB and leaves the outcome in Redis for a few seconds; the others
// wait for that outcome instead of asking again. Without Redis (or when it is away) each instance asks itself;
// the in-process single-flight of tmdb-http-client.ts still collapses identical requests within one instance.
import { createHash } from 'node:crypto';
import type { RedisService } from '../../../redis/redis.service';

/** What travels between instances: the JSON answer, or a failure the waiting instances rethrow. */
type Outcome = { ok: true; data: unknown } | { ok: false; error: Record<string, unknown> };

export interface SharedFlightOptions {
  /** Longest a request may take (lock expiry, and how long the others wait before asking themselves). */
  lockMs: number;
  /** How long an outcome stays readable for the waiting instances. */
  keepMs: number;
  pollMs: number;
  encodeError(err: unknown): Record<string, unknown> | undefined;
  decodeError(saved: Record<string, unknown>): Error;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class SharedFlight {
  constructor(
    private readonly redis: RedisService,
    private readonly opts: SharedFlightOptions,
  ) {}

  async run<T>(requestKey: string, fetcher: () => Promise<T>): Promise<T> {
    if (!this.redis.usable || !this.redis.client) return fetcher();
    const id = createHash('sha1').update(requestKey).digest('hex');
    const outcomeKey = this.redis.key(`tmdb:flight:outcome:${id}`);
    const deadline = Date.now() + this.opts.lockMs;
    for (;;) {
      const saved = await this.read(outcomeKey);
      if (saved) return this.unwrap<T>(saved);
      const lock = await this.redis.tryLock(`tmdb:flight:lock:${id}`, this.opts.lockMs);
      if (lock) {
        try {
          // The leader may have written its outcome and released the lock between our read and our lock.
          const landed = await this.read(outcomeKey);
          if (landed) return this.unwrap<T>(landed);
          return await this.lead(outcomeKey, fetcher);
        } finally {
          await lock.release().catch(() => undefined);
        }
      }
      // Another instance is asking TMDB; Redis gone or the leader taking too long: ask ourselves.
      if (!this.redis.usable || Date.now() > deadline) return fetcher();
      await sleep(this.opts.pollMs);
    }
  }

  private async lead<T>(outcomeKey: string, fetcher: () => Promise<T>): Promise<T> {
    let outcome: Outcome;
    try {
      const data = await fetcher();
      outcome = { ok: true, data };
      await this.write(outcomeKey, outcome);
      return data;
    } catch (err) {
      const error = this.opts.encodeError(err);
      if (error) await this.write(outcomeKey, { ok: false, error });
      throw err;
    }
  }

  private unwrap<T>(outcome: Outcome): T {
    if (outcome.ok) return outcome.data as T;
    throw this.opts.decodeError(outcome.error);
  }

  private async read(key: string): Promise<Outcome | undefined> {
    try {
      const raw = await this.redis.client!.get(key);
      return raw ? (JSON.parse(raw) as Outcome) : undefined;
    } catch {
      return undefined;
    }
  }

  private async write(key: string, outcome: Outcome): Promise<void> {
    await this.redis.client!.set(key, JSON.stringify(outcome), 'PX', this.opts.keepMs).catch(() => undefined);
  }
}
