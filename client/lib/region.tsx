// Selected country (docs/spec.md §4): saved `selectedCountry` first, else GET /api/geo (docs/decisions.md #4), else US.
// Every list and availability panel reads the country from here; changing it saves it.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { GeoResult } from '../../api/src/contract';
import { apiGet } from './api-client';
import { safeLocalStorage } from './safe-storage';

export const COUNTRY_STORAGE_KEY = 'selectedCountry';
export const DEFAULT_COUNTRY = 'US';

const CODE = /^[A-Z]{2}$/;

/** Reads the saved country; the old site stored JSON ({iso_3166_1}) or a plain code. Bad data is logged. */
export function readSavedCountry(storage: Storage = safeLocalStorage): string | null {
  const raw = storage.getItem(COUNTRY_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = raw.startsWith('{') || raw.startsWith('"') ? JSON.parse(raw) : raw;
    const code =
      typeof parsed === 'string' ? parsed : (parsed as { iso_3166_1?: unknown } | null)?.iso_3166_1;
    if (typeof code === 'string' && CODE.test(code.toUpperCase())) return code.toUpperCase();
  } catch (err) {
    console.warn('Could not read the saved country', err);
  }
  return null;
}

/** Detection order: saved, then /api/geo, then US. */
export async function detectCountry(
  storage: Storage = safeLocalStorage,
  geo: () => Promise<GeoResult> = () => apiGet<GeoResult>('/api/geo'),
): Promise<string> {
  const saved = readSavedCountry(storage);
  if (saved) return saved;
  try {
    const { country_code } = await geo();
    if (typeof country_code === 'string' && CODE.test(country_code.toUpperCase()))
      return country_code.toUpperCase();
  } catch (err) {
    console.warn('Country detection failed, using US', err);
  }
  return DEFAULT_COUNTRY;
}

interface RegionState {
  /** ISO 3166-1 code; DEFAULT_COUNTRY while detecting so queries can start. */
  country: string;
  detecting: boolean;
  setCountry: (code: string) => void;
  /**
   * docs/spec.md §4: a detected (or saved) code must match the country list; otherwise US, or the first
   * country. Called once the list is known; not saved (the visitor did not pick it).
   */
  matchKnown: (codes: readonly string[]) => void;
}

const RegionContext = createContext<RegionState | null>(null);

export function RegionProvider({ children }: { children: ReactNode }) {
  const [country, setCountryState] = useState<string>(() => readSavedCountry() ?? DEFAULT_COUNTRY);
  const [detecting, setDetecting] = useState<boolean>(() => readSavedCountry() === null);

  useEffect(() => {
    if (!detecting) return;
    let cancelled = false;
    void detectCountry().then((code) => {
      if (cancelled) return;
      setCountryState(code);
      setDetecting(false);
    });
    return () => {
      cancelled = true;
    };
  }, [detecting]);

  const setCountry = useCallback((code: string) => {
    const upper = code.toUpperCase();
    if (!CODE.test(upper)) return;
    safeLocalStorage.setItem(COUNTRY_STORAGE_KEY, upper);
    setCountryState(upper);
    setDetecting(false);
  }, []);

  const matchKnown = useCallback(
    (codes: readonly string[]) => {
      if (detecting || codes.length === 0 || codes.includes(country)) return;
      setCountryState(codes.includes(DEFAULT_COUNTRY) ? DEFAULT_COUNTRY : codes[0]);
    },
    [country, detecting],
  );

  const value = useMemo(
    () => ({ country, detecting, setCountry, matchKnown }),
    [country, detecting, setCountry, matchKnown],
  );
  return <RegionContext.Provider value={value}>{children}</RegionContext.Provider>;
}

export function useRegion(): RegionState {
  const ctx = useContext(RegionContext);
  if (!ctx) throw new Error('useRegion must be used inside <RegionProvider>');
  return ctx;
}
