import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StarRating } from '../../../client/features/ratings/components/star-rating';
import { renderWithChakra } from '../components/render';

function Controlled({ initial = 0, onChange }: { initial?: number; onChange?: (v: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <StarRating
      value={value}
      label="Rate Fight Club"
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

const star = (n: number) => screen.getByRole('radio', { name: `Rate ${n} out of 5 stars` });

describe('StarRating', () => {
  it('is a labelled radio group of 5 stars', () => {
    renderWithChakra(<Controlled />);
    expect(screen.getByRole('radiogroup', { name: 'Rate Fight Club' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(star(1)).toHaveAttribute('tabindex', '0');
    expect(star(2)).toHaveAttribute('tabindex', '-1');
  });
  it('sets the clicked value and resets to 0 when the current star is clicked again', async () => {
    const onChange = vi.fn();
    renderWithChakra(<Controlled onChange={onChange} />);
    await userEvent.click(star(4));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(star(4)).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('star-rating')).toHaveAttribute('data-value', '4');
    await userEvent.click(star(4));
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(
      screen.getAllByRole('radio').filter((r) => r.getAttribute('aria-checked') === 'true'),
    ).toHaveLength(0);
  });
  it('moves the choice with arrow keys, Home/End, and clears with Delete', async () => {
    const onChange = vi.fn();
    renderWithChakra(<Controlled initial={2} onChange={onChange} />);
    star(2).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(star(3)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenCalledTimes(3);
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(5);
    await userEvent.keyboard('{Delete}');
    expect(onChange).toHaveBeenLastCalledWith(0);
  });
  it('highlights up to the hovered star and clears on leave', () => {
    renderWithChakra(<Controlled initial={1} />);
    const group = screen.getByTestId('star-rating');
    fireEvent.mouseEnter(star(3));
    const filled = () => group.querySelectorAll('path[fill="currentColor"]').length;
    expect(filled()).toBe(3);
    fireEvent.mouseLeave(group);
    expect(filled()).toBe(1);
  });
  it('ignores clicks, keys and hover when read-only', async () => {
    const onChange = vi.fn();
    renderWithChakra(<StarRating value={2} label="Rate" readOnly onChange={onChange} />);
    await userEvent.click(star(5));
    star(2).focus();
    await userEvent.keyboard('{ArrowRight}');
    fireEvent.mouseEnter(star(5));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-readonly', 'true');
    expect(screen.getByTestId('star-rating').querySelectorAll('path[fill="currentColor"]')).toHaveLength(2);
  });
});
