// The app's one scheduling helper (issue #34). The server's page arrives with its content and its data, so the
// browser only hydrates it; what that first screen does not need (IndexedDB, the service worker's install, the
// toaster, the footer's 139 countries) waits until the page has loaded and the browser is idle.
import { startTransition, useCallback, useEffect, useState } from 'react';

/**
 * Runs `fn` once the page has loaded and the browser is idle, at most `timeoutMs` after the load event (where the
 * browser has no requestIdleCallback, Safari: `timeoutMs` after it). Returns a function that cancels it.
 */
export function whenIdle(fn: () => void, timeoutMs: number): () => void {
  let cancel = () => {};
  const schedule = () => {
    if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
      const id = requestIdleCallback(() => fn(), { timeout: timeoutMs });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(fn, timeoutMs);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}

/**
 * False until {@link whenIdle} fires, then true (rendered in a transition, so it never blocks input); the returned
 * `now()` makes it true at once (the visitor reached for what it guards). `when`, read at that idle moment, can
 * keep it false until `now()` (a part that is hidden then).
 */
export function useIdle(timeoutMs: number, when?: () => boolean): [boolean, () => void] {
  const [ready, setReady] = useState(false);
  const [wanted] = useState(() => when);
  useEffect(() => {
    if (ready) return;
    return whenIdle(() => {
      if (wanted?.() ?? true) startTransition(() => setReady(true));
    }, timeoutMs);
  }, [ready, timeoutMs, wanted]);
  const now = useCallback(() => setReady(true), []);
  return [ready, now];
}
