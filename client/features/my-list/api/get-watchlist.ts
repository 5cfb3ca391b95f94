// GET /api/watchlist?region= (the session id in the X-StreamFinder-Session header, issue #35): the server's list, merged into the device's (newest change wins) with
// the country's offers. The page reads the device's copy (Dexie), so it works the same offline. Each refresh also
// notes what changed in the country's offers since the visitor last looked (changes.ts), keeps every listed title's
// details on the device with those offers (keep-offline.ts) and updates the app badge (lib/unseen-changes.ts).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { WatchlistResponse } from '../../../../api/src/contract';
import { apiGet } from '../../../lib/api-client';
import { db } from '../../../lib/db';
import { getSessionId, sessionHeaders } from '../../../lib/session';
import { entryKey, refreshBadge } from '../../../lib/unseen-changes';
import { mergeServerList } from '../../../lib/watchlist-outbox';
import { noteChanges } from '../changes';
import { keepListOffline } from '../keep-offline';

export async function syncWatchlist(region: string, signal?: AbortSignal): Promise<number> {
  const server = await apiGet<WatchlistResponse>(
    '/api/watchlist',
    { region },
    { signal, headers: sessionHeaders(getSessionId()) },
  );
  const now = Date.now();
  await db.transaction('rw', db.myList, async () => {
    const local = await db.myList.toArray();
    const before = new Map(local.map((e) => [entryKey(e), e]));
    const merged = mergeServerList(local, server, region, now).map((e) =>
      noteChanges(before.get(entryKey(e)), e, region, now),
    );
    await db.myList.bulkPut(merged);
  });
  await keepListOffline(server.results, region);
  await refreshBadge(typeof navigator === 'undefined' ? undefined : navigator).catch(() => 0);
  return now;
}

/**
 * Refreshes the device's list from the server when the page opens (and when the country changes), and again
 * each time the device's queued My List changes have all reached the server (`pending`, the outbox's live count,
 * falls to 0: an import's titles, a save in another tab), so titles saved without their offers (an import)
 * get the country's offers and their full summary without a reload (issue #45).
 */
export function useWatchlistSync(region: string, pending: number) {
  const queryClient = useQueryClient();
  const before = useRef(pending);
  useEffect(() => {
    if (before.current > 0 && pending === 0)
      void queryClient.invalidateQueries({ queryKey: ['watchlist', region] });
    before.current = pending;
  }, [pending, region, queryClient]);
  return useQuery({
    queryKey: ['watchlist', region],
    queryFn: ({ signal }) => syncWatchlist(region, signal),
    staleTime: 60_000,
    retry: false,
    // The device copy is the source of truth on screen: nothing to keep across reloads.
    gcTime: 0,
  });
}
