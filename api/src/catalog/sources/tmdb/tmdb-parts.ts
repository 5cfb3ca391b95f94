// The parts of the live source, each with one job, wired once: the rate-limited HTTP client, the store of TMDB
// answers, the reader on top of it, the slug table, the page mapping, the slug resolver, the title details, the
// country-use record, the scheduled refresher and the availability history (issue #37). Every part that keeps
// time gets the same clock.
import type { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../../config/config';
import type { RedisService } from '../../../redis/redis.service';
import { AvailabilityHistory } from '../../../availability/availability-history';
import { liveHistory } from '../../../availability/live-history';
import { Sql } from '../../../database/sql';
import type { Clock } from './clock';
import { RefreshLock } from './refresh-lock';
import { listedTitlesQuery, refreshPlan } from './refresh-plan';
import { TmdbHttpClient } from './tmdb-http-client';
import { TmdbPages } from './tmdb-pages';
import { TmdbReader } from './tmdb-reader';
import { RegionUse, TmdbRefresher } from './tmdb-refresher';
import { TmdbSlugResolver } from './tmdb-slug-resolver';
import { TmdbSlugs } from './tmdb-slugs';
import { TmdbStore } from './tmdb-store';
import { TmdbTitles } from './tmdb-titles';

export interface TmdbParts {
  store: TmdbStore;
  reader: TmdbReader;
  slugs: TmdbSlugs;
  pages: TmdbPages;
  resolver: TmdbSlugResolver;
  titles: TmdbTitles;
  regionUse: RegionUse;
  refresher: TmdbRefresher;
  history: AvailabilityHistory;
}

export function tmdbParts(
  config: AppConfig,
  dataSource: DataSource,
  clock: () => Clock,
  logger: Logger,
  redis?: RedisService,
): TmdbParts {
  const client = new TmdbHttpClient({
    baseUrl: config.tmdb.baseUrl,
    apiKey: config.tmdb.apiKey,
    readToken: config.tmdb.readToken,
    redis,
  });
  const redact = (s: string) => client.redact(s);
  const sql = new Sql(dataSource);
  const history = new AvailabilityHistory(sql, () => clock().now());
  const store = new TmdbStore(dataSource, client, clock, liveHistory(history, logger));
  const reader = new TmdbReader(store, logger, redact);
  const slugs = new TmdbSlugs(dataSource, clock);
  const pages = new TmdbPages(slugs);
  const regionUse = new RegionUse(dataSource, clock);
  const plan = refreshPlan(
    (req, opts) => reader.fetch(req, opts),
    () => store.purge(),
    listedTitlesQuery(sql),
  );
  return {
    store,
    reader,
    slugs,
    pages,
    resolver: new TmdbSlugResolver(reader, slugs, pages),
    titles: new TmdbTitles(reader, slugs, pages),
    regionUse,
    refresher: new TmdbRefresher(plan, regionUse, logger, redact, new RefreshLock(redis), clock),
    history,
  };
}
