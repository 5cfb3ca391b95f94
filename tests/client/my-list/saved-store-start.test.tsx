// The cards' My List store (features/my-list/saved-store.ts) loads Dexie and opens IndexedDB at once only on a
// device that holds saved or opened titles; on a first visit it waits until the browser is idle, or until the
// visitor saves a title (issue #10). Each test loads a fresh copy of the module (its state is module-wide).
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
  it('on a first visit reads nothing until the browser is idle', async () => {
    await mountCard();
    expect(watchSavedKeys).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    await act(async () => {
      idle[0]();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(watchSavedKeys).toHaveBeenCalledTimes(1);
    act(() => emit?.(snapshot(['movie:550'])));
    expect(screen.getByText('saved')).toBeTruthy();
    // The device now holds titles: the next visit reads them at once.
    expect(localStorage.getItem('streamfinder_device_titles')).toBe('1');
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

  it('a save before the idle moment starts the live query at once, and only once', async () => {
    const store = await mountCard();
    expect(watchSavedKeys).not.toHaveBeenCalled();
    await act(async () => {
      store.watchSavedNow();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(watchSavedKeys).toHaveBeenCalledTimes(1);
    await act(async () => {
      idle[0]();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(watchSavedKeys).toHaveBeenCalledTimes(1);
  });
});
