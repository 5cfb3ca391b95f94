import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NumberedPagination,
  PrevNextPagination,
  paginationWindow,
} from '../../../client/components/pagination';
import { renderWithChakra } from './render';

describe('paginationWindow', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(3, 4)).toEqual([1, 2, 3, 4]);
    expect(paginationWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('shows the first 5 while current <= 3', () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(3, 20)).toEqual([1, 2, 3, 4, 5]);
  });
  it('centres on current in the middle', () => {
    expect(paginationWindow(4, 20)).toEqual([2, 3, 4, 5, 6]);
    expect(paginationWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(paginationWindow(18, 20)).toEqual([16, 17, 18, 19, 20]);
  });
  it('shows the last 5 when current is within the last 2', () => {
    expect(paginationWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(paginationWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });
  it('returns nothing without pages and clamps out-of-range pages', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
    expect(paginationWindow(99, 7)).toEqual([3, 4, 5, 6, 7]);
  });
});

describe('NumberedPagination', () => {
  it('marks the current page, shows an ellipsis and the last page, disables Previous on page 1', async () => {
    const onChange = vi.fn();
    renderWithChakra(<NumberedPagination page={1} totalPages={42} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByText('…')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Last page, 42' }));
    expect(onChange).toHaveBeenLastCalledWith(42);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });
  it('disables Next on the last page and drops the extra last-page button', () => {
    renderWithChakra(<NumberedPagination page={42} totalPages={42} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Last page/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Page 38' })).toBeInTheDocument();
  });
  it('renders nothing for a single page', () => {
    const { container } = render(<NumberedPagination page={1} totalPages={1} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('PrevNextPagination', () => {
  it('is bounded at 1 and total pages', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithChakra(<PrevNextPagination page={1} totalPages={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onChange).toHaveBeenCalledWith(2);
    rerender(<PrevNextPagination page={3} totalPages={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  });
});
