// The country selector: only the selected country until the visitor reaches for the field (issue #10), then
// every country in display order, names shown as text, the selected one selected, and a pick saved.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Country } from '../../../api/src/contract';
import { queryKeys } from '../../../client/lib/query-keys';
import { RegionProvider } from '../../../client/lib/region';
import { CountrySelector } from '../../../client/features/region/components/country-selector';

const COUNTRIES: Country[] = [
  { iso_3166_1: 'BA', english_name: 'Bosnia & Herzegovina' },
  { iso_3166_1: 'FR', english_name: 'France' },
  { iso_3166_1: 'XX', english_name: '<b>Not bold</b> "quoted"' },
  { iso_3166_1: 'US', english_name: 'United States' },
];

function renderSelector(countries: Country[] = COUNTRIES) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.countries(), countries);
  return render(
    <QueryClientProvider client={client}>
      <RegionProvider>
        <CountrySelector />
      </RegionProvider>
    </QueryClientProvider>,
  );
}

const options = (select: HTMLSelectElement) => [...select.options].map((o) => [o.value, o.textContent]);

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('CountrySelector', () => {
  it('holds the selected country, then every country once the visitor reaches for it; a pick is saved', async () => {
    localStorage.setItem('selectedCountry', 'FR');
    renderSelector();
    const select = (await screen.findByRole('combobox', { name: 'Country' })) as HTMLSelectElement;
    await act(async () => {});
    expect(options(select)).toEqual([['FR', 'France']]);
    expect(select.value).toBe('FR');

    fireEvent.focus(select);
    // US and France first (docs/spec.md §9), then by English name; names are text, never markup.
    expect(options(select)).toEqual([
      ['US', 'United States'],
      ['FR', 'France'],
      ['XX', '<b>Not bold</b> "quoted"'],
      ['BA', 'Bosnia & Herzegovina'],
    ]);
    expect(select.querySelector('b')).toBeNull();
    expect(select.value).toBe('FR');
    expect(select.selectedOptions[0]?.textContent).toBe('France');

    fireEvent.change(select, { target: { value: 'BA' } });
    expect(select.value).toBe('BA');
    expect(localStorage.getItem('selectedCountry')).toContain('BA');
  });

  it('falls back to the first country when detection ends on a code the list lacks, even the one shown', async () => {
    // Nothing saved: /api/geo answers US, which is also the code shown while detecting; this list has no US.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ country_code: 'US' }), {
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    renderSelector(COUNTRIES.filter((c) => c.iso_3166_1 !== 'US'));
    const select = (await screen.findByRole('combobox', { name: 'Country' })) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.value).toBe('FR');
    expect(localStorage.getItem('selectedCountry')).toBeNull();
  });
});
