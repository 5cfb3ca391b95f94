// Which titles stream on the visitor's services in their country, for the "On your service" badge on every
// title card. One answer per (country, services) from the server (client/api/streaming-titles.ts), kept as two
// Sets in this module: a card only asks `set.has(id)` through useSyncExternalStore — no query observer or
// effect per card (pages render hundreds of cards), and only the cards whose answer changed re-render.
import { useSyncExternalStore } from 'react';
import type { MediaType, StreamingTitles } from '../../../api/src/contract';
import { servicesParam, streamingTitlesQueryOptions } from '../../api/streaming-titles';
import { queryClient } from '../../lib/query-client';

interface TitleSets {
  movie: ReadonlySet<number>;
  tv: ReadonlySet<number>;
}

type Fetcher = (country: string, services: readonly number[]) => Promise<StreamingTitles>;

/** Answers kept for a few recent (country, services) choices, so switching back is instant. */
const KEEP = 8;

const defaultFetcher: Fetcher = (country, services) =>
  queryClient.fetchQuery(streamingTitlesQueryOptions(country, services));

export function createServiceTitles(fetcher: Fetcher = defaultFetcher) {
  const loaded = new Map<string, TitleSets>();
  const loading = new Set<string>();
  const listeners = new Set<() => void>();
  const subscribers = new Map<string, (listener: () => void) => () => void>();

  const keyOf = (country: string, services: readonly number[]) => `${country}|${servicesParam(services)}`;

  function load(country: string, services: readonly number[]): void {
    const key = keyOf(country, services);
    if (!services.length || loaded.has(key) || loading.has(key)) return;
    loading.add(key);
    fetcher(country, services)
      .then((data) => {
        if (loaded.size >= KEEP) loaded.delete(loaded.keys().next().value!);
        loaded.set(key, { movie: new Set(data.movie), tv: new Set(data.tv) });
        for (const listener of listeners) listener();
      })
      // Offline or failing: the badge falls back to what the device knows (saved-store.ts); a later card
      // mount asks again.
      .catch((err: unknown) => console.warn('Could not load which titles are on your services', err))
      .finally(() => loading.delete(key));
  }

  /** One subscribe function per (country, services), so React keeps the subscription while they stay. */
  function subscribeFor(country: string, services: readonly number[]) {
    const key = keyOf(country, services);
    let subscribe = subscribers.get(key);
    if (!subscribe) {
      if (subscribers.size >= KEEP) subscribers.delete(subscribers.keys().next().value!);
      subscribe = (listener: () => void) => {
        listeners.add(listener);
        load(country, services);
        return () => listeners.delete(listener);
      };
      subscribers.set(key, subscribe);
    }
    return subscribe;
  }

  /** Does the server say the title streams on one of `services` in `country`? (false until it answered) */
  function has(type: MediaType, id: number, country: string, services: readonly number[]): boolean {
    return services.length > 0 && (loaded.get(keyOf(country, services))?.[type].has(id) ?? false);
  }

  function useOnServiceTitle(type: MediaType, id: number, country: string, services: readonly number[]) {
    return useSyncExternalStore(
      subscribeFor(country, services),
      () => has(type, id, country, services),
      () => false,
    );
  }

  return { load, has, useOnServiceTitle };
}

const shared = createServiceTitles();

/** The card badge's hook: the title is on one of the visitor's services in their country (live). */
export const useOnServiceTitle = shared.useOnServiceTitle;
