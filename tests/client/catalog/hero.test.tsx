import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { MovieSummary } from '../../../api/src/contract';
import { Hero, HERO_INTERVAL_MS } from '../../../client/features/catalog/components/hero';
import { renderWithChakra } from '../components/render';

const movies: MovieSummary[] = Array.from({ length: 7 }, (_, i) => ({
  id: i + 1,
  title: `Movie ${i + 1}`,
  poster_path: null,
  backdrop_path: null,
  release_date: '2025-01-01',
  vote_average: 8,
}));

const activeTitle = () =>
  screen
    .getAllByRole('group')
    .find((g) => g.getAttribute('aria-hidden') === 'false')
    ?.querySelector('h2')?.textContent;

afterEach(() => vi.useRealTimers());

describe('Hero', () => {
  it('shows at most 5 slides and advances every 10 s', () => {
    vi.useFakeTimers();
    renderWithChakra(<Hero items={movies} loading={false} />);
    expect(screen.getAllByRole('button', { name: /Show featured title/ })).toHaveLength(5);
    expect(activeTitle()).toBe('Movie 1');
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS - 1));
    expect(activeTitle()).toBe('Movie 1');
    act(() => vi.advanceTimersByTime(1));
    expect(activeTitle()).toBe('Movie 2');
  });
  it('pauses while hovered; dots jump', () => {
    vi.useFakeTimers();
    renderWithChakra(<Hero items={movies} loading={false} />);
    fireEvent.mouseEnter(screen.getByTestId('hero'));
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS * 3));
    expect(activeTitle()).toBe('Movie 1');
    fireEvent.click(screen.getByRole('button', { name: 'Show featured title 4: Movie 4' }));
    expect(activeTitle()).toBe('Movie 4');
  });
  it("fetches only the shown slide's backdrop and the next one's, and keeps those it has shown", () => {
    vi.useFakeTimers();
    const withBackdrops = movies.map((m, i) => ({ ...m, backdrop_path: `/b${i + 1}.jpg` }));
    renderWithChakra(<Hero items={withBackdrops} loading={false} />);
    const arts = () =>
      screen
        .getAllByRole('group', { hidden: true })
        .map((g) => (g.querySelector('.sf-hero__art') as HTMLElement).style.backgroundImage);
    const url = (n: number) => `url("https://image.tmdb.org/t/p/w1280/b${n}.jpg")`;
    expect(arts()).toEqual([url(1), url(2), '', '', '']);
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(arts()).toEqual([url(1), url(2), url(3), '', '']);
    fireEvent.click(screen.getByRole('button', { name: 'Show featured title 5: Movie 5' }));
    expect(arts()).toEqual([url(1), url(2), url(3), '', url(5)]);
  });
  it('shows a skeleton while loading and "No Featured Content" when empty', () => {
    const { rerender } = renderWithChakra(<Hero items={[]} loading />);
    expect(screen.getByTestId('hero-skeleton')).toBeInTheDocument();
    rerender(<Hero items={[]} loading={false} />);
    expect(screen.getByText('No Featured Content')).toBeInTheDocument();
  });
});
