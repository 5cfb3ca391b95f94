import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMediaQuery } from '../../../client/lib/use-media-query';

/** A matchMedia whose answer the test sets, telling its listeners as a browser does. */
function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  window.matchMedia = ((media: string) => ({
    get matches() {
      return matches;
    },
    media,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  })) as never;
  return {
    set(next: boolean) {
      matches = next;
      for (const fn of listeners) fn();
    },
    listeners,
  };
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

describe('useMediaQuery', () => {
  it('answers the query now and follows its changes, and stops listening on unmount', () => {
    const media = fakeMatchMedia(false);
    const { result, unmount } = renderHook(() => useMediaQuery('(min-width: 48rem)'));
    expect(result.current).toBe(false);
    act(() => media.set(true));
    expect(result.current).toBe(true);
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('answers the fallback where matchMedia is missing', () => {
    window.matchMedia = undefined as never;
    expect(renderHook(() => useMediaQuery('(min-width: 48rem)', true)).result.current).toBe(true);
    expect(renderHook(() => useMediaQuery('(min-width: 48rem)')).result.current).toBe(false);
  });
});
