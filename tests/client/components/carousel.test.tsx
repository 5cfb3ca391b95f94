// Carousel: every item is rendered at once (the server renders the whole row and the browser hydrates it; crawlers,
// keyboard and screen-reader users reach every card); the scroll buttons follow the track.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Carousel } from '../../../client/components/carousel';
import { holdHydration, openHydrationGate } from '../../../client/components/hydrate-later';
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
  it('renders every item at once, as the server does: links and Tab reach them all before any scroll', () => {
    renderWithChakra(<Carousel title="Row" loading={false} items={items} />);
    expect(mounted()).toBe(10);
    expect(screen.getByTestId('carousel-track').children).toHaveLength(10);
    expect(screen.queryAllByTestId('deferred-card')).toHaveLength(0);
  });

  it('shows every card of a list that arrives in the browser at once, while the page still holds its later parts', () => {
    // A hydrated page before its first idle moment (app/start.tsx): the server's later cards wait behind the gate.
    holdHydration();
    try {
      const { rerender } = renderWithChakra(<Carousel title="Row" loading items={[]} />);
      rerender(<Carousel title="Row" loading={false} items={items} />);
      // This list was never in the server's HTML: nothing to wait for (issue 44, another-tab: 3 of 10 cards).
      expect(mounted()).toBe(10);
      expect(screen.getByTestId('carousel-track').children).toHaveLength(10);
    } finally {
      // The gate opened, as every page's does: later parts of other tests render in place, as before.
      openHydrationGate();
    }
  });
});
