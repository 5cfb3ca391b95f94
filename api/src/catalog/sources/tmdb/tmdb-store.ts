// Stores every TMDB response the API uses, with its fetch time, and decides when to reuse it:
// details and watch providers 12 h, lists 1 h, search 10 min, genres/countries/providers 24 h.
// When TMDB fails or rate-limits, the stored copy is served whatever its age (the caller learns how old it is).
// Rows older than 6 months (TMDB's terms) are purged. Identical concurrent reads share one fetch.
// While the database is away (503 elsewhere), reads keep working: the last answers used are kept in memory
// (a small LRU) and anything else is asked of TMDB and served without being stored.
import { LessThan, type DataSource, type Repository } from 'typeorm';
import { isDatabaseUnavailable } from '../../../database/database-faults';
import { type Clock, DAY, HOUR, MINUTE } from './clock';
import { TmdbError, type TmdbHttpClient, type TmdbQuery, requestKey } from './tmdb-http-client';
import { TmdbResponseRow } from './tmdb-entities';

export type StoreKind = 'details' | 'list' | 'search' | 'reference';

export const TTL: Record<StoreKind, number> = {
  details: 12 * HOUR,
  list: 1 * HOUR,
  search: 10 * MINUTE,
  reference: 24 * HOUR,
};

/** Rows kept in memory for reads while the database is unreachable. */
const RECENT_ROWS = 200;

/** TMDB's terms: cached data is not kept longer than six months. */
export const MAX_AGE = 183 * DAY;

export interface Stored<T> {
  /** null when TMDB answered 404. */
  data: T | null;
  fetchedAt: number;
  /** Seconds since the copy was fetched. */
  ageSeconds: number;
  /** True when TMDB could not be reached and an expired copy was served instead. */
  stale: boolean;
}

export interface FetchOptions {
  /** Ignore a fresh stored copy and ask TMDB (the scheduled refresh). */
  force?: boolean;
}

/**
 * Told when a stored answer is replaced by a new one (both 200s): the availability history compares a title's
 * offers before and after (issue #37). Its failure never fails the read.
 */
export type ReplacedObserver = (
  kind: StoreKind,
  path: string,
  before: unknown,
  after: unknown,
) => Promise<void>;

export class TmdbStore {
  private readonly repo: Repository<TmdbResponseRow>;
  private readonly inflight = new Map<string, Promise<Stored<unknown>>>();
  /** Recently used rows, newest last: what reads fall back on while the database is unreachable. */
  private readonly recent = new Map<string, TmdbResponseRow>();

  constructor(
    dataSource: DataSource,
    private readonly client: TmdbHttpClient,
    private readonly clock: () => Clock,
    private readonly onReplaced?: ReplacedObserver,
  ) {
    this.repo = dataSource.getRepository(TmdbResponseRow);
  }

  get<T>(kind: StoreKind, path: string, query: TmdbQuery = {}, opts: FetchOptions = {}): Promise<Stored<T>> {
    const key = requestKey(path, query);
    const flightKey = opts.force ? `force:${key}` : key;
    const existing = this.inflight.get(flightKey);
    if (existing) return existing as Promise<Stored<T>>;
    const p = this.load<T>(kind, key, path, query, opts).finally(() => this.inflight.delete(flightKey));
    this.inflight.set(flightKey, p);
    return p;
  }

  /** Deletes rows fetched more than MAX_AGE ago; returns how many. */
  async purge(): Promise<number> {
    const res = await this.repo.delete({ fetchedAt: LessThan(this.clock().now() - MAX_AGE) });
    return res.affected ?? 0;
  }

  private async load<T>(
    kind: StoreKind,
    key: string,
    path: string,
    query: TmdbQuery,
    opts: FetchOptions,
  ): Promise<Stored<T>> {
    const now = this.clock().now();
    const row = await this.repo.findOneBy({ key }).catch((err: unknown) => {
      if (isDatabaseUnavailable(err)) return this.recent.get(key) ?? null;
      throw err;
    });
    if (row) this.keep(row);
    const usable = row && now - row.fetchedAt <= MAX_AGE ? row : null;
    if (usable && !opts.force && now - usable.fetchedAt < TTL[kind])
      return this.fromRow<T>(usable, now, false);
    let data: T | null;
    try {
      data = await this.client.get<T>(path, query);
    } catch (err) {
      if (err instanceof TmdbError && err.kind === 'not-found') data = null;
      else if (usable && err instanceof TmdbError && err.upstreamUnavailable)
        return this.fromRow<T>(usable, this.clock().now(), true);
      else throw err;
    }
    const fetchedAt = this.clock().now();
    const fresh = Object.assign(new TmdbResponseRow(), {
      key,
      kind,
      status: data === null ? 404 : 200,
      body: data === null ? null : JSON.stringify(data),
      fetchedAt,
    });
    this.keep(fresh);
    // Query-builder upsert: repository.upsert misbehaves on SQLite.
    await this.repo
      .createQueryBuilder()
      .insert()
      .into(TmdbResponseRow)
      .values(fresh)
      .orUpdate(['kind', 'status', 'body', 'fetched_at'], ['key'])
      .execute()
      .catch((err: unknown) => {
        if (!isDatabaseUnavailable(err)) throw err;
      });
    if (this.onReplaced && row?.status === 200 && row.body !== null && data !== null)
      await this.onReplaced(kind, path, JSON.parse(row.body), data);
    return { data, fetchedAt, ageSeconds: 0, stale: false };
  }

  private keep(row: TmdbResponseRow): void {
    this.recent.delete(row.key);
    this.recent.set(row.key, row);
    if (this.recent.size > RECENT_ROWS) this.recent.delete(this.recent.keys().next().value!);
  }

  private fromRow<T>(row: TmdbResponseRow, now: number, stale: boolean): Stored<T> {
    return {
      data: row.status === 200 && row.body !== null ? (JSON.parse(row.body) as T) : null,
      fetchedAt: row.fetchedAt,
      ageSeconds: Math.max(0, Math.floor((now - row.fetchedAt) / 1000)),
      stale,
    };
  }
}
