import { act, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  InstallBanner,
  INSTALL_DISMISSED_KEY,
} from '../../../client/features/install/components/install-banner';
import { captureInstallPrompt } from '../../../client/lib/pwa';

beforeAll(() => captureInstallPrompt());
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

function offer() {
  const prompt = vi.fn(async () => undefined);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { prompt, event };
}

const renderBanner = () =>
  render(
    <ChakraProvider value={defaultSystem}>
      <InstallBanner />
    </ChakraProvider>,
  );

describe('InstallBanner', () => {
  it('appears 3 s after the offer; Not now dismisses it for the session', () => {
    vi.useFakeTimers();
    renderBanner();
    const { event } = offer();
    expect(event.defaultPrevented).toBe(true);
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryByRole('region', { name: 'Install app' })).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Install App' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Install app' })).toBeNull();
    expect(sessionStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('1');
  });

  it('stays hidden when dismissed earlier in the session', () => {
    vi.useFakeTimers();
    sessionStorage.setItem(INSTALL_DISMISSED_KEY, '1');
    renderBanner();
    offer();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('region', { name: 'Install app' })).toBeNull();
  });

  it('never shows in standalone mode', () => {
    vi.useFakeTimers();
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('standalone'),
      media: query,
    })) as never;
    try {
      renderBanner();
      offer();
      act(() => vi.advanceTimersByTime(5000));
      expect(screen.queryByRole('region', { name: 'Install app' })).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });

  it('Install App opens the browser prompt', () => {
    vi.useFakeTimers();
    renderBanner();
    const { prompt } = offer();
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: 'Install App' }));
    expect(prompt).toHaveBeenCalledTimes(1);
  });
});
