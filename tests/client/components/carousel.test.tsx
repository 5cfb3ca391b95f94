// Carousel: every item is rendered at once (the server renders the whole row and the browser hydrates it; crawlers,
// keyboard and screen-reader users reach every card); the scroll buttons follow the track.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Carousel } from '../../../client/components/carousel';
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
});
