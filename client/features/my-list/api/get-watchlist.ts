// GET /api/watchlist?region= (the session id in the X-StreamFinder-Session header, issue #35): the server's list, merged into the device's (newest change wins) with
// the country's offers. The page reads the device's copy (Dexie), so it works the same offline.
import { useQuery } from '@tanstack/react-query';
import type { WatchlistResponse } from '../../../../api/src/contract';
import { apiGet } from '../../../lib/api-client';
import { db } from '../../../lib/db';
import { getSessionId, sessionHeaders } from '../../../lib/session';
import { mergeServerList } from '../../../lib/watchlist-outbox';

export async function syncWatchlist(region: string, signal?: AbortSignal): Promise<number> {
  const server = await apiGet<WatchlistResponse>(
    '/api/watchlist',
    { region },
    { signal, headers: sessionHeaders(getSessionId()) },
  );
  await db.transaction('rw', db.myList, async () => {
    const merged = mergeServerList(await db.myList.toArray(), server, region);
    await db.myList.bulkPut(merged);
  });
  return Date.now();
}

/** Refreshes the device's list from the server when the page opens (and when the country changes). */
export function useWatchlistSync(region: string) {
  return useQuery({
    queryKey: ['watchlist', region],
    queryFn: ({ signal }) => syncWatchlist(region, signal),
    staleTime: 60_000,
    retry: false,
    // The device copy is the source of truth on screen: nothing to keep across reloads.
    gcTime: 0,
  });
}
