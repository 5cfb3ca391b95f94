// The average's stars draw half stars, as the one rating rule gives them (issue #45 item 9).
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarDisplay } from '../../../client/features/ratings/components/star-rating';

const drawn = (container: HTMLElement) =>
  [...container.querySelectorAll('.sf-star-shown')].map((el) =>
    el.classList.contains('sf-star-shown--half')
      ? 'half'
      : el.classList.contains('sf-star-shown--on')
        ? 'on'
        : 'off',
  );

describe('StarDisplay', () => {
  it('draws 4.5 as four stars and a half (it drew 5 for 4.5 and 4 for 4.47)', () => {
    expect(drawn(render(<StarDisplay value={4.5} />).container)).toEqual(['on', 'on', 'on', 'on', 'half']);
  });
  it('rounds to the nearest half and stays within 0-5', () => {
    expect(drawn(render(<StarDisplay value={4.2} />).container)).toEqual(['on', 'on', 'on', 'on', 'off']);
    expect(drawn(render(<StarDisplay value={0.3} />).container)).toEqual([
      'half',
      'off',
      'off',
      'off',
      'off',
    ]);
    expect(drawn(render(<StarDisplay value={7} />).container)).toEqual(['on', 'on', 'on', 'on', 'on']);
    expect(drawn(render(<StarDisplay value={-1} />).container)).toEqual(['off', 'off', 'off', 'off', 'off']);
  });
  it('fills the half star on its left half, with an id of its own per row', () => {
    const { container } = render(
      <>
        <StarDisplay value={1.5} />
        <StarDisplay value={2.5} />
      </>,
    );
    const clips = [...container.querySelectorAll('clipPath')].map((c) => c.id);
    expect(clips).toHaveLength(2);
    expect(new Set(clips).size).toBe(2);
    const half = container.querySelector('.sf-star-shown--half path[clip-path]');
    expect(half?.getAttribute('clip-path')).toBe(`url(#${clips[0]})`);
  });
});
