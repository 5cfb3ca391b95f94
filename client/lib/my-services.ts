// My services (issue #14): the streaming services the visitor pays for, per country, kept on the device and
// used site-wide (My List groups, the 'On your service' badge, the home row, the discover provider preset).
// One store in localStorage with a change signal, so every part of the page updates when the dialog saves.
import { useSyncExternalStore } from 'react';
import { safeLocalStorage } from './safe-storage';

export const SERVICES_STORAGE_KEY = 'streamfinder_my_services';
const EVENT = 'streamfinder:my-services';

export type ServicesByCountry = Record<string, number[]>;

export function readAllServices(storage: Storage = safeLocalStorage): ServicesByCountry {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SERVICES_STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const out: ServicesByCountry = {};
    for (const [country, ids] of Object.entries(parsed as Record<string, unknown>)) {
      if (!/^[A-Z]{2}$/.test(country) || !Array.isArray(ids)) continue;
      const clean = ids.filter((id): id is number => Number.isInteger(id) && id > 0);
      if (clean.length) out[country] = clean;
    }
    return out;
  } catch {
    return {};
  }
}

export function readServices(country: string, storage: Storage = safeLocalStorage): number[] {
  return readAllServices(storage)[country] ?? [];
}

export function saveServices(
  country: string,
  ids: readonly number[],
  storage: Storage = safeLocalStorage,
): void {
  const all = readAllServices(storage);
  if (ids.length) all[country] = [...new Set(ids)];
  else delete all[country];
  replaceAllServices(all, storage);
}

/** Replaces every country's choice (a copy from another device). */
export function replaceAllServices(all: ServicesByCountry, storage: Storage = safeLocalStorage): void {
  try {
    storage.setItem(SERVICES_STORAGE_KEY, JSON.stringify(all));
    if (typeof window !== 'undefined') window.dispatchEvent(new Event(EVENT));
  } catch (err) {
    console.warn('Could not remember the chosen services', err);
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === SERVICES_STORAGE_KEY) onChange();
  };
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const snapshot = () => safeLocalStorage.getItem(SERVICES_STORAGE_KEY) ?? '';

/** The visitor's services in `country` (live). */
export function useMyServices(country: string): number[] {
  const raw = useSyncExternalStore(subscribe, snapshot, () => '');
  // Parsed from the raw string so the array is stable while the stored text does not change.
  return parseCountry(raw, country);
}

const cache = new Map<string, number[]>();
function parseCountry(raw: string, country: string): number[] {
  const key = `${country}|${raw}`;
  let ids = cache.get(key);
  if (!ids) {
    if (cache.size > 50) cache.clear();
    const all = readAllServices({ getItem: () => raw } as unknown as Storage);
    ids = all[country] ?? [];
    cache.set(key, ids);
  }
  return ids;
}

/**
 * TMDB's watch providers that only rent and sell titles (stores, docs/decisions.md #24): nobody pays for them
 * monthly, so My services does not offer them under "Pick the services you pay for". TMDB's list of a country's
 * providers does not say which kind a provider is; these are the stores of the catalog's offers (never under
 * subscription, free or ads) plus the other big ones. Apple TV (2) is Apple's store; Apple TV+ (350) streams.
 */
export const STORE_PROVIDER_IDS: ReadonlySet<number> = new Set([
  2, // Apple TV (store)
  3, // Google Play Movies
  7, // Vudu / Fandango at Home
  10, // Amazon Video
  20, // maxdome Store
  35, // Rakuten TV
  40, // Chili
  58, // Canal VOD
  59, // Bbox VOD
  61, // Orange VOD
  68, // Microsoft Store
  71, // Pathé Thuis
  130, // Sky Store
  140, // Cineplex
  192, // YouTube (rent and buy)
  279, // Redbox
  352, // AMC on Demand
  423, // Blockbuster
  426, // SF Anytime
  697, // meJane
]);

/** A provider one can subscribe to or watch free (not a store): the ones My services offers. */
export const isSubscriptionService = (providerId: number): boolean => !STORE_PROVIDER_IDS.has(providerId);
