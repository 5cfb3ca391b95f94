import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as OfflineStore from '../../../client/lib/offline-store';

// The real store (fake-indexeddb), watched: the notice must not read it while the visitor is online.
vi.mock('../../../client/lib/offline-store', async (importOriginal) => {
  const real = await importOriginal<typeof OfflineStore>();
  return { ...real, isTitleSaved: vi.fn(real.isTitleSaved), recentTitles: vi.fn(real.recentTitles) };
});

const { isTitleSaved, recentTitles } = await import('../../../client/lib/offline-store');
const { OfflineRouteNotice } =
  await import('../../../client/features/offline/components/offline-route-notice');

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <OfflineRouteNotice />
    </MemoryRouter>,
  );

afterEach(() => {
  setOnline(true);
  vi.mocked(isTitleSaved).mockClear();
  vi.mocked(recentTitles).mockClear();
});

describe('OfflineRouteNotice', () => {
  it('online: renders nothing and reads nothing from the device', async () => {
    setOnline(true);
    renderAt('/movies/fight-club');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByTestId('offline-route-notice')).toBeNull();
    expect(isTitleSaved).not.toHaveBeenCalled();
    expect(recentTitles).not.toHaveBeenCalled();
  });

  it('going offline on a title the device has not saved: looks it up, then says so', async () => {
    setOnline(true);
    renderAt('/movies/fight-club');
    setOnline(false);
    expect(
      await screen.findByText(
        'This title is not saved on this device. It will open when you are back online.',
      ),
    ).toBeTruthy();
    expect(isTitleSaved).toHaveBeenCalledWith('movie', 'fight-club');
    // Back online: the notice goes.
    setOnline(true);
    expect(screen.queryByTestId('offline-route-notice')).toBeNull();
  });

  it('offline on a page that needs the network: the notice and what can be opened offline', async () => {
    setOnline(false);
    renderAt('/search?q=star');
    expect(
      await screen.findByText('This page needs an internet connection. Here is what you can open offline.'),
    ).toBeTruthy();
    expect(isTitleSaved).not.toHaveBeenCalled();
  });
});
