// Availability history (issue #37, docs/spec.md §2 and §7): per title, country, provider and offer type, the day an
// offer arrived or left. Changes come from comparing a title's offers before and after a write of them: the live
// store when it replaces a title's stored TMDB details (tmdb-store.ts), the importer when a changed bundle replaces
// catalog_offer (catalog-writer.ts). A title seen for the first time has no "before", so nothing is recorded for
// it: the history starts empty and is never invented.
import type { MediaType } from '../contract';
import type { Sql } from '../database/sql';
import { OFFER_KINDS } from '../catalog/rules/offers';

export type Change = 'arrived' | 'left';

export interface OfferChange {
  type: MediaType;
  titleId: number;
  country: string;
  providerId: number;
  kind: string;
  change: Change;
}

export interface RecordedChange extends OfferChange {
  /** Row id: increases with each change recorded (the alert check's cursor). */
  id: number;
  day: string;
  recordedAt: number;
}

type Runner = Parameters<Sql['query']>[2];

/** One offer as a comparable key: "DE|flatrate|8". */
export const offerKey = (country: string, kind: string, providerId: number) =>
  `${country}|${kind}|${providerId}`;

/** The offers of TMDB's watch/providers `results` (country -> kind -> providers) as keys. */
export function offerKeys(results: unknown): Set<string> {
  const keys = new Set<string>();
  if (!results || typeof results !== 'object') return keys;
  for (const [country, region] of Object.entries(results as Record<string, unknown>)) {
    if (!/^[A-Z]{2}$/.test(country) || !region || typeof region !== 'object') continue;
    for (const kind of OFFER_KINDS) {
      const list = (region as Record<string, unknown>)[kind];
      if (!Array.isArray(list)) continue;
      for (const p of list as Array<{ provider_id?: unknown }>)
        if (Number.isInteger(p?.provider_id)) keys.add(offerKey(country, kind, p.provider_id as number));
    }
  }
  return keys;
}

/** The offers inside a stored TMDB details body (with watch/providers appended); null for no body. */
export function detailsOfferKeys(body: unknown): Set<string> | null {
  if (!body || typeof body !== 'object') return null;
  const wp = (body as Record<string, unknown>)['watch/providers'];
  const results = wp && typeof wp === 'object' ? (wp as { results?: unknown }).results : undefined;
  return offerKeys(results);
}

/** What arrived (in `after` only) and left (in `before` only) for one title. */
export function diffOffers(
  type: MediaType,
  titleId: number,
  before: Set<string>,
  after: Set<string>,
): OfferChange[] {
  const changes: OfferChange[] = [];
  const add = (key: string, change: Change) => {
    const [country, kind, provider] = key.split('|');
    changes.push({ type, titleId, country, kind, providerId: Number(provider), change });
  };
  for (const key of after) if (!before.has(key)) add(key, 'arrived');
  for (const key of before) if (!after.has(key)) add(key, 'left');
  return changes;
}

/** The UTC day of a moment, as stored: "2026-11-27". */
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const COLUMNS = ['type', 'title_id', 'country', 'provider_id', 'kind', 'change', 'day', 'recorded_at'];

export class AvailabilityHistory {
  constructor(
    private readonly sql: Sql,
    private readonly now: () => number = Date.now,
  ) {}

  /** Stores the changes (a change already recorded that day is kept once); returns how many were given. */
  async record(changes: OfferChange[], runner?: Runner): Promise<number> {
    if (!changes.length) return 0;
    const at = this.now();
    const day = dayOf(at);
    const per = Math.floor(30_000 / COLUMNS.length);
    const tuple = `(${COLUMNS.map(() => '?').join(', ')})`;
    for (let i = 0; i < changes.length; i += per) {
      const chunk = changes.slice(i, i + per);
      await this.sql.query(
        `INSERT INTO availability_change (${COLUMNS.join(', ')}) VALUES ${chunk.map(() => tuple).join(', ')}
         ON CONFLICT DO NOTHING`,
        chunk.flatMap((c) => [c.type, c.titleId, c.country, c.providerId, c.kind, c.change, day, at]),
        runner,
      );
    }
    return changes.length;
  }

  /** Changes recorded after a moment, oldest first (the alert check after each refresh). */
  async since(recordedAfter: number): Promise<RecordedChange[]> {
    const rows = await this.sql.all<Row>(
      `SELECT id, ${COLUMNS.join(', ')} FROM availability_change WHERE recorded_at > ? ORDER BY id`,
      [recordedAfter],
    );
    return rows.map(fromRow);
  }

  /** Changes in one country since a day (inclusive), newest first; filters are optional. */
  async inCountry(
    country: string,
    fromDay: string,
    filter: { type?: MediaType; providers?: number[] } = {},
  ): Promise<RecordedChange[]> {
    const where = ['country = ?', 'day >= ?'];
    const params: unknown[] = [country, fromDay];
    if (filter.type) {
      where.push('type = ?');
      params.push(filter.type);
    }
    if (filter.providers?.length) {
      where.push(`provider_id IN (${filter.providers.map(() => '?').join(', ')})`);
      params.push(...filter.providers);
    }
    const rows = await this.sql.all<Row>(
      `SELECT id, ${COLUMNS.join(', ')} FROM availability_change WHERE ${where.join(' AND ')}
       ORDER BY recorded_at DESC, id DESC LIMIT 5000`,
      params,
    );
    return rows.map(fromRow);
  }

  /** Whether anything was ever recorded in the country (pages say "No changes recorded yet" otherwise). */
  async anyIn(country: string): Promise<boolean> {
    const row = await this.sql.one('SELECT 1 AS x FROM availability_change WHERE country = ? LIMIT 1', [
      country,
    ]);
    return row !== undefined;
  }
}

interface Row {
  id: number | string;
  type: MediaType;
  title_id: number | string;
  country: string;
  provider_id: number | string;
  kind: string;
  change: Change;
  day: string;
  recorded_at: number | string;
}

function fromRow(r: Row): RecordedChange {
  return {
    id: Number(r.id),
    type: r.type,
    titleId: Number(r.title_id),
    country: r.country,
    providerId: Number(r.provider_id),
    kind: r.kind,
    change: r.change,
    day: r.day,
    recordedAt: Number(r.recorded_at),
  };
}
