// Reads one TMDB answer through the store (stored copy reused for hours, served stale when TMDB fails), notes
// its age for X-Data-Age, and turns a TMDB failure without a stored copy into CatalogUnavailableError. Outage
// warnings are throttled to one line a minute.
import type { Logger } from '@nestjs/common';
import { CatalogUnavailableError } from '../../catalog-errors';
import { noteDataAge } from '../../data-age';
import { type Clock, MINUTE, systemClock } from './clock';
import { TmdbError } from './tmdb-http-client';
import type { TmdbRequest } from './tmdb-requests';
import type { FetchOptions, TmdbStore } from './tmdb-store';

type Log = Pick<Logger, 'warn' | 'error'>;

/** During an outage every request would log: one line a minute, with how many were left out. */
export class OutageLog {
  private last = 0;
  private quiet = 0;

  constructor(
    private readonly logger: Log,
    private readonly clock: Clock = systemClock,
  ) {}

  warn(message: string): void {
    const now = this.clock.now();
    if (now - this.last < MINUTE) {
      this.quiet++;
      return;
    }
    const more = this.quiet ? ` (and ${this.quiet} similar in the last minute)` : '';
    this.last = now;
    this.quiet = 0;
    this.logger.warn(`TMDB unavailable: ${message}${more}`);
  }
}

export class TmdbReader {
  private readonly outages: OutageLog;

  constructor(
    private readonly store: TmdbStore,
    private readonly logger: Log,
    private readonly redact: (s: string) => string,
  ) {
    this.outages = new OutageLog(logger);
  }

  /** One stored TMDB answer (null for a TMDB 404). */
  async fetch<T>(req: TmdbRequest, opts: FetchOptions = {}): Promise<T | null> {
    try {
      const stored = await this.store.get<T>(req.kind, req.path, req.query, opts);
      noteDataAge(stored.ageSeconds, stored.stale);
      if (stored.stale) this.outages.warn(`served a stored copy of ${req.path} (${stored.ageSeconds} s old)`);
      return stored.data;
    } catch (err) {
      if (!(err instanceof TmdbError)) throw err;
      if (err.status === 401) {
        this.logger.error('TMDB refused our credentials (401): check TMDB_API_KEY or TMDB_READ_TOKEN');
      } else this.outages.warn(this.redact(err.message));
      throw new CatalogUnavailableError();
    }
  }
}
