// The app's one scheduling helper (client/lib/idle.ts, issue #34): what the server's page does not need waits
// until the page has loaded and the browser is idle, and never longer than its timeout.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdle, whenIdle } from '../../../client/lib/idle';

function loading(): () => void {
  const spy = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  return () => spy.mockRestore();
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('whenIdle', () => {
  it('waits for the load event, then asks for an idle moment with the timeout', () => {
    const request = vi.fn<(cb: () => void, options?: { timeout: number }) => number>(() => 7);
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const loaded = loading();
    const fn = vi.fn();
    whenIdle(fn, 1000);
    expect(request).not.toHaveBeenCalled();
    loaded();
    window.dispatchEvent(new Event('load'));
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 });
    expect(fn).not.toHaveBeenCalled();
    request.mock.calls[0][0]();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback runs the timeout after load', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const fn = vi.fn();
    whenIdle(fn, 3000);
    vi.advanceTimersByTime(2999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled, before or after the load event', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const before = vi.fn();
    const loaded = loading();
    whenIdle(before, 10)();
    loaded();
    window.dispatchEvent(new Event('load'));
    const after = vi.fn();
    whenIdle(after, 10)();
    vi.advanceTimersByTime(100);
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});

describe('useIdle', () => {
  it('is false at first and true once the loaded page is idle', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useIdle(3000));
    expect(result.current[0]).toBe(false);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current[0]).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe(true);
  });

  it('turns true at once when asked (the visitor reached for it), keeping its function', () => {
    const { result } = renderHook(() => useIdle(3000));
    const now = result.current[1];
    act(() => now());
    expect(result.current[0]).toBe(true);
    expect(result.current[1]).toBe(now);
  });

  it('stays false at the idle moment while `when` says no, until asked', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useIdle(3000, () => false));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current[0]).toBe(false);
    act(() => result.current[1]());
    expect(result.current[0]).toBe(true);
  });

  it('cancels its wait on unmount', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 9);
    vi.stubGlobal('cancelIdleCallback', cancel);
    renderHook(() => useIdle(2500)).unmount();
    expect(cancel).toHaveBeenCalledWith(9);
  });
});
