import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installChunkReloadGuard } from '../../../client/lib/pwa';

// jsdom's location.reload cannot be spied on; the guard's call is observed through a stand-in location.
const reload = vi.fn();
const realLocation = window.location;

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

/** Dispatches what Vite's preload helper dispatches when a lazy chunk cannot be fetched; true if cancelled. */
function chunkFails(): boolean {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

beforeAll(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, reload } });
  installChunkReloadGuard();
});
afterAll(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});
afterEach(() => {
  setOnline(true);
  reload.mockClear();
  sessionStorage.clear();
});

describe('installChunkReloadGuard', () => {
  it('online: a missing chunk (a deploy) reloads the page once, not again within 30 s', () => {
    setOnline(true);
    expect(chunkFails()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // A second failure right after surfaces as the route's error instead of a reload loop.
    expect(chunkFails()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offline: a chunk that cannot be fetched does not reload the page (the reload would lose it)', () => {
    setOnline(false);
    expect(chunkFails()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
