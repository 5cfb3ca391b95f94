// Every asynchronous action a person starts has a bound (issue #45): a browser API or a request behind a button
// ends within a stated time, in its result or a TimeoutError the screen turns into a message with a way out.

/** An action that did not finish within its bound. `label` says what was waited for, in the visitor's words. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor(
    readonly label: string,
    readonly ms: number,
  ) {
    super(`${label} did not finish within ${ms / 1000} s`);
  }
}

/** Copying to the clipboard (a link, a transfer code): then the text stays on screen to copy by hand. */
export const COPY_TIMEOUT_MS = 5_000;

export const isTimeout = (err: unknown): err is TimeoutError => err instanceof TimeoutError;

/**
 * `work`'s result, or a TimeoutError once `ms` have passed. Given a function, it receives an AbortSignal that
 * aborts at the bound, so a fetch (or anything that takes a signal) is cancelled rather than left running.
 */
export function withTimeout<T>(
  work: Promise<T> | ((signal: AbortSignal) => Promise<T>),
  ms: number,
  label: string,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const err = new TimeoutError(label, ms);
      controller.abort(err);
      reject(err);
    }, ms);
  });
  let running: Promise<T>;
  try {
    running = typeof work === 'function' ? work(controller.signal) : work;
  } catch (err) {
    clearTimeout(timer);
    return Promise.reject(err);
  }
  return Promise.race([running, bound]).finally(() => clearTimeout(timer));
}
