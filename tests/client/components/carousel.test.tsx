// Carousel: only the items in view mount at first; the rest when the row nears the viewport, when focus
// enters it, or when the browser is idle (issue #10, "render what is seen").
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { Carousel, visibleItemCount } from '../../../client/components/carousel';
import { renderWithChakra } from './render';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observers: Callback[] = [];

class FakeObserver {
  constructor(private readonly cb: Callback) {
    observers.push(cb);
  }
  observe() {}
  disconnect() {
    observers = observers.filter((c) => c !== this.cb);
  }
}

const items = Array.from({ length: 10 }, (_, i) => <a href={`/t/${i}`}>{`Card ${i + 1}`}</a>);
const mounted = () => screen.queryAllByRole('link', { name: /^Card / }).length;

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('innerWidth', 390);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Carousel', () => {
  it('counts the items a row shows at each width', () => {
    expect([360, 480, 768, 1024, 1280, 1440].map(visibleItemCount)).toEqual([3, 4, 5, 6, 7, 7]);
  });

  it('mounts the visible items first, placeholders of the same box for the rest, all when near the viewport', () => {
    renderWithChakra(<Carousel title="Row" loading={false} items={items} />);
    expect(mounted()).toBe(3);
    expect(screen.getAllByTestId('deferred-card')).toHaveLength(7);
    // Each waiting card is a single element: a home page has ~17 per row.
    for (const card of screen.getAllByTestId('deferred-card')) expect(card.childElementCount).toBe(0);
    expect(screen.getByTestId('carousel-track').children).toHaveLength(10);
    act(() => observers.forEach((cb) => cb([{ isIntersecting: true }])));
    expect(mounted()).toBe(10);
    expect(screen.queryAllByTestId('deferred-card')).toHaveLength(0);
  });

  it('mounts every item when focus enters the row, so Tab reaches them all', () => {
    renderWithChakra(<Carousel title="Row" loading={false} items={items} />);
    expect(mounted()).toBe(3);
    fireEvent.focus(screen.getByTestId('carousel-track'));
    expect(mounted()).toBe(10);
  });

  it('mounts every item once the browser is idle, even out of view', () => {
    vi.useFakeTimers();
    renderWithChakra(<Carousel title="Row" loading={false} items={items} />);
    expect(mounted()).toBe(3);
    act(() => vi.advanceTimersByTime(5000));
    expect(mounted()).toBe(10);
  });
});
