// The cards' My List store (features/my-list/saved-store.ts) loads Dexie and opens IndexedDB at once only on a
// device that holds saved or opened titles; on a first visit not at all until the device holds a title: saved here
// (at once), opened here (written by the offline worker) or saved in another tab (when idle). Each test loads a
// fresh copy of the module (its state is module-wide).
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SavedStore from '../../../client/features/my-list/saved-store';

type SavedSnapshot = SavedStore.SavedSnapshot;

const LIVE = '../../../client/features/my-list/saved-live';
const STORE = '../../../client/features/my-list/saved-store';

let idle: Array<() => void> = [];
let emit: ((s: SavedSnapshot) => void) | undefined;
const watchSavedKeys = vi.fn((onChange: (s: SavedSnapshot) => void) => {
  emit = onChange;
});

beforeEach(() => {
  vi.resetModules();
  idle = [];
  emit = undefined;
  watchSavedKeys.mockClear();
  localStorage.clear();
  vi.doMock(LIVE, () => ({ watchSavedKeys }));
  vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
  vi.stubGlobal('cancelIdleCallback', () => {});
});

afterEach(() => {
  vi.doUnmock(LIVE);
  vi.unstubAllGlobals();
});

async function mountCard() {
  const store = (await import(STORE)) as typeof SavedStore;
  function Card() {
    return <span>{store.useIsOnList('movie', 550) ? 'saved' : 'not saved'}</span>;
  }
  render(<Card />);
  // Let a dynamic import of the live query resolve, if one started.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return store;
}

const snapshot = (saved: string[]): SavedSnapshot => ({ saved: new Set(saved), streaming: new Map() });

describe('My List store start', () => {
  it('on a first visit reads nothing, even when idle, until a title opened here is on the device', async () => {
    const store = await mountCard();
    expect(watchSavedKeys).not.toHaveBeenCalled();
    expect(idle).toHaveLength(0);
    // The offline worker wrote the title this page opened.
    store.deviceSavedTitle();
    expect(localStorage.getItem('streamfinder_device_titles')).toBe('1');
    expect(idle).toHaveLength(1);
    await act(async () => {
      idle[0]();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(watchSavedKeys).toHaveBeenCalledTimes(1);
    act(() => emit?.(snapshot(['movie:550'])));
    expect(screen.getByText('saved')).toBeTruthy();
    // A second title opened: still one live query.
    store.deviceSavedTitle();
    expect(idle).toHaveLength(1);
  });

  it('on a first visit reads once another tab has put a title on the device', async () => {
    await mountCard();
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '1' }));
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new StorageEvent('storage', { key: 'streamfinder_device_titles', newValue: '1' }));
    expect(idle).toHaveLength(1);
    await act(async () => {
      idle[0]();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(watchSavedKeys).toHaveBeenCalledTimes(1);
  });

  it('reads at once on a device that holds titles', async () => {
    localStorage.setItem('streamfinder_device_titles', '1');
    await mountCard();
    expect(watchSavedKeys).toHaveBeenCalledTimes(1);
    expect(idle).toHaveLength(0);
    // Emptied on this device (list cleared): the flag goes.
    act(() => emit?.(snapshot([])));
    expect(localStorage.getItem('streamfinder_device_titles')).toBeNull();
  });

  it('a save on this page starts the live query at once, and only once', async () => {
    const store = await mountCard();
    expect(watchSavedKeys).not.toHaveBeenCalled();
    await act(async () => {
      store.watchSavedNow();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(watchSavedKeys).toHaveBeenCalledTimes(1);
    store.deviceSavedTitle();
    expect(idle).toHaveLength(0);
    expect(watchSavedKeys).toHaveBeenCalledTimes(1);
  });
});
