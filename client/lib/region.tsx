// Selected country (docs/spec.md §4): saved `selectedCountry` first, else GET /api/geo (docs/decisions.md #4), else US.
// Every list and availability panel reads the country from here; changing it saves it.
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
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

/** The selected country and how to change it: what every list, card and availability panel reads. */
interface SelectedCountry {
  /** ISO 3166-1 code; DEFAULT_COUNTRY while detecting so queries can start. */
  country: string;
  setCountry: (code: string) => void;
  /**
   * docs/spec.md §4: a detected (or saved) code must match the country list; otherwise US, or the first
   * country. Called once the list is known, and again when detection ends; not saved (the visitor did not
   * pick it). Does nothing while detecting.
   */
  matchKnown: (codes: readonly string[]) => void;
}

interface RegionState extends SelectedCountry {
  /** True until the first visit's detection (GET /api/geo) has answered. */
  detecting: boolean;
}

// Two contexts: the end of detection re-renders only what waits for it (pages that fetch for the detected
// country, the selectors), not every reader of the country (a title page, each card's actions), which would
// re-render whole pages for an unchanged country (~100 ms at 4x CPU on a title page, issue #10).
const RegionContext = createContext<SelectedCountry | null>(null);
const DetectingContext = createContext(false);

/** The cookie that tells the server the saved country, so it renders pages for it (client/entry-server.tsx). */
export const COUNTRY_COOKIE = 'sf_country';

function saveCountryCookie(code: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${COUNTRY_COOKIE}=${code}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export function RegionProvider({
  children,
  initialCountry,
}: {
  children: ReactNode;
  /** The country the server rendered the page for (it read the cookie or detected it): no detection needed. */
  initialCountry?: string;
}) {
  const [country, setCountryState] = useState<string>(
    () => initialCountry ?? readSavedCountry() ?? DEFAULT_COUNTRY,
  );
  const [detecting, setDetecting] = useState<boolean>(
    () => initialCountry === undefined && readSavedCountry() === null,
  );

  // The saved choice wins, read when this page subscribes and again whenever another tab saves one: a page the
  // server rendered for another country than the one saved here (a cookie cleared, an older visit), a country
  // picked in another tab while this page loaded or hydrated (no storage event reaches a page before it
  // listens), or later. The cookie tells the server from now on.
  useEffect(() => {
    const follow = () => {
      const saved = readSavedCountry();
      if (!saved) return;
      saveCountryCookie(saved);
      startTransition(() => {
        setCountryState((current) => (current === saved ? current : saved));
        setDetecting(false);
      });
    };
    const onStorage = (e: StorageEvent) => {
      // key null: the other tab cleared the whole storage.
      if (e.key === COUNTRY_STORAGE_KEY || e.key === null) follow();
    };
    window.addEventListener('storage', onStorage);
    follow();
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    if (!detecting) return;
    let cancelled = false;
    void detectCountry().then((code) => {
      if (cancelled) return;
      // In a transition: the pages that waited for detection render again in slices, not in one task (an
      // update from a network answer is otherwise rendered synchronously: ~140 ms at 4x CPU on
      // /advanced-search/movie, issue #10).
      startTransition(() => {
        setCountryState(code);
        setDetecting(false);
      });
    });
    return () => {
      cancelled = true;
    };
  }, [detecting]);

  const setCountry = useCallback((code: string) => {
    const upper = code.toUpperCase();
    if (!CODE.test(upper)) return;
    safeLocalStorage.setItem(COUNTRY_STORAGE_KEY, upper);
    saveCountryCookie(upper);
    setCountryState(upper);
    setDetecting(false);
  }, []);

  // Reads detection's state at call time, so the function (and the context's value) changes with the country only.
  // Kept in a layout effect: set after each commit, before any component's effect can call matchKnown.
  const detectingNow = useRef(detecting);
  useLayoutEffect(() => {
    detectingNow.current = detecting;
  }, [detecting]);
  const matchKnown = useCallback(
    (codes: readonly string[]) => {
      if (detectingNow.current || codes.length === 0 || codes.includes(country)) return;
      setCountryState(codes.includes(DEFAULT_COUNTRY) ? DEFAULT_COUNTRY : codes[0]);
    },
    [country],
  );

  const value = useMemo(() => ({ country, setCountry, matchKnown }), [country, setCountry, matchKnown]);
  return (
    <RegionContext.Provider value={value}>
      <DetectingContext.Provider value={detecting}>{children}</DetectingContext.Provider>
    </RegionContext.Provider>
  );
}

/** The selected country, without re-rendering when detection ends on the same country. */
export function useSelectedCountry(): SelectedCountry {
  const ctx = useContext(RegionContext);
  if (!ctx) throw new Error('useRegion must be used inside <RegionProvider>');
  return ctx;
}

/** The selected country and whether the first visit's detection is still running. */
export function useRegion(): RegionState {
  return { ...useSelectedCountry(), detecting: useContext(DetectingContext) };
}
