import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useScrollHeader } from '../../../client/app/layout/use-scroll-header';

function Probe() {
  const { hidden, solid } = useScrollHeader();
  return <output data-testid="state">{`${hidden ? 'hidden' : 'shown'} ${solid ? 'solid' : 'clear'}`}</output>;
}

describe('useScrollHeader', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reads no scroll position when it mounts (a forced layout in the first frame), only on scroll', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    let y = 0;
    const reads = vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
    render(<Probe />);
    act(() => vi.advanceTimersToNextFrame());
    expect(reads).not.toHaveBeenCalled();
    expect(screen.getByTestId('state').textContent).toBe('shown clear');

    y = 400;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersToNextFrame();
    });
    expect(reads).toHaveBeenCalled();
    expect(screen.getByTestId('state').textContent).toBe('hidden solid');
  });
});
