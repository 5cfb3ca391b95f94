import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isTimeout, TimeoutError, withTimeout } from '../../../client/lib/with-timeout';

describe('withTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rejects a promise that never settles at its bound, naming what was waited for', async () => {
    const never = new Promise<string>(() => undefined);
    const result = withTimeout(never, 15_000, 'The push service').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(14_999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const err = await result;
    expect(err).toBeInstanceOf(TimeoutError);
    expect(isTimeout(err)).toBe(true);
    expect(err).toMatchObject({ label: 'The push service', ms: 15_000 });
    expect((err as Error).message).toBe('The push service did not finish within 15 s');
  });

  it('passes a result or an error that comes in time through, and leaves no timer behind', async () => {
    await expect(withTimeout(Promise.resolve(42), 1000, 'x')).resolves.toBe(42);
    await expect(withTimeout(Promise.reject(new Error('refused')), 1000, 'x')).rejects.toThrow('refused');
    const late = new Promise<string>((r) => setTimeout(() => r('in time'), 500));
    const result = withTimeout(late, 1000, 'x');
    await vi.advanceTimersByTimeAsync(500);
    await expect(result).resolves.toBe('in time');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('aborts the signal it gives a function at the bound, and turns a synchronous throw into a rejection', async () => {
    let seen: AbortSignal | undefined;
    const result = withTimeout(
      (signal) => {
        seen = signal;
        return new Promise<never>(() => undefined);
      },
      2000,
      'Sending the code',
    ).catch((e: unknown) => e);
    expect(seen?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(isTimeout(await result)).toBe(true);
    expect(seen?.aborted).toBe(true);
    expect(isTimeout(seen?.reason)).toBe(true);
    await expect(
      withTimeout(
        () => {
          throw new Error('no API');
        },
        1000,
        'x',
      ),
    ).rejects.toThrow('no API');
  });
});
