// Matching parsed rows to titles for the import (issue #38): the server answers POST /api/match in batches of
// MATCH_BATCH_MAX; when it cannot be reached (offline, 5xx), the device matches with the same code
// (api/src/contract/title-match.ts) against the catalog snapshot kept in Cache Storage (warmSnapshot). Runs in
// the import worker, so none of it is on the page's main thread.
import {
  type CatalogEntryWire,
  fromWire,
  MATCH_BATCH_MAX,
  type MatchAnswer,
  type MatchCandidate,
  type MatchQuery,
  normalizeTitle,
  TitleMatcher,
} from '../../../../api/src/contract/title-match';
import type { ImportRow } from './import-file';

export const SNAPSHOT_CACHE = 'streamfinder-match-catalog';
export const SNAPSHOT_URL = '/api/match/catalog';

class Unreachable extends Error {}

/**
 * The import's bounds (issue #45): a batch the server has not matched within 15 s is matched on the device
 * instead; the catalog snapshot (a few MB) gets 60 s, else the import says it cannot match offline yet; a search
 * by hand gets 10 s, then searches the stored snapshot.
 */
export const MATCH_BATCH_TIMEOUT_MS = 15_000;
export const SNAPSHOT_TIMEOUT_MS = 60_000;
export const SEARCH_TIMEOUT_MS = 10_000;

/** Stores the catalog snapshot for offline matching. Returns false when it could not be fetched. */
export async function warmSnapshot(): Promise<boolean> {
  try {
    const res = await fetch(SNAPSHOT_URL, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(SNAPSHOT_TIMEOUT_MS),
    });
    if (!res.ok) return false;
    const cache = await caches.open(SNAPSHOT_CACHE);
    // The body is read within the same bound: cache.put rejects when the signal aborts it.
    await cache.put(SNAPSHOT_URL, res);
    matcher = undefined;
    return true;
  } catch {
    return false;
  }
}

let matcher: Promise<TitleMatcher | null> | undefined;

/** The device's matcher over the stored snapshot (fetched now when none is stored); null without one. */
function deviceMatcher(): Promise<TitleMatcher | null> {
  matcher ??= (async () => {
    const cache = await caches.open(SNAPSHOT_CACHE);
    let res = await cache.match(SNAPSHOT_URL);
    if (!res && (await warmSnapshot())) res = await cache.match(SNAPSHOT_URL);
    if (!res) return null;
    const body = (await res.json()) as { titles: CatalogEntryWire[] };
    return new TitleMatcher(body.titles.map(fromWire));
  })().catch(() => null);
  return matcher.then((m) => {
    if (!m) matcher = undefined;
    return m;
  });
}

const queryOf = (r: ImportRow): MatchQuery => ({
  title: r.title?.slice(0, 500),
  year: r.year,
  type: r.type,
  imdb_id: r.imdb_id,
  tmdb_id: r.tmdb_id,
});

async function askServer(queries: MatchQuery[], signal?: AbortSignal): Promise<MatchAnswer[]> {
  // The import's own cancel (signal) or the batch's bound, whichever comes first.
  const bound = AbortSignal.timeout(MATCH_BATCH_TIMEOUT_MS);
  const both = signal ? AbortSignal.any([signal, bound]) : bound;
  try {
    const res = await fetch('/api/match', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ rows: queries }),
      signal: both,
    });
    if (res.status >= 500 || res.status === 429) throw new Unreachable(`HTTP ${res.status}`);
    if (!res.ok) throw new Error(`The server refused the rows (HTTP ${res.status})`);
    return ((await res.json()) as { results: MatchAnswer[] }).results;
  } catch (err) {
    if (signal?.aborted) throw err;
    if (bound.aborted) throw new Unreachable(`no answer within ${MATCH_BATCH_TIMEOUT_MS / 1000} s`);
    if (err instanceof Unreachable || (err instanceof Error && err.message.startsWith('The server refused')))
      throw err;
    throw new Unreachable('offline');
  }
}

export interface MatchProgress {
  done: number;
  total: number;
  /** 'server' while the API answers; 'device' once matching fell back to the stored snapshot. */
  where: 'server' | 'device';
}

export class NoCatalogError extends Error {}

/** One answer per row, in order. Calls onProgress after every batch. */
export async function matchRows(
  rows: ImportRow[],
  onProgress: (p: MatchProgress) => void,
  signal?: AbortSignal,
): Promise<{ answers: MatchAnswer[]; where: 'server' | 'device' }> {
  const answers: MatchAnswer[] = [];
  let where: 'server' | 'device' = 'server';
  const local = async (batch: ImportRow[]) => {
    const m = await deviceMatcher();
    if (!m) {
      // The dialog says import.error.offline.
      throw new NoCatalogError('No catalog snapshot on this device');
    }
    return batch.map((r) => m.match(queryOf(r)));
  };
  for (let i = 0; i < rows.length; i += MATCH_BATCH_MAX) {
    const batch = rows.slice(i, i + MATCH_BATCH_MAX);
    let got: MatchAnswer[];
    if (where === 'server') {
      try {
        got = await askServer(batch.map(queryOf), signal);
      } catch (err) {
        if (!(err instanceof Unreachable)) throw err;
        where = 'device';
        got = await local(batch);
      }
    } else got = await local(batch);
    answers.push(...got);
    onProgress({ done: answers.length, total: rows.length, where });
  }
  return { answers, where };
}

/** "Search by hand" for a row not found: the server's search, else titles of the snapshot containing the words. */
export async function searchTitles(query: string): Promise<MatchCandidate[]> {
  const q = query.trim();
  if (!q) return [];
  try {
    const res = await fetch(`/api/search/multi?query=${encodeURIComponent(q)}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(SEARCH_TIMEOUT_MS),
    });
    if (res.ok) {
      const body = (await res.json()) as {
        results: Array<Record<string, unknown> & { id: number; media_type?: string }>;
      };
      return body.results
        .filter((r) => r.media_type === 'movie' || r.media_type === 'tv')
        .slice(0, 8)
        .map((r) => {
          const tv = r.media_type === 'tv';
          const date = (tv ? r.first_air_date : r.release_date) as string | null | undefined;
          return {
            media_type: tv ? 'tv' : 'movie',
            id: r.id,
            title: String((tv ? r.name : r.title) ?? ''),
            original_title: null,
            year: date ? Number(date.slice(0, 4)) : ((r.first_air_year as number | null | undefined) ?? null),
            imdb_id: null,
            poster_path: (r.poster_path as string | null | undefined) ?? null,
            popularity: Number(r.popularity ?? 0),
          } satisfies MatchCandidate;
        });
    }
  } catch {
    // offline: the snapshot below
  }
  const m = await deviceMatcher();
  return m ? m.search(normalizeTitle(q), 8) : [];
}
