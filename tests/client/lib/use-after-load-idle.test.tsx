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
