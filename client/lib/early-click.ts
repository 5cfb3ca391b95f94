// A tap on a button of the server's page before the app has started (its scripts still loading on a phone) was
// lost: the button had no handler yet. index.html's first script keeps such taps, for buttons marked
// data-early-click="<key>", until the button's component has hydrated; the component then takes the tap once
// (useEarlyClick), however often the button was tapped meanwhile. Once the component is there, its clicks are
// its own: the script no longer holds them.
import { useEffect, useEffectEvent } from 'react';

interface EarlyClicks {
  /** Keys of the buttons tapped before their component was ready, each once, in order. */
  q: string[];
  /** Keys whose component has taken over. */
  ready: Record<string, boolean>;
}

declare global {
  interface Window {
    __sfEarly?: EarlyClicks;
  }
}

/**
 * Marks `key`'s button as handled by the app and runs `onClick` once if it was tapped before. Called from an
 * effect of the button's component (it runs once the component has hydrated): useEarlyClicks.
 */
function takeEarlyClick(key: string, onClick: () => void): void {
  const early = typeof window === 'undefined' ? undefined : window.__sfEarly;
  if (!early) return;
  early.ready[key] = true;
  const at = early.q.indexOf(key);
  if (at < 0) return;
  early.q.splice(at, 1);
  onClick();
}

/**
 * For a component with buttons marked data-early-click: once it has hydrated, each key's handler runs if its
 * button was tapped before, and the buttons' taps are the component's own from then on.
 */
export function useEarlyClicks(handlers: Record<string, () => void>): void {
  const take = useEffectEvent(() => {
    for (const key in handlers) takeEarlyClick(key, handlers[key]);
  });
  useEffect(() => take(), []);
}
