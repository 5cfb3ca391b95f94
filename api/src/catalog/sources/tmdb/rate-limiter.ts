// Paces outgoing TMDB requests: at most `perWindow` starts in any sliding window of `windowMs`, and at most
// `concurrency` requests in flight. A 429 can pause everyone until its Retry-After has passed.
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface RateLimiterOptions {
  perWindow: number;
  windowMs: number;
  concurrency: number;
}

export class RateLimiter {
  private readonly starts: number[] = [];
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
      void this.pump();
    }
  }

  /** Nobody starts a request before `until` (epoch ms). */
  pauseUntil(until: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, until);
  }

  get inFlight(): number {
    return this.active;
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (this.waiting.length > 0 && this.active < this.opts.concurrency) {
        const now = Date.now();
        while (this.starts.length > 0 && this.starts[0] <= now - this.opts.windowMs) this.starts.shift();
        let wait = this.pausedUntil - now;
        if (this.starts.length >= this.opts.perWindow) {
          wait = Math.max(wait, this.starts[0] + this.opts.windowMs - now);
        }
        if (wait > 0) {
          await sleep(wait);
          continue;
        }
        this.starts.push(now);
        this.active++;
        this.waiting.shift()!();
      }
    } finally {
      this.pumping = false;
    }
  }
}
