// The scheduled refresh of the live mode: every 12 hours (the first run at start) the lists the home page
// needs are fetched again, for the countries visitors used in the last week (US always), and the details of
// every title on any visitor's list (issue #37: their providers are never more than 12 hours old), through the
// same rate-limited client, so visitors seldom wait on TMDB. The 6-month purge runs daily. Timers are unref'd and
// stopped on shutdown: they never keep a process (or a test run) alive. With several instances on one Redis,
// refresh-lock.ts lets one of them run each refresh and purge.
import { MoreThan, type DataSource, type Repository } from 'typeorm';
import { type Clock, DAY, HOUR, systemClock } from './clock';
import { RefreshLock } from './refresh-lock';
import { TmdbRegionUseRow } from './tmdb-entities';

export const REFRESH_EVERY = 12 * HOUR;
export const PURGE_EVERY = DAY;
const RECENT = 7 * DAY;
/** Don't write a country's last use more than once an hour. */
const TOUCH_EVERY = HOUR;

export class RegionUse {
  private readonly repo: Repository<TmdbRegionUseRow>;
  private readonly lastWrite = new Map<string, number>();
  /** Writes under way: recent() waits for them, so a country used just before a refresh is refreshed too. */
  private readonly writing = new Set<Promise<unknown>>();

  constructor(
    dataSource: DataSource,
    private readonly clock: () => Clock,
  ) {
    this.repo = dataSource.getRepository(TmdbRegionUseRow);
  }

  async touch(region: string | undefined): Promise<void> {
    if (!region || !/^[A-Z]{2}$/.test(region)) return;
    const now = this.clock().now();
    const last = this.lastWrite.get(region);
    if (last !== undefined && now - last < TOUCH_EVERY) return;
    this.lastWrite.set(region, now);
    const write = this.repo
      .createQueryBuilder()
      .insert()
      .into(TmdbRegionUseRow)
      .values({ region, lastUsedAt: now })
      .orUpdate(['last_used_at'], ['region'])
      .execute();
    this.writing.add(write);
    try {
      await write;
    } finally {
      this.writing.delete(write);
    }
  }

  async recent(): Promise<string[]> {
    await Promise.allSettled([...this.writing]);
    const rows = await this.repo.find({
      where: { lastUsedAt: MoreThan(this.clock().now() - RECENT) },
      order: { region: 'ASC' },
    });
    return rows.map((r) => r.region);
  }
}

export interface RefreshTarget {
  /** Refetches the shared (country-independent) home lists; returns how many TMDB lists were fetched. */
  refreshShared(): Promise<number>;
  refreshRegion(region: string): Promise<number>;
  /** Refetches the details of every title on any visitor's list; returns how many were fetched. */
  refreshListed(): Promise<number>;
  purge(): Promise<number>;
}

export interface RefreshLog {
  log(message: string): void;
  warn(message: string): void;
}

export class TmdbRefresher {
  private timers: NodeJS.Timeout[] = [];
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly target: RefreshTarget,
    private readonly regions: RegionUse,
    private readonly logger: RefreshLog,
    private readonly redact: (s: string) => string,
    private readonly lock = new RefreshLock(),
    private readonly clock: () => Clock = () => systemClock,
  ) {}

  start(): void {
    this.stopped = false;
    void this.refresh();
    void this.purge();
    this.timers.push(setInterval(() => void this.refresh(), REFRESH_EVERY).unref());
    this.timers.push(setInterval(() => void this.purge(), PURGE_EVERY).unref());
  }

  stop(): void {
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
  }

  private readonly listeners: Array<() => Promise<void>> = [];

  /** Runs after each refresh this instance makes (the alert check of issue #37). */
  onRefreshed(listener: () => Promise<void>): void {
    this.listeners.push(listener);
  }

  /** The refresh in progress, if any (tests wait for the one started at boot). */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  refresh(): Promise<void> {
    if (!this.running) {
      this.running = this.lock
        .runOnce('tmdb-refresh', REFRESH_EVERY, () => this.runRefresh())
        .then((outcome) => {
          if (outcome === 'skipped') this.logger.log('TMDB refresh skipped: another instance ran it');
        })
        .catch((err: unknown) => this.logger.warn(`TMDB refresh failed: ${this.redact(String(err))}`))
        .finally(() => (this.running = null));
    }
    return this.running;
  }

  private async runRefresh(): Promise<void> {
    const started = this.clock().now();
    const regions = [...new Set(['US', ...(await this.regions.recent())])];
    this.logger.log(`TMDB refresh started for ${regions.length} countries (${regions.join(', ')})`);
    let lists = 0;
    let failed = 0;
    const attempt = async (fn: () => Promise<number>) => {
      if (this.stopped) return;
      try {
        lists += await fn();
      } catch (err) {
        failed++;
        this.logger.warn(`TMDB refresh step failed: ${this.redact(String(err))}`);
      }
    };
    await attempt(() => this.target.refreshShared());
    for (const region of regions) await attempt(() => this.target.refreshRegion(region));
    let titles = 0;
    if (!this.stopped)
      titles = await this.target.refreshListed().catch((err: unknown) => {
        failed++;
        this.logger.warn(`TMDB refresh of listed titles failed: ${this.redact(String(err))}`);
        return 0;
      });
    for (const listener of this.listeners)
      await listener().catch((err: unknown) => {
        this.logger.warn(`After the TMDB refresh: ${this.redact(String(err))}`);
      });
    this.logger.log(
      `TMDB refresh finished in ${this.clock().now() - started} ms: ${lists} lists for ${regions.length} countries, ` +
        `${titles} listed titles` +
        (failed ? `, ${failed} steps failed (stored copies kept)` : ''),
    );
  }

  private async purge(): Promise<void> {
    try {
      await this.lock.runOnce('tmdb-purge', PURGE_EVERY, async () => {
        const removed = await this.target.purge();
        if (removed > 0) this.logger.log(`TMDB store purge removed ${removed} responses older than 6 months`);
      });
    } catch (err) {
      this.logger.warn(`TMDB store purge failed: ${this.redact(String(err))}`);
    }
  }
}
