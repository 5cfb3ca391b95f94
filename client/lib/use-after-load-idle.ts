import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useStableCallback } from './use-stable-callback';
import { afterLoad } from './yield';

const always = () => true;

/** Without requestIdleCallback (Safari): this long after load, at most the timeout. */
const NO_IDLE_CALLBACK_DELAY_MS = 1500;

/**
 * When a part revealed at an idle moment started rendering and has not committed yet (0: none). Another part
 * whose idle moment comes meanwhile waits for the next one: the parts a title page reveals at idle (the toaster,
 * the footer's country list, the similar titles) were one transition, one commit and one long task of ~40 ms at
 * 1x CPU (issue #10); one at a time, each is a task of its own. A reveal that never commits (its part unmounted
 * first) holds the others back for {@link REVEAL_WAIT_MAX_MS} at most.
 */
let revealing = 0;
const REVEAL_WAIT_MAX_MS = 1000;
/** A part that waited for another's reveal asks again: the next idle moment, this long at most. */
const RETRY_MS = 250;

/**
 * False until the page has loaded and the browser is idle (at most `timeoutMs` after load), then true; the
 * returned `now()` makes it true at once (the visitor reached for what it guards). The switch renders in a
 * transition, so it never blocks input. For parts of a screen nobody needs in the first second. `now` keeps
 * its identity. `when`, read at that idle moment, can keep it false until `now()` (e.g. while the part is hidden).
 */
export function useAfterLoadIdle(timeoutMs = 3000, when?: () => boolean): [boolean, () => void] {
  const [ready, setReady] = useState(false);
  const wanted = useStableCallback(when ?? always);
  const mine = useRef(false);
  useEffect(() => {
    if (ready) return;
    const show = () => {
      if (!wanted()) return;
      const now = performance.now();
      if (revealing && now - revealing < REVEAL_WAIT_MAX_MS) {
        whenIdle(RETRY_MS);
        return;
      }
      revealing = now;
      mine.current = true;
      startTransition(() => setReady(true));
    };
    let idle = 0;
    let timer = 0;
    const whenIdle = (timeout = timeoutMs) => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(show, { timeout });
      else timer = window.setTimeout(show, Math.min(timeout, NO_IDLE_CALLBACK_DELAY_MS));
    };
    const stopWaitingForLoad = afterLoad(() => whenIdle());
    return () => {
      stopWaitingForLoad();
      if (idle && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [ready, timeoutMs, wanted]);
  // Committed: the next part may reveal at the next idle moment.
  useEffect(() => {
    if (!ready || !mine.current) return;
    mine.current = false;
    revealing = 0;
  }, [ready]);
  const now = useCallback(() => setReady(true), []);
  return [ready, now];
}
