import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useAfterNextFrame } from '../../../client/lib/use-after-next-frame';

function Probe({ onFrame }: { onFrame?: () => void }) {
  return <output data-testid="ready">{String(useAfterNextFrame(onFrame))}</output>;
}

describe('useAfterNextFrame', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is false in the first frame, true (and onFrame called once) in a task after it', async () => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
    });
    const onFrame = vi.fn();
    const { rerender } = render(<Probe onFrame={onFrame} />);
    expect(screen.getByTestId('ready').textContent).toBe('false');
    await act(async () => vi.advanceTimersToNextFrame());
    expect(onFrame).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(onFrame).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('ready').textContent).toBe('true');
    rerender(<Probe onFrame={() => onFrame()} />);
    await act(async () => vi.advanceTimersByTime(2000));
    expect(onFrame).toHaveBeenCalledTimes(1);
  });
});
