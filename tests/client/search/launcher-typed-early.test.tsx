// The home page's search launcher is in the server's HTML, so a visitor can tap it and type before the page's
// scripts have run. Once hydrated it must open the search modal for what was typed (the modal's field takes the
// text over and suggests), not wait for one more key: the text stayed in the field, but nothing looked it up.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { SearchLauncher } from '../../../client/features/search/components/search-launcher';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The launcher's server HTML in the page, `typed` into it (focused when `focused`) before it hydrates. */
async function hydrateAfterTyping(typed: string, focused: boolean) {
  const onOpen = vi.fn();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SearchLauncher onOpen={() => undefined} />);
  document.body.append(container);
  const input = container.querySelector('input')!;
  input.value = typed;
  if (focused) input.focus();
  await act(async () => {
    root = hydrateRoot(container, <SearchLauncher onOpen={onOpen} />);
  });
  return { onOpen, input };
}

describe('the search launcher typed into before hydration', () => {
  it('opens the search once hydrated, the text still in its field', async () => {
    const { onOpen, input } = await hydrateAfterTyping('fight', true);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(input.value).toBe('fight');
  });

  it('stays closed when nothing was typed, or the visitor has moved on from it', async () => {
    expect((await hydrateAfterTyping('', true)).onOpen).not.toHaveBeenCalled();
    act(() => root?.unmount());
    document.body.innerHTML = '';
    // A value the browser restored (back to the page) in a field nobody is typing into.
    expect((await hydrateAfterTyping('fight', false)).onOpen).not.toHaveBeenCalled();
  });
});
