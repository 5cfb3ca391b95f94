// The header's search and menu open state (client/app/layout/header.tsx): it belongs to the page it was
// opened on, closes with the render that shows another address, and stays closed on coming back.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOpenOnPage } from '../../../client/app/layout/header';

describe('useOpenOnPage', () => {
  it('opens on this page, reads closed on the next one at once, and stays closed coming back', () => {
    const { result, rerender } = renderHook(({ path }) => useOpenOnPage(path), {
      initialProps: { path: '/movies/fight-club' },
    });
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);

    rerender({ path: '/faq' });
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](true)); // a click on the new page right after the navigation stays
    expect(result.current[0]).toBe(true);
    act(() => result.current[1](false));
    expect(result.current[0]).toBe(false);

    act(() => result.current[1](true));
    rerender({ path: '/movies/fight-club' });
    expect(result.current[0]).toBe(false); // not reopened by coming back
    rerender({ path: '/faq' });
    expect(result.current[0]).toBe(false);
  });
});
