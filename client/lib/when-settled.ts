import type { QueryClient } from '@tanstack/react-query';
import { afterLoad, whenIdle } from './yield';

export interface SettledOptions {
  /** How long no API read may have been in flight (ms). */
  quietMs?: number;
  /** The latest it runs after the load event, whatever the reads do (ms). */
  capMs?: number;
  /** How long the browser may stay busy once the page is quiet (ms). */
  idleTimeoutMs?: number;
}

/**
 * Runs `fn` once the page has settled: its load event has fired, none of `queryClient`'s reads has been in flight
 * for `quietMs`, and the browser is idle; at the latest `capMs` after the load event. For work the page does not
 * need but would share the phone with, such as the service worker's install (~110 downloads and cache writes),
 * which ran among the first page's renders when it started after the first frame (issue #10).
 * Returns a function that cancels it.
 */
export function whenSettled(
  queryClient: QueryClient,
  fn: () => void,
  { quietMs = 2000, capMs = 15_000, idleTimeoutMs = 5000 }: SettledOptions = {},
): () => void {
  let done = false;
  let cancelled = false;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let cap: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe = () => {};
  let stopWaitingForLoad = () => {};

  const stop = () => {
    done = true;
    clearTimeout(quiet);
    clearTimeout(cap);
    unsubscribe();
    stopWaitingForLoad();
  };
  const settle = () => {
    if (done) return;
    stop();
    whenIdle(() => {
      if (!cancelled) fn();
    }, idleTimeoutMs);
  };
  // Every change in the query cache re-arms the wait while nothing is fetching and disarms it while something is.
  const arm = () => {
    clearTimeout(quiet);
    if (queryClient.isFetching() === 0) quiet = setTimeout(settle, quietMs);
  };
  const start = () => {
    unsubscribe = queryClient.getQueryCache().subscribe(arm);
    cap = setTimeout(settle, capMs);
    arm();
  };

  stopWaitingForLoad = afterLoad(start);
  return () => {
    cancelled = true;
    stop();
  };
}
