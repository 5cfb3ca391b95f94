// Live TMDB mode's view of streaming offers: the watch providers inside the title details the server stored
// (tmdb_response, kind 'details'). Read incrementally — each refresh parses only rows fetched since the last one —
// and at most once a minute; copies older than TMDB's six-month limit are forgotten like the store purges them.
import type { StreamingTitles } from '../../contract';
import type { Sql } from '../../database/sql';

const SCAN_EVERY_MS = 60_000;
const MAX_AGE_MS = 183 * 24 * 60 * 60_000;
const KINDS = ['flatrate', 'free', 'ads'];

interface Known {
  type: 'movie' | 'tv';
  id: number;
  fetchedAt: number;
  /** country -> ids of the services streaming the title there. */
  streaming: Map<string, number[]>;
}

interface Row {
  key: string;
  body: string | null;
  fetched_at: number | string;
}

/** country -> streaming provider ids, from a raw TMDB details body with watch/providers appended. */
export function streamingOffers(body: string): Map<string, number[]> {
  const out = new Map<string, number[]>();
  const parsed = JSON.parse(body) as { 'watch/providers'?: { results?: Record<string, unknown> } };
  for (const [country, offers] of Object.entries(parsed?.['watch/providers']?.results ?? {})) {
    const ids = new Set<number>();
    for (const kind of KINDS) {
      const list = (offers as Record<string, unknown>)?.[kind];
      if (!Array.isArray(list)) continue;
      for (const p of list as Array<{ provider_id?: unknown }>)
        if (Number.isInteger(p?.provider_id)) ids.add(p.provider_id as number);
    }
    if (ids.size) out.set(country, [...ids]);
  }
  return out;
}

export class StoredOffers {
  private readonly known = new Map<string, Known>();
  private since = 0;
  private scannedAt = -Infinity;
  private version = 0;
  private scanning?: Promise<number>;

  constructor(
    private readonly d: Sql,
    private readonly now: () => number,
  ) {}

  /** Reads the rows stored since the last scan (at most once a minute); returns a version bumped on change. */
  refresh(): Promise<number> {
    if (this.now() - this.scannedAt < SCAN_EVERY_MS) return Promise.resolve(this.version);
    this.scanning ??= this.scan().finally(() => (this.scanning = undefined));
    return this.scanning;
  }

  private async scan(): Promise<number> {
    const now = this.now();
    const rows = await this.d.query<Row[]>(
      `SELECT "key", "body", "fetched_at" FROM "tmdb_response"
       WHERE "kind" = 'details' AND "status" = 200 AND "fetched_at" >= ?`,
      [this.since],
    );
    let changed = false;
    for (const r of rows) {
      const m = /^\/(movie|tv)\/(\d+)\?/.exec(r.key);
      if (!m || !r.body) continue;
      const fetchedAt = Number(r.fetched_at);
      const k = `${m[1]}:${m[2]}`;
      if ((this.known.get(k)?.fetchedAt ?? -1) >= fetchedAt) continue;
      try {
        const streaming = streamingOffers(r.body);
        this.known.set(k, { type: m[1] as Known['type'], id: Number(m[2]), fetchedAt, streaming });
        changed = true;
      } catch {
        // An unreadable stored copy says nothing about where the title streams.
      }
      this.since = Math.max(this.since, fetchedAt);
    }
    for (const [k, t] of this.known)
      if (now - t.fetchedAt > MAX_AGE_MS) {
        this.known.delete(k);
        changed = true;
      }
    this.scannedAt = now;
    if (changed) this.version += 1;
    return this.version;
  }

  titles(region: string, providers: readonly number[]): StreamingTitles {
    const out: StreamingTitles = { movie: [], tv: [] };
    for (const t of this.known.values())
      if (t.streaming.get(region)?.some((p) => providers.includes(p))) out[t.type].push(t.id);
    out.movie.sort((a, b) => a - b);
    out.tv.sort((a, b) => a - b);
    return out;
  }
}
