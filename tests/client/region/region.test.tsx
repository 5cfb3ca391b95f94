import { describe, expect, it, vi } from 'vitest';
import { detectCountry, readSavedCountry } from '../../../client/lib/region';
import { COUNTRY_PRIORITY as PRIORITY, orderCountries } from '../../../client/api/countries';
import countriesJson from '../../../api/src/catalog/sources/embedded/data/countries.json';
import { languageForCountry, localLanguage } from '../../../client/features/region/local-language';

describe('country detection order', () => {
  it('uses the saved country first, without asking /api/geo', async () => {
    localStorage.setItem('selectedCountry', 'FR');
    const geo = vi.fn(async () => ({ country_code: 'DE' }));
    expect(await detectCountry(localStorage, geo)).toBe('FR');
    expect(geo).not.toHaveBeenCalled();
  });
  it('reads the old JSON form of the saved country', () => {
    localStorage.setItem('selectedCountry', JSON.stringify({ iso_3166_1: 'jp', english_name: 'Japan' }));
    expect(readSavedCountry()).toBe('JP');
  });
  it('asks /api/geo when nothing is saved, or the saved value is unreadable', async () => {
    expect(await detectCountry(localStorage, async () => ({ country_code: 'kr' }))).toBe('KR');
    localStorage.setItem('selectedCountry', '{broken');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await detectCountry(localStorage, async () => ({ country_code: 'IN' }))).toBe('IN');
    warn.mockRestore();
  });
  it('falls back to US when geo fails or answers nonsense', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      await detectCountry(localStorage, async () => {
        throw new Error('offline');
      }),
    ).toBe('US');
    expect(await detectCountry(localStorage, async () => ({ country_code: 'nowhere' }))).toBe('US');
    warn.mockRestore();
  });
});

describe('country list order', () => {
  it('puts US, GB, CA, AU, IN, JP, KR, FR, DE first, then the rest alphabetically', () => {
    const names: Record<string, string> = {
      DE: 'Germany',
      BR: 'Brazil',
      US: 'United States',
      AR: 'Argentina',
      KR: 'South Korea',
      GB: 'United Kingdom',
      ZA: 'South Africa',
      FR: 'France',
      CA: 'Canada',
      IN: 'India',
      JP: 'Japan',
      AU: 'Australia',
    };
    const list = Object.entries(names).map(([iso_3166_1, english_name]) => ({ iso_3166_1, english_name }));
    expect(orderCountries(list).map((c) => c.iso_3166_1)).toEqual([
      'US',
      'GB',
      'CA',
      'AU',
      'IN',
      'JP',
      'KR',
      'FR',
      'DE',
      'AR',
      'BR',
      'ZA',
    ]);
  });

  it('orders the bundled country list as Intl.Collator("en") does, accents and punctuation included', () => {
    const bundled = (countriesJson as Array<{ iso_3166_1: string; english_name: string }>).filter(
      (c) => c.english_name,
    );
    // Reversed, so the order is worked out rather than kept; and with accented names TMDB may send.
    const list = [
      ...bundled.reverse(),
      { iso_3166_1: 'AX', english_name: 'Åland Islands' },
      { iso_3166_1: 'RE', english_name: 'Réunion' },
      { iso_3166_1: 'CW', english_name: 'Curaçao' },
      { iso_3166_1: 'TR', english_name: 'Türkiye' },
    ];
    const collator = new Intl.Collator('en');
    const expected = list
      .filter((c) => !PRIORITY.includes(c.iso_3166_1))
      .map((c) => c.english_name)
      .sort((a, b) => collator.compare(a, b));
    const got = orderCountries(list).map((c) => c.english_name);
    expect(got.slice(0, PRIORITY.length)).toEqual(
      PRIORITY.map((code) => list.find((c) => c.iso_3166_1 === code)!.english_name),
    );
    expect(got.slice(PRIORITY.length)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(130);
  });
});

describe('language by country', () => {
  it('follows the spec table, default English; local carousels only for non-English', () => {
    expect(languageForCountry('IN')).toBe('hi');
    expect(languageForCountry('mx')).toBe('es');
    expect(languageForCountry('BR')).toBe('pt');
    expect(languageForCountry('GB')).toBe('en');
    expect(localLanguage('US')).toBeNull();
    expect(localLanguage('KR')).toEqual({ code: 'ko', name: 'Korean' });
  });
});

describe('a detected code the country list does not know', () => {
  it('falls back to US, or to the first country when US is not listed, without saving it', async () => {
    const { act, renderHook, waitFor } = await import('@testing-library/react');
    const { RegionProvider, useRegion } = await import('../../../client/lib/region');
    localStorage.setItem('selectedCountry', 'ZZ');
    const { result } = renderHook(() => useRegion(), { wrapper: RegionProvider });
    expect(result.current.country).toBe('ZZ');
    act(() => result.current.matchKnown(['GB', 'US']));
    await waitFor(() => expect(result.current.country).toBe('US'));
    act(() => result.current.matchKnown(['GB', 'FR']));
    await waitFor(() => expect(result.current.country).toBe('GB'));
    act(() => result.current.matchKnown(['GB', 'FR']));
    expect(result.current.country).toBe('GB');
    expect(localStorage.getItem('selectedCountry')).toBe('ZZ');
  });
});

describe('the end of detection', () => {
  it('re-renders what waits for it, not the readers of an unchanged country', async () => {
    const { render, screen, waitFor } = await import('@testing-library/react');
    const { RegionProvider, useRegion, useSelectedCountry } = await import('../../../client/lib/region');
    let answer: (value: Response) => void = () => {};
    const fetchMock = vi.fn(
      (input: RequestInfo | URL) =>
        new Promise<Response>((resolve) => {
          expect(String(input)).toContain('/api/geo');
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const renders = { country: 0, region: 0 };
    function CountryReader() {
      renders.country += 1;
      return <span data-testid="country">{useSelectedCountry().country}</span>;
    }
    function RegionReader() {
      renders.region += 1;
      const { country, detecting } = useRegion();
      return <span data-testid="region">{detecting ? 'detecting' : country}</span>;
    }
    try {
      render(
        <RegionProvider>
          <CountryReader />
          <RegionReader />
        </RegionProvider>,
      );
      expect(screen.getByTestId('region').textContent).toBe('detecting');
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      answer(
        new Response(JSON.stringify({ country_code: 'US' }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      );
      await waitFor(() => expect(screen.getByTestId('region').textContent).toBe('US'));
      expect(screen.getByTestId('country').textContent).toBe('US');
      expect(renders).toEqual({ country: 1, region: 2 });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
