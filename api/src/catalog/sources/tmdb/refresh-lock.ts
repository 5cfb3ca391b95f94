// Makes a periodic job run on one instance only (REDIS_URL): every instance keeps its timer, and at each tick
// the one that takes the job's lock (Redlock, with expiry, so a crashed holder frees it) runs the job unless
// another instance already ran it within the period; the rest skip. Without Redis, or while it is away, every
// instance runs its own jobs as a single instance does.
import type { RedisService } from '../../../redis/redis.service';

/** How long a job may hold its lock (a refresh takes seconds; a dead holder frees it after this). */
const LOCK_MS = 10 * 60_000;
/** A job counts as done for its period minus this margin, so timers drifting apart still run it each period. */
const MARGIN_MS = 60_000;

export type JobOutcome = 'ran' | 'skipped';

export class RefreshLock {
  constructor(private readonly redis?: RedisService) {}

  async runOnce(job: string, periodMs: number, fn: () => Promise<void>): Promise<JobOutcome> {
    const redis = this.redis;
    if (!redis?.client || !redis.usable) {
      await fn();
      return 'ran';
    }
    const lock = await redis.tryLock(`job:${job}:lock`, LOCK_MS);
    if (!lock) return 'skipped';
    try {
      const doneKey = redis.key(`job:${job}:done`);
      if (await redis.client.exists(doneKey).catch(() => 0)) return 'skipped';
      await fn();
      await redis.client
        .set(doneKey, String(Date.now()), 'PX', Math.max(1000, periodMs - MARGIN_MS))
        .catch(() => undefined);
      return 'ran';
    } finally {
      await lock.release().catch(() => undefined);
    }
  }
}
