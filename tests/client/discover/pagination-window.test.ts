import { describe, expect, it } from 'vitest';
import { paginationWindow } from '../../../client/components/pagination';

// The advanced search pagination window (docs/spec.md §2): up to 5 numbers, no ellipsis.
describe('advanced search pagination window', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first 5 while the current page is 3 or less', () => {
    expect(paginationWindow(1, 50)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(3, 50)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the last 5 when the current page is one of the last two', () => {
    expect(paginationWindow(50, 50)).toEqual([46, 47, 48, 49, 50]);
    expect(paginationWindow(49, 50)).toEqual([46, 47, 48, 49, 50]);
    expect(paginationWindow(6, 7)).toEqual([3, 4, 5, 6, 7]);
  });

  it('centres the current page otherwise', () => {
    expect(paginationWindow(4, 50)).toEqual([2, 3, 4, 5, 6]);
    expect(paginationWindow(25, 50)).toEqual([23, 24, 25, 26, 27]);
    expect(paginationWindow(48, 50)).toEqual([46, 47, 48, 49, 50]);
  });
});
