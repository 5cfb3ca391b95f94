import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster, toaster, updateToaster } from '../../../client/components/toaster';
import { SWIPE_THRESHOLD_PX } from '../../../client/components/toast-view';
import { renderWithChakra } from './render';

afterEach(() => {
  act(() => {
    toaster.remove();
    updateToaster.remove();
  });
});

const toastRoot = (title: string) =>
  screen.getByText(title).closest('[data-scope="toast"][data-part="root"]')!;

function drag(el: Element, dx: number) {
  fireEvent.pointerDown(el, { pointerId: 1, clientX: 100, clientY: 10 });
  fireEvent.pointerMove(el, { pointerId: 1, clientX: 100 + dx, clientY: 10 });
  fireEvent.pointerUp(el, { pointerId: 1, clientX: 100 + dx, clientY: 10 });
}

describe('AppToaster', () => {
  it('shows toasts for 5 s, one at a time', async () => {
    renderWithChakra(<AppToaster />);
    act(() => void toaster.create({ id: 'a', title: 'First' }));
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(toaster.getCount()).toBe(1);
    const created = toaster.getVisibleToasts()[0];
    expect(created?.duration).toBe(5000);
  });

  it('dismisses a toast swiped right past the threshold, and keeps one swiped less', async () => {
    renderWithChakra(<AppToaster />);
    act(() => void toaster.create({ id: 'swipe', title: 'Swipe me' }));
    await screen.findByText('Swipe me');
    // Chakra runs the dismissal itself (its exit animation does not run in jsdom): we check it is asked for.
    const dismiss = vi.spyOn(toaster, 'dismiss');
    drag(toastRoot('Swipe me'), SWIPE_THRESHOLD_PX - 10);
    expect(dismiss).not.toHaveBeenCalled();
    expect((toastRoot('Swipe me') as HTMLElement).style.transform).toBe('');
    drag(toastRoot('Swipe me'), SWIPE_THRESHOLD_PX + 10);
    expect(dismiss).toHaveBeenCalledWith('swipe');
    dismiss.mockRestore();
  });

  it('a waiting update notice does not hold other toasts back', async () => {
    renderWithChakra(<AppToaster />);
    act(() => {
      updateToaster.create({ id: 'app-update', title: 'A new version is available', duration: Infinity });
      toaster.create({ id: 'copied', title: 'Link copied to clipboard!' });
    });
    expect(await screen.findByText('A new version is available')).toBeInTheDocument();
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
  });
});
