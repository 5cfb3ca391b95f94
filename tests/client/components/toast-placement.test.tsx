// A toast goes to the edge away from the control last used (issue #45), still one at a time.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster, placementFor, toaster } from '../../../client/components/toaster';
import { renderWithChakra } from './render';

afterEach(() => {
  act(() => toaster.remove());
});

const regionOf = (title: string) =>
  screen.getByText(title).closest('[data-scope="toast"][data-part="group"]')?.getAttribute('data-placement');

describe('toast placement', () => {
  it('puts a toast in the half of the screen away from the control last used', () => {
    expect(placementFor(700, 800)).toBe('top-end');
    expect(placementFor(401, 800)).toBe('top-end');
    expect(placementFor(400, 800)).toBe('bottom-end');
    expect(placementFor(20, 800)).toBe('bottom-end');
    expect(placementFor(null, 800)).toBe('bottom-end');
  });

  it('follows the pointer, keeps one toast at a time, and acts on it wherever it is', async () => {
    renderWithChakra(<AppToaster />);
    fireEvent.pointerDown(document.body, { clientY: window.innerHeight - 10 });
    act(() => void toaster.create({ id: 'low', title: 'Pressed low' }));
    await screen.findByText('Pressed low');
    expect(regionOf('Pressed low')).toBe('top-end');

    fireEvent.pointerDown(document.body, { clientY: 5 });
    act(() => void toaster.create({ id: 'high', title: 'Pressed high' }));
    await screen.findByText('Pressed high');
    expect(regionOf('Pressed high')).toBe('bottom-end');
    // The other region's toast leaves (closing: its exit animation does not run in jsdom).
    const state = (title: string) =>
      screen
        .queryByText(title)
        ?.closest('[data-scope="toast"][data-part="root"]')
        ?.getAttribute('data-state');
    await waitFor(() => expect(state('Pressed low') ?? 'closed').toBe('closed'));
    expect(state('Pressed high')).toBe('open');
    expect(toaster.isVisible('high')).toBe(true);
    act(() => toaster.dismiss('high'));
    await waitFor(() => expect(state('Pressed high') ?? 'closed').toBe('closed'));
  });
});
