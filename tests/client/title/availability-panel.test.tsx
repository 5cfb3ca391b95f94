import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { WatchProviders } from '../../../api/src/contract';
import { system } from '../../../client/lib/theme';
import { createQueryClient } from '../../../client/lib/query-client';
import { RegionProvider, useRegion } from '../../../client/lib/region';
import { AvailabilityPanel } from '../../../client/features/title/components/availability-panel';

const countries = [
  { iso_3166_1: 'US', english_name: 'United States of America' },
  { iso_3166_1: 'DE', english_name: 'Germany' },
  { iso_3166_1: 'FR', english_name: 'France' },
];

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <RegionProvider>{children}</RegionProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>
  );
}

function CountryProbe() {
  return <output data-testid="country">{useRegion().country}</output>;
}

const fightClub: WatchProviders = {
  results: {
    US: {
      link: 'https://www.themoviedb.org/movie/550/watch?locale=US',
      flatrate: [{ provider_id: 8, provider_name: 'Netflix', logo_path: '/n.jpg' }],
      ads: [{ provider_id: 73, provider_name: 'Tubi TV', logo_path: '/t.jpg' }],
      rent: [{ provider_id: 777001, provider_name: 'Odd Rentals', logo_path: '/o.jpg' }],
      buy: [{ provider_id: 2, provider_name: 'Apple TV', logo_path: null }],
    },
  },
  available_in: ['US', 'DE'],
};

beforeEach(() => {
  localStorage.setItem('selectedCountry', 'US');
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(countries), { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AvailabilityPanel', () => {
  it('renders every group in order with provider links and the credits', async () => {
    render(<AvailabilityPanel title="Fight Club" providers={fightClub} />, { wrapper: Wrapper });
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Subscription', 'Free with ads', 'Rent', 'Buy']);
    const netflix = screen.getByRole('link', { name: 'Netflix, Subscription (opens in a new tab)' });
    expect(netflix).toHaveAttribute('href', 'https://www.netflix.com/');
    expect(netflix).toHaveAttribute('target', '_blank');
    expect(netflix.getAttribute('rel')).toContain('noopener');
    // Unmapped provider: the title's watch page for the country.
    expect(screen.getByRole('link', { name: /Odd Rentals/ })).toHaveAttribute(
      'href',
      'https://www.themoviedb.org/movie/550/watch?locale=US',
    );
    expect(
      screen.getByText('This product uses the TMDB API but is not endorsed or certified by TMDB.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Streaming data by/)).toHaveTextContent('Streaming data by JustWatch');
    expect(
      await screen.findByRole('heading', { name: 'Streaming options in United States of America' }),
    ).toBeInTheDocument();
  });

  it("says it is checking, and nothing else, while the country's offers load", async () => {
    // Germany's offers are not in this answer (it was the US's): no groups, no 'not available'.
    localStorage.setItem('selectedCountry', 'DE');
    render(<AvailabilityPanel title="Fight Club" providers={fightClub} checking />, { wrapper: Wrapper });
    expect(await screen.findByRole('status')).toHaveTextContent('Checking the streaming options in Germany…');
    expect(screen.getByTestId('availability-panel')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('not-available')).toBeNull();
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });

  it('shows the first letter when a logo is missing or fails to load', () => {
    render(<AvailabilityPanel title="Fight Club" providers={fightClub} />, { wrapper: Wrapper });
    const apple = screen.getByRole('link', { name: /Apple TV/ });
    expect(within(apple).getByTestId('provider-letter')).toHaveTextContent('A');
    const netflix = screen.getByRole('link', { name: /Netflix/ });
    fireEvent.error(within(netflix).getByRole('img', { name: 'Netflix' }));
    expect(within(netflix).getByTestId('provider-letter')).toHaveTextContent('N');
  });

  it('says when nothing is available here and offers the countries that have it', async () => {
    const providers: WatchProviders = { results: {}, available_in: ['FR', 'DE'] };
    render(
      <>
        <AvailabilityPanel title="Kill Bill: Vol. 1" providers={providers} />
        <CountryProbe />
      </>,
      { wrapper: Wrapper },
    );
    expect(
      screen.getByText(
        'Kill Bill: Vol. 1 is not currently available on any streaming platforms in your region.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("We'll update this when it becomes available.")).toBeInTheDocument();
    expect(screen.getByText('Available to watch in 2 other countries:')).toBeInTheDocument();
    const buttons = await screen.findAllByRole('button', { name: /Switch country to/ });
    expect(buttons.map((b) => b.textContent)).toEqual(['France', 'Germany']);
    await userEvent.click(screen.getByRole('button', { name: 'Switch country to Germany' }));
    expect(screen.getByTestId('country')).toHaveTextContent('DE');
    expect(localStorage.getItem('selectedCountry')).toBe('DE');
  });

  it('shows no other-countries block when the title is available nowhere', () => {
    render(<AvailabilityPanel title="X" providers={{ results: {}, available_in: [] }} />, {
      wrapper: Wrapper,
    });
    expect(screen.getByTestId('not-available')).toBeInTheDocument();
    expect(screen.queryByTestId('available-elsewhere')).toBeNull();
  });
});
