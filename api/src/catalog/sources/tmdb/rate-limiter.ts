// Paces outgoing TMDB requests so that TMDB never sees more than `perWindow` requests in any `windowMs`, and
// at most `concurrency` are in flight. A request counts from the moment it is sent until `windowMs` after its
// answer arrived: TMDB receives it somewhere in between, so whatever the network or event-loop delays, any
// window of `windowMs` at TMDB holds at most `perWindow` requests. A 429 can pause everyone (Retry-After).
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface RateLimiterOptions {
  perWindow: number;
  windowMs: number;
  concurrency: number;
}

export class RateLimiter {
  /** Completion times (ascending) of requests that still count against the window. */
  private readonly ends: number[] = [];
  private active = 0;
  private pausedUntil = 0;
  private readonly waiting: Array<() => void> = [];
  private pumping = false;

  constructor(private readonly opts: RateLimiterOptions) {}

  /** Runs fn when both the rate and the concurrency allow it. */
  async schedule<T>(fn: () => Promise<T>): Promise<T> {
    await new Promise<void>((resolve) => {
      this.waiting.push(resolve);
      void this.pump();
    });
    try {
      return await fn();
    } finally {
      this.active--;
      this.ends.push(Date.now());
      void this.pump();
    }
  }

  /** Nobody starts a request before `until` (epoch ms). */
  pauseUntil(until: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, until);
  }

  /** How long (ms) requests are still held by a Retry-After; 0 when not paused. */
  pausedFor(): number {
    return Math.max(0, this.pausedUntil - Date.now());
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (this.waiting.length > 0 && this.active < this.opts.concurrency) {
        const now = Date.now();
        while (this.ends.length > 0 && this.ends[0] <= now - this.opts.windowMs) this.ends.shift();
        let wait = this.pausedUntil - now;
        const excess = this.active + this.ends.length - (this.opts.perWindow - 1);
        if (excess > 0) {
          // Active requests have no end yet; if they alone fill the window, wait for one to finish (pump reruns).
          if (excess > this.ends.length) return;
          wait = Math.max(wait, this.ends[excess - 1] + this.opts.windowMs - now + 1);
        }
        if (wait > 0) {
          await sleep(wait);
          continue;
        }
        this.active++;
        this.waiting.shift()!();
      }
    } finally {
      this.pumping = false;
    }
  }
}
