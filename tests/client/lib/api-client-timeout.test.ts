// Every request the browser makes has a bound (issue #45): a server that never answers ends in a retryable
// network error that says so, not in a button busy for good.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiPost, REQUEST_TIMEOUT_MS } from '../../../client/lib/api-client';
import { transferErrorText } from '../../../client/features/my-list/api/transfer';

/** A fetch that never answers; it rejects as the browser's does when its signal aborts. */
function hangingFetch() {
  return vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
}

describe('apiRequest bound', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('ends a request the server never answers after REQUEST_TIMEOUT_MS, as a transient error that says why', async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const result = apiGet('/api/alerts/key').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const err = (await result) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 0, timedOut: true, transient: true });
    expect(err.message).toBe(
      `The server did not answer within ${REQUEST_TIMEOUT_MS / 1000} s. Please try again.`,
    );
    expect(transferErrorText(err)).toBe('The server did not answer in time. Please try again.');
  });

  it("takes a call's own bound, and still passes the caller's abort through as an abort", async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const quick = apiPost('/api/ratings', {}, { timeoutMs: 1000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await quick).toMatchObject({ status: 0, timedOut: true });

    const controller = new AbortController();
    const aborted = apiGet('/api/x', undefined, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await aborted).toMatchObject({ name: 'AbortError' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no timer behind once answered', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"ok":true}', { status: 200 })),
    );
    await expect(apiGet('/api/health')).resolves.toEqual({ ok: true });
    expect(vi.getTimerCount()).toBe(0);
  });
});
