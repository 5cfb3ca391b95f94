import { startTransition, useCallback, useEffect, useState } from 'react';
import { useStableCallback } from './use-stable-callback';

const always = () => true;

/** Without requestIdleCallback (Safari): this long after load, at most the timeout. */
const NO_IDLE_CALLBACK_DELAY_MS = 1500;

/**
 * False until the page has loaded and the browser is idle (at most `timeoutMs` after load), then true; the
 * returned `now()` makes it true at once (the visitor reached for what it guards). The switch renders in a
 * transition, so it never blocks input. For parts of a screen nobody needs in the first second. `now` keeps
 * its identity. `when`, read at that idle moment, can keep it false until `now()` (e.g. while the part is hidden).
 */
export function useAfterLoadIdle(timeoutMs = 3000, when?: () => boolean): [boolean, () => void] {
  const [ready, setReady] = useState(false);
  const wanted = useStableCallback(when ?? always);
  useEffect(() => {
    if (ready) return;
    const show = () => {
      if (!wanted()) return;
      startTransition(() => setReady(true));
    };
    let idle = 0;
    let timer = 0;
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(show, { timeout: timeoutMs });
      else timer = window.setTimeout(show, Math.min(timeoutMs, NO_IDLE_CALLBACK_DELAY_MS));
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [ready, timeoutMs, wanted]);
  const now = useCallback(() => setReady(true), []);
  return [ready, now];
}
