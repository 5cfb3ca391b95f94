import { useLiveQuery } from 'dexie-react-hooks';
import type { MediaType } from '../../../api/src/contract';
import type { RecentTitle } from '../../lib/db';
import { isTitleSaved, recentTitles } from '../../lib/offline-store';

export const RECENT_LIMIT = 24;

/** Recently viewed titles saved on this device, newest first, filtered by a title search; live. */
export function useRecentTitles(search = '', limit = RECENT_LIMIT): RecentTitle[] | undefined {
  const needle = search.trim().toLowerCase();
  // Unreadable IndexedDB (blocked, private mode): an empty list rather than a render error.
  return useLiveQuery(() => recentTitles(needle, limit).catch(() => []), [needle, limit]);
}

/** Whether the title of this route (by id or slug) is saved on this device; undefined while checking. */
export function useIsTitleSaved(type: MediaType | undefined, idOrSlug: number | string | undefined) {
  return useLiveQuery(
    async () => (type && idOrSlug !== undefined ? isTitleSaved(type, idOrSlug).catch(() => false) : false),
    [type, idOrSlug],
  );
}
