import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAfterLoadIdle } from '../../../client/lib/use-after-load-idle';

describe('useAfterLoadIdle', () => {
  it('is false at first and turns true once the loaded page is idle', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useAfterLoadIdle(3000));
    expect(result.current[0]).toBe(false);
    act(() => vi.advanceTimersByTime(1499));
    expect(result.current[0]).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe(true);
  });

  it('turns true at once when asked (the visitor reached for it)', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useAfterLoadIdle(3000));
    const now = result.current[1];
    act(() => now());
    expect(result.current[0]).toBe(true);
    expect(result.current[1]).toBe(now);
  });

  it('stays false at the idle moment while `when` says no, until asked', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useAfterLoadIdle(3000, () => false));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current[0]).toBe(false);
    act(() => result.current[1]());
    expect(result.current[0]).toBe(true);
  });

  it('uses requestIdleCallback when the browser has it, and cancels it on unmount', () => {
    const request = vi.fn<(cb: () => void, options?: { timeout: number }) => number>(() => 7);
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    try {
      const { result, unmount } = renderHook(() => useAfterLoadIdle(2500));
      expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 2500 });
      act(() => request.mock.calls[0][0]());
      expect(result.current[0]).toBe(true);
      unmount();
      const second = renderHook(() => useAfterLoadIdle(2500));
      second.unmount();
      expect(cancel).toHaveBeenCalledWith(7);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('useAfterLoadIdle, several parts', () => {
  it('reveals one part per idle moment: the next waits until the first has committed', () => {
    const callbacks: Array<{ cb: () => void; timeout?: number }> = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void, options?: { timeout: number }) => {
      callbacks.push({ cb, timeout: options?.timeout });
      return callbacks.length;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    try {
      const a = renderHook(() => useAfterLoadIdle(3000));
      const b = renderHook(() => useAfterLoadIdle(4000));
      expect(callbacks.map((c) => c.timeout)).toEqual([3000, 4000]);
      // Both idle moments come before React renders either reveal (one idle period).
      act(() => {
        callbacks[0].cb();
        callbacks[1].cb();
      });
      expect(a.result.current[0]).toBe(true);
      expect(b.result.current[0]).toBe(false);
      // The second asked again, with a short timeout; a's reveal has committed, so it goes now.
      expect(callbacks).toHaveLength(3);
      expect(callbacks[2].timeout).toBe(250);
      act(() => callbacks[2].cb());
      expect(b.result.current[0]).toBe(true);
      a.unmount();
      b.unmount();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('does not wait for a reveal that never committed for more than a second', () => {
    const callbacks: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => callbacks.push(cb));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const clock = vi.spyOn(performance, 'now').mockReturnValue(10_000);
    try {
      const a = renderHook(() => useAfterLoadIdle(3000));
      const b = renderHook(() => useAfterLoadIdle(3000));
      // a's reveal starts but a unmounts before React commits it.
      a.unmount();
      act(() => {
        callbacks[0]();
        callbacks[1]();
      });
      expect(b.result.current[0]).toBe(false);
      clock.mockReturnValue(11_000);
      act(() => callbacks[callbacks.length - 1]());
      expect(b.result.current[0]).toBe(true);
      b.unmount();
    } finally {
      clock.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});
