// A tap on a button of the server's page before the app has started (its scripts still loading on a phone) was
// lost: the button had no handler yet. index.html's first script keeps such taps, for buttons marked
// data-early-click="<key>", while the button is not yet the app's; its component takes them once hydrated
// (useEarlyClicks), however often the button was tapped meanwhile. A button is the app's once React has hydrated
// or rendered it: React keeps its props on the element (the own property "__reactProps$<random>", React 17 to
// 19), which the script looks for. So a marked button the app renders later is never held, whether or not its
// component takes early taps (my-list's and site-listings' tests tap again once the app has started).

import { useEffect, useEffectEvent } from 'react';

declare global {
  interface Window {
    /** Keys of the marked buttons tapped before they were the app's, each once, in order (index.html). */
    __sfEarly?: string[];
  }
}

/**
 * For a component with buttons marked data-early-click: once it has hydrated, each key's handler runs if its
 * button was tapped before.
 */
export function useEarlyClicks(handlers: Record<string, () => void>): void {
  const take = useEffectEvent(() => {
    const early = window.__sfEarly;
    if (!early?.length) return;
    for (const key in handlers) {
      const at = early.indexOf(key);
      if (at < 0) continue;
      early.splice(at, 1);
      handlers[key]();
    }
  });
  useEffect(() => take(), []);
}
