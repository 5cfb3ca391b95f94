// Splitting work into tasks of its own (issue #10): a phone's long tasks are what Lighthouse counts as blocking.

interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Lets the browser run other tasks (input, rendering) before the caller goes on; the rest of the caller runs
 * ahead of ordinary queued tasks (scheduler.yield). Where the browser has no scheduler.yield it does not wait.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : Promise.resolve();
}

/** Runs `fn` when the browser is idle, at most `timeoutMs` later (without requestIdleCallback: after a timer). */
export function whenIdle(fn: () => void, timeoutMs: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout: timeoutMs });
  else setTimeout(fn, Math.min(timeoutMs, 1000));
}
