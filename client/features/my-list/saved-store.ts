// Which titles are on My List, for the button on every title card and the header count. One live IndexedDB
// query serves all of them (not one per card: a page renders hundreds of cards), and Dexie is loaded only when
// the first subscriber appears, after the cards mounted, so it never sits on the first paint's critical path.
import { useSyncExternalStore } from 'react';
import type { MediaType } from '../../../api/src/contract';

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

function start(): void {
  if (started) return;
  started = true;
  import('./saved-live')
    .then(({ watchSavedKeys }) =>
      watchSavedKeys((next) => {
        snapshot = next;
        for (const listener of listeners) listener();
      }),
    )
    .catch((err: unknown) => console.warn('My List could not be read on this device', err));
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

/** Does the title stream on one of `services` in `country`, as far as this device knows? */
export function useOnMyService(type: MediaType, id: number, country: string, services: number[]): boolean {
  const key = `${savedKey(type, id)}:${country}`;
  return useSyncExternalStore(
    subscribe,
    () => services.length > 0 && (snapshot.streaming.get(key) ?? []).some((p) => services.includes(p)),
    () => false,
  );
}
