// A country picked in another tab reaches this page (issue 44): whenever that tab saves it, and when it saved it
// before this page subscribed (while the page loaded or hydrated, when no storage event can reach it).
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COUNTRY_STORAGE_KEY, RegionProvider, useRegion } from '../../../client/lib/region';

function Country() {
  const { country, detecting } = useRegion();
  return <span data-testid="country">{detecting ? 'detecting' : country}</span>;
}

/** What the browser does in this tab when another tab saves the country. */
function saveInAnotherTab(code: string) {
  const oldValue = localStorage.getItem(COUNTRY_STORAGE_KEY);
  localStorage.setItem(COUNTRY_STORAGE_KEY, code);
  window.dispatchEvent(
    new StorageEvent('storage', {
      key: COUNTRY_STORAGE_KEY,
      oldValue,
      newValue: code,
      storageArea: localStorage,
    }),
  );
}

describe('a country saved in another tab', () => {
  it('reaches a page that already listens', async () => {
    localStorage.setItem(COUNTRY_STORAGE_KEY, 'US');
    render(
      <RegionProvider initialCountry="US">
        <Country />
      </RegionProvider>,
    );
    expect(screen.getByTestId('country').textContent).toBe('US');
    act(() => saveInAnotherTab('FR'));
    await waitFor(() => expect(screen.getByTestId('country').textContent).toBe('FR'));
    expect(document.cookie).toContain('sf_country=FR');
  });

  it('reaches a page rendered (on the server) before it was saved, when the page subscribes', async () => {
    // The server rendered for US; the other tab saved DE before this page's app started: no event will come.
    localStorage.setItem(COUNTRY_STORAGE_KEY, 'DE');
    render(
      <RegionProvider initialCountry="US">
        <Country />
      </RegionProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('country').textContent).toBe('DE'));
  });

  it('ends a first visit’s detection, and a late /api/geo answer does not undo it', async () => {
    let answer: (value: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    try {
      render(
        <RegionProvider>
          <Country />
        </RegionProvider>,
      );
      expect(screen.getByTestId('country').textContent).toBe('detecting');
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      act(() => saveInAnotherTab('JP'));
      await waitFor(() => expect(screen.getByTestId('country').textContent).toBe('JP'));
      await act(async () => {
        answer(
          new Response(JSON.stringify({ country_code: 'GB' }), {
            headers: { 'Content-Type': 'application/json' },
          }),
        );
        await new Promise((r) => setTimeout(r, 0));
      });
      expect(screen.getByTestId('country').textContent).toBe('JP');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
