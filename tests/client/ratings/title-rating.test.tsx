import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { system } from '../../../client/lib/theme';
import { createQueryClient } from '../../../client/lib/query-client';
import { db } from '../../../client/lib/db';
import { TitleRating } from '../../../client/features/ratings/components/title-rating';
import { fetchUserRating } from '../../../client/api/ratings';

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
    </ChakraProvider>
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

function serve(handler: Handler) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return handler(url, init);
    }),
  );
  return calls;
}

beforeEach(async () => {
  await db.outbox.clear();
  await db.myRatings.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const star = (n: number) => screen.getByRole('radio', { name: `Rate ${n} out of 5 stars` });

describe('TitleRating', () => {
  it("saves at once, shows 'Saving...' then 'Rating saved!' and takes the server's value", async () => {
    let stored: number | null = null;
    let release: () => void = () => {};
    const calls = serve(async (url, init) => {
      if (init?.method === 'POST') {
        await new Promise<void>((r) => (release = r));
        const body = JSON.parse(String(init.body)) as { rating: number; rated_at: string };
        stored = body.rating;
        return json({
          rating: { content_id: 550, content_type: 'movie', rating: stored, rated_at: body.rated_at },
        });
      }
      if (url.startsWith('/api/ratings/average/')) {
        return json(stored ? { averageRating: stored, totalCount: 1 } : { averageRating: 0, totalCount: 0 });
      }
      return stored === null ? json({ message: 'Not Found' }, 404) : json({ rating: { rating: stored } });
    });
    render(<TitleRating type="movie" id={550} title="Fight Club" voteAverage={8.438} />, {
      wrapper: Wrapper,
    });
    expect(screen.getByRole('heading', { name: 'Rate This Movie' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('average-rating')).toHaveTextContent('TMDB 4.2/5 · no visitor ratings yet'),
    );

    await userEvent.click(star(4));
    expect(screen.getByTestId('rating-status')).toHaveTextContent('Saving...');
    expect(star(4)).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-readonly', 'true');
    release();
    await waitFor(() => expect(screen.getByTestId('rating-status')).toHaveTextContent('Rating saved!'));
    await waitFor(() =>
      expect(screen.getByTestId('average-rating')).toHaveTextContent('Visitors 4.0/5 · 1 rating'),
    );

    const post = calls.find((c) => c.init?.method === 'POST');
    const body = JSON.parse(String(post?.init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ content_id: 550, content_type: 'movie', rating: 4 });
    expect(typeof body.session_id).toBe('string');
    expect(Number.isNaN(Date.parse(String(body.rated_at)))).toBe(false);
  });

  it('uses series on the wire for a show and shows the stored rating', async () => {
    const calls = serve((url) =>
      url.startsWith('/api/ratings/average/')
        ? json({ averageRating: 3, totalCount: 2 })
        : json({ rating: { rating: 3 } }),
    );
    render(<TitleRating type="tv" id={1399} title="Game of Thrones" voteAverage={8.1} />, {
      wrapper: Wrapper,
    });
    expect(screen.getByRole('heading', { name: 'Rate This Show' })).toBeInTheDocument();
    await waitFor(() => expect(star(3)).toHaveAttribute('aria-checked', 'true'));
    const lookup = calls.find((c) => c.url === '/api/ratings/series/1399');
    expect(new Headers(lookup?.init?.headers).get('x-streamfinder-session')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() =>
      expect(screen.getByTestId('average-rating')).toHaveTextContent('Visitors 3.0/5 · 2 ratings'),
    );
  });

  it('says the average is loading rather than flashing the TMDB fallback before the stored average', async () => {
    let release: () => void = () => {};
    serve(async (url) => {
      if (!url.startsWith('/api/ratings/average/')) return json({ rating: { rating: 2 } });
      await new Promise<void>((r) => (release = r));
      return json({ averageRating: 2, totalCount: 1 });
    });
    render(<TitleRating type="tv" id={1399} title="Game of Thrones" voteAverage={8.4} />, {
      wrapper: Wrapper,
    });
    await waitFor(() => expect(star(2)).toHaveAttribute('aria-checked', 'true'));
    const line = screen.getByTestId('average-rating');
    expect(line).toHaveTextContent('Loading ratings...');
    expect(line).toHaveAttribute('aria-busy', 'true');
    expect(line).not.toHaveTextContent('TMDB');
    release();
    await waitFor(() => expect(line).toHaveTextContent('Visitors 2.0/5 · 1 rating'));
    expect(line).not.toHaveAttribute('aria-busy');
  });

  it('falls back to the TMDB score when the average cannot be fetched', async () => {
    serve((url) =>
      url.startsWith('/api/ratings/average/')
        ? json({ message: 'down' }, 503)
        : json({ message: 'Not Found' }, 404),
    );
    render(<TitleRating type="movie" id={550} title="Fight Club" voteAverage={8.438} />, {
      wrapper: Wrapper,
    });
    await waitFor(() =>
      expect(screen.getByTestId('average-rating')).toHaveTextContent('TMDB 4.2/5 · no visitor ratings yet'),
    );
  });

  it("keeps the rating in the outbox with 'Waiting to sync' when the server fails (503)", async () => {
    serve((url, init) => {
      if (init?.method === 'POST')
        return new Response('down', { status: 503, statusText: 'Service Unavailable' });
      if (url.startsWith('/api/ratings/average/')) return json({ averageRating: 0, totalCount: 0 });
      return json({ message: 'Not Found' }, 404);
    });
    render(<TitleRating type="movie" id={550} title="Fight Club" voteAverage={8.4} />, { wrapper: Wrapper });
    await userEvent.click(star(5));
    await waitFor(() => expect(screen.getByTestId('rating-status')).toHaveTextContent('Waiting to sync'));
    expect(star(5)).toHaveAttribute('aria-checked', 'true');
    const queued = await db.outbox.get(['movie', 550]);
    expect(queued).toMatchObject({ rating: 5, content_type: 'movie', content_id: 550 });
  });

  it("a rating queued on this device shows with 'Waiting to sync' once the page is idle, not before", async () => {
    await db.outbox.put({
      content_type: 'movie',
      content_id: 550,
      rating: 3,
      session_id: '8f0c7b5e-3c1a-4d2e-9b6f-1a2b3c4d5e6f',
      rated_at: '2026-11-01T10:00:00.000Z',
      queuedAt: 1,
      attempts: 1,
    });
    serve((url) => {
      if (url.startsWith('/api/ratings/average/')) return json({ averageRating: 0, totalCount: 0 });
      return new Response(null, { status: 204 });
    });
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
    vi.stubGlobal('cancelIdleCallback', () => {});
    render(<TitleRating type="movie" id={550} title="Fight Club" voteAverage={8.4} />, { wrapper: Wrapper });
    await waitFor(() => expect(screen.getByTestId('average-rating')).toHaveTextContent('TMDB'));
    // Hydration and the first answers read nothing from the device.
    expect(star(3)).toHaveAttribute('aria-checked', 'false');
    expect(idle.length).toBeGreaterThan(0);
    act(() => idle.forEach((fn) => fn()));
    await waitFor(() => expect(screen.getByTestId('rating-status')).toHaveTextContent('Waiting to sync'));
    expect(star(3)).toHaveAttribute('aria-checked', 'true');
  });

  it('drops a rating the server rejects (4xx) without queueing it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve((url, init) => {
      if (init?.method === 'POST')
        return json({ statusCode: 400, message: 'bad', error: 'Bad Request' }, 400);
      if (url.startsWith('/api/ratings/average/')) return json({ averageRating: 0, totalCount: 0 });
      return json({ message: 'Not Found' }, 404);
    });
    render(<TitleRating type="movie" id={550} title="Fight Club" voteAverage={8.4} />, { wrapper: Wrapper });
    await userEvent.click(star(2));
    await waitFor(() => expect(star(2)).toHaveAttribute('aria-checked', 'false'));
    expect(screen.getByTestId('rating-status')).toHaveTextContent('');
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('fetchUserRating', () => {
  it("reads our server's 204 (no rating, no body) and a 404 alike as no rating, and a stored one as its stars", async () => {
    const session = '8f0c7b5e-3c1a-4d2e-9b6f-1a2b3c4d5e6f';
    serve(() => new Response(null, { status: 204 }));
    await expect(fetchUserRating('movie', 550, session)).resolves.toBeNull();
    serve(() => json({ statusCode: 404, message: 'Not Found', error: 'Not Found' }, 404));
    await expect(fetchUserRating('movie', 550, session)).resolves.toBeNull();
    serve(() => json({ rating: { rating: 4 } }));
    await expect(fetchUserRating('movie', 550, session)).resolves.toBe(4);
  });
});
