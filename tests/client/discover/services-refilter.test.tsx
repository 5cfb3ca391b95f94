// The advanced search follows My services picked elsewhere (the dialog, issue #14), but not the ones it saves
// itself (Apply, Clear) nor a change of country.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DiscoverFilters } from '../../../client/features/discover/filters';
import { useServicesRefilter, withServices } from '../../../client/features/discover/services-refilter';
import { saveServices, SERVICES_STORAGE_KEY } from '../../../client/lib/my-services';

afterEach(() => localStorage.removeItem(SERVICES_STORAGE_KEY));

const base: DiscoverFilters = { sortBy: 'popularity.desc', genres: [28] };

describe('withServices', () => {
  it('sets or drops the provider filter of the country, keeping the other filters', () => {
    expect(withServices(base, [8, 337], 'US')).toEqual({ ...base, providers: [8, 337], watchRegion: 'US' });
    expect(withServices({ ...base, providers: [8], watchRegion: 'US' }, [], 'US')).toEqual(base);
  });
});

describe('useServicesRefilter', () => {
  it('re-filters on a change made elsewhere, not on its own or on a country change', () => {
    const goTo = vi.fn();
    const { result, rerender } = renderHook(
      ({ country, filters }: { country: string; filters: DiscoverFilters }) =>
        useServicesRefilter(country, filters, goTo),
      { initialProps: { country: 'US', filters: base } },
    );
    expect(goTo).not.toHaveBeenCalled();

    act(() => saveServices('US', [8])); // the dialog
    expect(goTo).toHaveBeenCalledTimes(1);
    expect(goTo).toHaveBeenLastCalledWith({ ...base, providers: [8], watchRegion: 'US' });
    rerender({ country: 'US', filters: { ...base, providers: [8], watchRegion: 'US' } });
    expect(goTo).toHaveBeenCalledTimes(1);

    act(() => {
      result.current([8, 9]); // Apply in the page's own panel, which navigates itself
      saveServices('US', [8, 9]);
    });
    expect(goTo).toHaveBeenCalledTimes(1);
    rerender({ country: 'US', filters: { ...base, providers: [8, 9], watchRegion: 'US' } });

    // Another country's choice leaves this one's as it is: nothing to do.
    act(() => saveServices('FR', [381]));
    expect(goTo).toHaveBeenCalledTimes(1);

    act(() => saveServices('GB', [29]));
    rerender({ country: 'GB', filters: { ...base, providers: [8, 9], watchRegion: 'US' } });
    expect(goTo).toHaveBeenCalledTimes(1);

    act(() => saveServices('GB', [])); // the dialog again, in the new country
    expect(goTo).toHaveBeenCalledTimes(2);
    expect(goTo).toHaveBeenLastCalledWith(base);
  });
});
