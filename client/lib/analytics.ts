// First-party page-view events (docs/decisions.md #14): POST /api/events {type:'page_view', path}. No third-party
// scripts; nothing is sent when the visitor asks not to be tracked (Do Not Track or Global Privacy Control).
import { useEffect, useRef } from 'react';
import type { PageViewEvent } from '../../api/src/contract';
import { whenIdle } from './idle';

interface PrivacyNavigator {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

export function trackingAllowed(nav: PrivacyNavigator | undefined = globalThis.navigator): boolean {
  if (!nav) return false;
  return nav.doNotTrack !== '1' && nav.globalPrivacyControl !== true;
}

/** Path only (no query or hash), at most 200 characters, as the server accepts it. */
export function pagePath(path: string): string {
  const clean = path.split(/[?#]/)[0] || '/';
  return (clean.startsWith('/') ? clean : `/${clean}`).slice(0, 200);
}

/** Sends one page view; failures are ignored (analytics never disturbs the visitor). Returns whether sent. */
export async function sendPageView(path: string): Promise<boolean> {
  if (!trackingAllowed()) return false;
  const body: PageViewEvent = { type: 'page_view', path: pagePath(path) };
  try {
    const res = await fetch('/api/events', {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    // Read to its end: a response whose body is never read stays in flight for Chromium's DevTools, which
    // kept Lighthouse waiting for the network to go quiet until its 45 s limit on every run ("The page
    // loaded too slowly to finish within the time limit").
    await res.text();
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Records one page view per visit of `path` once `ready` (the page has loaded): re-renders and React's
 * development double effects do not send it again; a new visit (path change or remount) does.
 */
export function usePageView(path: string, ready = true): void {
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!ready) {
      // Another page not ready (or not ours to count): the next visit of the last path counts again.
      if (sentFor.current !== path) sentFor.current = null;
      return;
    }
    if (sentFor.current === path) return;
    sentFor.current = path;
    // Nothing on the page waits for it: sent when the browser is idle, not among the page's own requests.
    whenIdle(() => void sendPageView(path), 2000);
  }, [path, ready]);
}
