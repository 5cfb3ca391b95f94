import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A function whose identity never changes and that always calls the latest `fn` (for event handlers passed to
 * memoized children: a new closure per render would re-render them for nothing). Not for use during render.
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useInsertionEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
