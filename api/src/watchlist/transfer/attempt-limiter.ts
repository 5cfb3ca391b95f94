// A small fixed-window counter per key (client address), in memory. It bounds guessing of transfer codes per
// server instance; the per-session cap on creating codes lives in the database and holds across instances.

export class AttemptLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds to wait when `key` used up its window, else 0. Does not count. */
  retryAfter(key: string, now = Date.now()): number {
    const h = this.hits.get(key);
    if (!h || h.resetAt <= now) return 0;
    return h.count >= this.max ? Math.ceil((h.resetAt - now) / 1000) : 0;
  }

  hit(key: string, now = Date.now()): void {
    const h = this.hits.get(key);
    if (!h || h.resetAt <= now) {
      if (this.hits.size > 10_000) this.prune(now);
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
    } else {
      h.count++;
    }
  }

  private prune(now: number): void {
    for (const [k, h] of this.hits) if (h.resetAt <= now) this.hits.delete(k);
  }
}
