// Every title on My List is kept on the device (issue #37), not only the titles opened: after each refresh of
// the list, the saved details of each title get the country's offers the server just sent (so its page offline
// shows the same where-to-watch as My List), and a title whose details this device never saved (added on another
// device, or from a card while the details could not be fetched) has them fetched and saved. A title whose offers
// changed is fetched again as well: its page offline may be answered from the service worker's copy of that
// request (sw.ts, network-first), which must not keep the old offers.
import type { MovieDetails, RegionProviders, TvDetails, WatchlistItem } from '../../../api/src/contract';
import { apiGet } from '../../lib/api-client';
import { db, type SavedTitle } from '../../lib/db';
import { saveTitle } from '../../lib/offline-store';

/** Details fetched per refresh at most, a few at a time (the rest on the next refresh). */
const FETCH_PER_REFRESH = 40;
const AT_ONCE = 4;

const OFFER_KINDS = ['flatrate', 'free', 'ads', 'rent', 'buy'] as const;

/** The same providers for each kind of offer (order aside). */
export function sameOffers(a: RegionProviders | null | undefined, b: RegionProviders | null | undefined) {
  const ids = (p: RegionProviders | null | undefined, k: (typeof OFFER_KINDS)[number]) =>
    (p?.[k] ?? [])
      .map((x) => x.provider_id)
      .sort((x, y) => x - y)
      .join();
  return OFFER_KINDS.every((k) => ids(a, k) === ids(b, k));
}

function withOffers(saved: SavedTitle, item: WatchlistItem, region: string): SavedTitle['details'] {
  const wp = saved.details['watch/providers'];
  const results = { ...wp?.results };
  if (item.providers) results[region] = item.providers;
  else delete results[region];
  return { ...saved.details, 'watch/providers': { ...wp, results, available_in: item.available_in } };
}

async function fetchAndSave(item: WatchlistItem, region: string): Promise<void> {
  const details = await apiGet<MovieDetails | TvDetails | null>(
    `/api/${item.media_type}/${item.id}`,
    { region },
    { nullOn404: true },
  );
  if (details) await saveTitle(item.media_type, item.id, region, details);
}

/** Never throws: offline or failing, the titles wait for the next refresh. */
export async function keepListOffline(items: WatchlistItem[], region: string): Promise<void> {
  const missing: WatchlistItem[] = [];
  try {
    await db.transaction('rw', db.titles, async () => {
      for (const item of items) {
        const saved = await db.titles.get([item.media_type, item.id, region]);
        if (!saved) {
          missing.push(item);
          continue;
        }
        if (!sameOffers(saved.details['watch/providers']?.results?.[region], item.providers))
          missing.push(item);
        await db.titles.put({ ...saved, details: withOffers(saved, item, region) });
      }
    });
    const queue = missing.slice(0, FETCH_PER_REFRESH);
    const worker = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) await fetchAndSave(item, region);
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
  } catch (err) {
    console.warn('My List could not be kept for offline use', err);
  }
}
