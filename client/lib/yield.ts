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

/** Runs `fn` once the page's load event has fired (at once if it has). Returns a function that cancels it. */
export function afterLoad(fn: () => void): () => void {
  if (document.readyState === 'complete') {
    fn();
    return () => {};
  }
  window.addEventListener('load', fn, { once: true });
  return () => window.removeEventListener('load', fn);
}

/**
 * Runs `fn` in a task of its own once the browser has drawn its next frame (at most 1 s later where frames don't
 * run: a hidden tab). Returns a function that cancels it.
 */
export function afterNextFrame(fn: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    fn();
  };
  const frame = requestAnimationFrame(() => setTimeout(run, 0));
  const timer = setTimeout(run, 1000);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Resolves in a task of its own (after the tasks already queued). */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Loads a module that uses the offline store with Dexie's library evaluated first, in a task of its own: the
 * library's evaluation and the database's set-up (the app's db module) were one task of ~90 ms at 4x CPU after the
 * first paint of every page (issue #10); in two tasks neither blocks for long. Dexie is a chunk of its own
 * (vite.config.ts), so the first import evaluates the library alone.
 */
export function afterDexie<T>(load: () => Promise<T>): Promise<T> {
  return import('dexie').then(nextTask).then(load);
}
