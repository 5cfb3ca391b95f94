// The browser's install offer can come while the app is still starting (before the banner has mounted): the app
// keeps it from its first line (captureInstallPrompt, client/app/start.tsx), and the banner still comes 3 s after
// the offer.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('an install offer made before the banner mounted', () => {
  it('is kept and shown by the banner 3 s after the offer', async () => {
    vi.useFakeTimers();
    vi.resetModules();
    const { captureInstallPrompt } = await import('../../../client/lib/pwa');
    captureInstallPrompt();

    const prompt = vi.fn(async () => undefined);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true); // no browser mini-infobar: the app shows its own banner

    vi.advanceTimersByTime(2000); // the banner mounts 2 s later
    const { InstallBanner } = await import('../../../client/features/install/components/install-banner');
    render(<InstallBanner />);

    act(() => vi.advanceTimersByTime(900));
    expect(screen.queryByRole('region', { name: 'Install app' })).toBeNull();
    act(() => vi.advanceTimersByTime(200)); // 3.1 s after the offer
    fireEvent.click(screen.getByRole('button', { name: 'Install App' }));
    expect(prompt).toHaveBeenCalledTimes(1);
  });
});
