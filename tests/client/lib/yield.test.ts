import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterDexie, afterLoad, afterNextFrame, nextTask } from '../../../client/lib/yield';

describe('afterDexie', () => {
  it("loads the module in a task after the one in which Dexie's library is in", async () => {
    await import('dexie');
    const order: string[] = [];
    const result = afterDexie(async () => {
      order.push('load');
      return 'module';
    });
    // Queued after the call: it runs before the load all the same, which waits for a task of its own.
    setTimeout(() => order.push('task queued after the call'), 0);
    await expect(result).resolves.toBe('module');
    expect(order).toEqual(['task queued after the call', 'load']);
  });

  it('nextTask resolves after the tasks already queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued'), 0);
    await nextTask();
    order.push('after');
    expect(order).toEqual(['queued', 'after']);
  });
});

describe('afterNextFrame', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** A browser whose next frame is drawn when the test says so. */
  function frames() {
    const callbacks: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => callbacks.push(cb));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => delete callbacks[id - 1]);
    return () => callbacks.splice(0).forEach((cb) => cb?.(performance.now()));
  }

  it('runs in a task after the next frame, once', () => {
    const draw = frames();
    const fn = vi.fn();
    afterNextFrame(fn);
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
    draw();
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs after 1 s where no frame comes (a hidden tab), and never once cancelled', () => {
    const draw = frames();
    const late = vi.fn();
    afterNextFrame(late);
    vi.advanceTimersByTime(1000);
    expect(late).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    afterNextFrame(cancelled)();
    draw();
    vi.advanceTimersByTime(2000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('afterLoad', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'readyState');
  });

  it('runs at once on a loaded page, else on the load event, and never once cancelled', () => {
    const now = vi.fn();
    afterLoad(now);
    expect(now).toHaveBeenCalledTimes(1);

    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    const later = vi.fn();
    const cancelled = vi.fn();
    afterLoad(later);
    afterLoad(cancelled)();
    expect(later).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('load'));
    expect(later).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
