import { afterNextFrame } from '../lib/yield';

/**
 * Runs `fn` once the browser has painted the next frame (and yielded), so work the first screen does not need
 * (IndexedDB, the service worker, toasts, banners) never delays it. Falls back to a timer where frames don't
 * run (a hidden tab).
 */
export function afterFirstPaint(fn: () => void): void {
  afterNextFrame(fn);
}
