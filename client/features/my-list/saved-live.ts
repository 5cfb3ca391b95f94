// The live query behind saved-store.ts, in its own module so Dexie loads on demand. One read of the device's
// list and saved titles answers every card: which titles are saved, and which services stream each title in a
// country (from the list entry's saved offers, else from the details saved when the title was opened).
import { liveQuery } from 'dexie';
import { db } from '../../lib/db';
import { streamingProviders } from './groups';
import { savedKey, type SavedSnapshot } from './saved-store';

export function watchSavedKeys(onChange: (snapshot: SavedSnapshot) => void): void {
  liveQuery(async (): Promise<SavedSnapshot> => {
    const [entries, titles] = await Promise.all([db.myList.toArray(), db.titles.toArray()]);
    const saved = new Set<string>();
    const streaming = new Map<string, number[]>();
    const ids = (p: Parameters<typeof streamingProviders>[0]) =>
      streamingProviders(p).map((x) => x.provider_id);
    for (const t of titles)
      streaming.set(
        `${savedKey(t.type, t.id)}:${t.region}`,
        ids(t.details['watch/providers']?.results?.[t.region]),
      );
    for (const e of entries) {
      if (e.onList === 1) saved.add(savedKey(e.type, e.id));
      for (const [country, a] of Object.entries(e.availability ?? {}))
        if (a?.providers) streaming.set(`${savedKey(e.type, e.id)}:${country}`, ids(a.providers));
    }
    return { saved, streaming };
  }).subscribe({
    next: onChange,
    error: (err: unknown) => console.warn('My List could not be read on this device', err),
  });
}
