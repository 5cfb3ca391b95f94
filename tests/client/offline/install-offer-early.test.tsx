// The browser's install offer can come before the app starts (the app starts after the first paint, often after
// the load event): the inline starter keeps it, and the app's banner still comes 3 s after the offer.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_OFFER_GLOBAL as STARTER_GLOBAL, starterScript } from '../../../scripts/paint-first.mjs';
import { INSTALL_OFFER_GLOBAL } from '../../../client/lib/pwa';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  delete (window as unknown as Record<string, unknown>)[INSTALL_OFFER_GLOBAL];
});

describe('an install offer made before the app started', () => {
  it('is kept by the inline starter and shown by the banner 3 s after the offer', async () => {
    expect(INSTALL_OFFER_GLOBAL).toBe(STARTER_GLOBAL);
    vi.useFakeTimers();
    // A hidden page: the starter adds the entry at once (jsdom does not run it), and no listener of its waits for a
    // frame or visibilitychange (the client tests share one document: paint-first.test.ts dispatches that event).
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    new Function(starterScript('/assets/index-Ab12.js'))();

    const prompt = vi.fn(async () => undefined);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true); // no browser mini-infobar: the app shows its own banner

    vi.advanceTimersByTime(2000); // the app starts 2 s later
    vi.resetModules();
    const { captureInstallPrompt } = await import('../../../client/lib/pwa');
    const { InstallBanner } = await import('../../../client/features/install/components/install-banner');
    captureInstallPrompt();
    expect((window as unknown as Record<string, unknown>)[INSTALL_OFFER_GLOBAL]).toBeUndefined();
    render(<InstallBanner />);

    act(() => vi.advanceTimersByTime(900));
    expect(screen.queryByRole('region', { name: 'Install app' })).toBeNull();
    act(() => vi.advanceTimersByTime(200)); // 3.1 s after the offer
    fireEvent.click(screen.getByRole('button', { name: 'Install App' }));
    expect(prompt).toHaveBeenCalledTimes(1);
  });
});
