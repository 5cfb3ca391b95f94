// Which titles are on My List, for the button on every title card and the header count. One live IndexedDB
// query serves all of them (not one per card: a page renders hundreds of cards), and Dexie is loaded only when
// the first subscriber appears, after the cards mounted, so it never sits on the first paint's critical path.
import { useSyncExternalStore } from 'react';
import type { MediaType } from '../../../api/src/contract';
import { safeLocalStorage } from '../../lib/safe-storage';
import { whenIdle } from '../../lib/idle';

export interface SavedSnapshot {
  /** `type:id` of the titles on My List. */
  saved: ReadonlySet<string>;
  /** `type:id:country` -> ids of the services streaming it there, for the titles this device knows. */
  streaming: ReadonlyMap<string, number[]>;
}

let snapshot: SavedSnapshot = { saved: new Set(), streaming: new Map() };
const listeners = new Set<() => void>();
let started = false;

export const savedKey = (type: MediaType, id: number) => `${type}:${id}`;

/**
 * Set while this device holds saved or opened titles (what the snapshot is made of). Without it (a first
 * visit) there is nothing to show, so Dexie is not loaded on the page's main thread at all until the device has
 * a title: one saved on this page starts it at once, one opened (written by the offline worker,
 * deviceSavedTitle) or saved in another tab (the flag's storage event) starts it when the browser is idle.
 */
export const DEVICE_DATA_KEY = 'streamfinder_device_titles';

function deviceHasTitles(): boolean {
  try {
    return localStorage.getItem(DEVICE_DATA_KEY) === '1';
  } catch {
    return true;
  }
}

/** Storage refused: the flag is not kept, and deviceHasTitles() reads the list at once on every visit. */
function remember(next: SavedSnapshot): void {
  if (next.saved.size > 0 || next.streaming.size > 0) safeLocalStorage.setItem(DEVICE_DATA_KEY, '1');
  else safeLocalStorage.removeItem(DEVICE_DATA_KEY);
}

let watching = false;

/** Starts the live query now (idempotent). */
export function watchSavedNow(): void {
  started = true;
  if (watching) return;
  watching = true;
  import('./saved-live')
    .then(({ watchSavedKeys }) =>
      watchSavedKeys((next) => {
        snapshot = next;
        remember(next);
        for (const listener of listeners) listener();
      }),
    )
    .catch((err: unknown) => console.warn('My List could not be read on this device', err));
}

let waiting = false;

/** The device holds a title now (the offline worker wrote one this page opened): the cards may read them. */
export function deviceSavedTitle(): void {
  safeLocalStorage.setItem(DEVICE_DATA_KEY, '1');
  if (started && !watching && !waiting) {
    waiting = true;
    whenIdle(watchSavedNow, 3000);
  }
}

function start(): void {
  if (started) return;
  started = true;
  if (deviceHasTitles()) watchSavedNow();
  else
    window.addEventListener('storage', function another(e) {
      if (e.key !== DEVICE_DATA_KEY || !e.newValue) return;
      window.removeEventListener('storage', another);
      deviceSavedTitle();
    });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  start();
  return () => listeners.delete(listener);
}

/** Is the title on My List on this device (live; false until the device's list has been read). */
export function useIsOnList(type: MediaType, id: number): boolean {
  const key = savedKey(type, id);
  return useSyncExternalStore(
    subscribe,
    () => snapshot.saved.has(key),
    () => false,
  );
}

/** How many titles are on My List on this device (live). */
export function useSavedCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => snapshot.saved.size,
    () => 0,
  );
}

/** useCardFlags' bits: the title is on My List; it streams on one of the services (as far as this device knows). */
export const ON_LIST = 1;
export const ON_SERVICE_HERE = 2;

/**
 * A title card's two answers from this device in one subscription (a page mounts hundreds of cards): ON_LIST
 * when the title is on My List, ON_SERVICE_HERE when it streams on one of `services` in `country`.
 */
export function useCardFlags(
  type: MediaType,
  id: number,
  country: string,
  services: readonly number[],
): number {
  const key = savedKey(type, id);
  return useSyncExternalStore(
    subscribe,
    () =>
      (snapshot.saved.has(key) ? ON_LIST : 0) |
      (services.length > 0 &&
      (snapshot.streaming.get(`${key}:${country}`) ?? []).some((p) => services.includes(p))
        ? ON_SERVICE_HERE
        : 0),
    () => 0,
  );
}
