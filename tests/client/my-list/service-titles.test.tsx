// The "On your service" badge's store (issue #14): one server answer per (country, services), read by every
// card as a Set lookup; cards re-render only when their own answer changes.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaType, StreamingTitles } from '../../../api/src/contract';
import { createServiceTitles } from '../../../client/features/my-list/service-titles';

function deferred() {
  const calls: Array<{
    country: string;
    services: readonly number[];
    resolve: (v: StreamingTitles) => void;
  }> = [];
  const fetcher = vi.fn(
    (country: string, services: readonly number[]) =>
      new Promise<StreamingTitles>((resolve) => calls.push({ country, services, resolve })),
  );
  return { calls, fetcher };
}

afterEach(() => vi.restoreAllMocks());

describe('service titles store', () => {
  it('asks once per (country, services) for any number of cards and answers from Sets', async () => {
    const { calls, fetcher } = deferred();
    const store = createServiceTitles(fetcher);
    const renders = new Map<number, number>();
    function Badge({ id, type, services }: { id: number; type: MediaType; services: number[] }) {
      renders.set(id, (renders.get(id) ?? 0) + 1);
      return store.useOnServiceTitle(type, id, 'US', services) ? <span>on {id}</span> : null;
    }
    const ids = Array.from({ length: 200 }, (_, i) => i + 1);
    const page = (services: number[]) => (
      <>
        {ids.map((id) => (
          <Badge key={id} id={id} type="movie" services={services} />
        ))}
        <Badge id={1399} type="tv" services={services} />
      </>
    );
    const view = render(page([337, 8]));
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(calls[0]).toMatchObject({ country: 'US', services: [337, 8] });
    expect(screen.queryByText(/^on /)).toBeNull();

    await act(async () => calls[0]!.resolve({ movie: [3, 150], tv: [1399] }));
    expect(screen.getByText('on 3')).toBeTruthy();
    expect(screen.getByText('on 150')).toBeTruthy();
    expect(screen.getByText('on 1399')).toBeTruthy();
    expect(screen.queryByText('on 4')).toBeNull();
    // Only the cards whose answer changed rendered again.
    expect(renders.get(3)).toBe(2);
    expect(renders.get(4)).toBe(1);

    // The same services in another order are the same answer: nothing is asked again.
    view.rerender(page([8, 337]));
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(screen.getByText('on 3')).toBeTruthy();

    // Other services: one new request, the old answer no longer shows.
    view.rerender(page([9]));
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('on 3')).toBeNull();
    await act(async () => calls[1]!.resolve({ movie: [4], tv: [] }));
    expect(screen.getByText('on 4')).toBeTruthy();
    expect(screen.queryByText('on 1399')).toBeNull();

    // No services: no badge and no request.
    view.rerender(page([]));
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/^on /)).toBeNull();
  });

  it('a failed request shows no badge and is asked again by a later card', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    const fetcher = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return { movie: [7], tv: [] };
    });
    const store = createServiceTitles(fetcher);
    store.load('GB', [8]);
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(store.has('movie', 7, 'GB', [8])).toBe(false);
    fail = false;
    store.load('GB', [8]);
    await vi.waitFor(() => expect(store.has('movie', 7, 'GB', [8])).toBe(true));
    expect(store.has('movie', 7, 'US', [8])).toBe(false);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
