// Saving and removing titles on My List (issue #14): written to the device at once (Dexie myList + the
// outbox), then sent by the shared outbox. Saving also keeps the title's details and the country's offers on
// the device so My List and the title page open offline.
import type { MediaType, MovieDetails, TitleSummary, TvDetails } from '../../../api/src/contract';
import { apiGet } from '../../lib/api-client';
import { db } from '../../lib/db';
import { saveTitle } from '../../lib/offline-store';
import { flushOutbox, registerBackgroundSync } from '../../lib/outbox-core';
import { getSessionId } from '../../lib/session';
import { queueListChange } from '../../lib/watchlist-outbox';

export async function setSaved(
  type: MediaType,
  summary: TitleSummary,
  region: string,
  onList: boolean,
  details?: MovieDetails | TvDetails,
): Promise<void> {
  const availability = details ? { [region]: availabilityOf(details, region) } : undefined;
  await queueListChange(
    {
      type,
      id: summary.id,
      onList: onList ? 1 : 0,
      changedAt: new Date().toISOString(),
      session_id: getSessionId(),
    },
    { summary: { ...summary, media_type: type } as TitleSummary, availability },
  );
  void registerBackgroundSync();
  if (typeof navigator === 'undefined' || navigator.onLine) {
    void flushOutbox().catch((err: unknown) => console.warn('My List sync failed', err));
  }
  if (onList && !details) void keepForOffline(type, summary.id, region);
}

function availabilityOf(details: MovieDetails | TvDetails, region: string) {
  const wp = details['watch/providers'];
  return {
    providers: wp?.results?.[region] ?? null,
    available_in: wp?.available_in ?? Object.keys(wp?.results ?? {}),
    savedAt: Date.now(),
  };
}

/** Fetches and stores the details with the country's offers; offline this waits for My List's next refresh. */
async function keepForOffline(type: MediaType, id: number, region: string): Promise<void> {
  try {
    const details = await apiGet<MovieDetails | TvDetails | null>(
      `/api/${type}/${id}`,
      { region },
      { nullOn404: true },
    );
    if (!details) return;
    await saveTitle(type, id, region, details);
    await db.myList
      .where(':id')
      .equals([type, id])
      .modify((row) => {
        row.availability = { ...row.availability, [region]: availabilityOf(details, region) };
      });
  } catch (err) {
    console.warn('Could not keep the title for offline use', err);
  }
}
