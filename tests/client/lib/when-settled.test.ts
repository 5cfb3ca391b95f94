import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { whenSettled } from '../../../client/lib/when-settled';

/** A read that stays in flight until `finish()` is called. */
function startRead(client: QueryClient, key: string) {
  let finish = () => {};
  client
    .fetchQuery({
      queryKey: [key],
      queryFn: () => new Promise<string>((resolve) => (finish = () => resolve(key))),
    })
    // A read still in flight when the test ends is cancelled (client.clear()).
    .catch(() => undefined);
  return () => finish();
}

describe('whenSettled', () => {
  let client: QueryClient;
  let idle: Array<() => void>;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
    idle = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
  });

  afterEach(() => {
    client.clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'readyState');
  });

  /** Lets the fetch promises and the cache's notifications (batched in a timer) run. */
  const flush = async (ms = 0) => {
    await vi.advanceTimersByTimeAsync(ms);
  };
  const runIdle = () => idle.splice(0).forEach((cb) => cb());

  it('runs once no read has been in flight for quietMs, then in an idle moment', async () => {
    const fn = vi.fn();
    const finish = startRead(client, 'a');
    await flush();
    whenSettled(client, fn, { quietMs: 2000 });
    await flush(10_000);
    runIdle();
    expect(fn).not.toHaveBeenCalled();

    finish();
    await flush(1999);
    runIdle();
    expect(fn).not.toHaveBeenCalled();
    await flush(1);
    expect(fn).not.toHaveBeenCalled(); // waits for the idle callback
    runIdle();
    expect(fn).toHaveBeenCalledTimes(1);

    startRead(client, 'b');
    await flush(20_000);
    runIdle();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('starts waiting again when a read starts within the quiet time', async () => {
    const fn = vi.fn();
    whenSettled(client, fn, { quietMs: 2000 });
    await flush(1500);
    const finish = startRead(client, 'a');
    await flush(1000);
    runIdle();
    expect(fn).not.toHaveBeenCalled();
    finish();
    await flush(1500);
    runIdle();
    expect(fn).not.toHaveBeenCalled();
    await flush(500);
    runIdle();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event, and runs at capMs after it when reads never stop', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    const fn = vi.fn();
    whenSettled(client, fn, { quietMs: 2000, capMs: 15_000 });
    await flush(5000);
    runIdle();
    expect(fn).not.toHaveBeenCalled();

    startRead(client, 'never');
    window.dispatchEvent(new Event('load'));
    await flush(14_999);
    runIdle();
    expect(fn).not.toHaveBeenCalled();
    await flush(1);
    runIdle();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', async () => {
    const fn = vi.fn();
    const cancel = whenSettled(client, fn, { quietMs: 2000 });
    await flush(1000);
    cancel();
    await flush(20_000);
    runIdle();
    expect(fn).not.toHaveBeenCalled();
  });

  it('can be cancelled while it waits for an idle moment', async () => {
    const fn = vi.fn();
    const cancel = whenSettled(client, fn, { quietMs: 2000 });
    await flush(2000);
    expect(idle).toHaveLength(1);
    cancel();
    runIdle();
    expect(fn).not.toHaveBeenCalled();
  });
});
