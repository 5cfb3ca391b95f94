// "New on your services" (issue #37): the arrivals of the availability history in one country, newest first,
// as list cards. Only streaming offers count (flatrate, free, ads: what a subscription or nothing pays for); an
// arrival followed by a departure of the same offer is dropped. Provider pages are addressed by a slug of the
// provider's name (/new/netflix/de); the sitemap lists the pages with an arrival in the last 30 days.
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CatalogSource } from '../catalog/catalog-source';
import type { MediaType, NewArrival, NewOnServices, NewProvider, Provider } from '../contract';
import { slugify } from '../contract/slug';
import { summaryOfDetails } from '../contract/summary';
import { Sql } from '../database/sql';
import { AvailabilityHistory, type RecordedChange, dayOf } from './availability-history';

export const STREAMING_KINDS = ['flatrate', 'free', 'ads'] as const;
/** Cards on one page. */
const MAX_RESULTS = 60;
const DAY_MS = 86_400_000;

export interface NewQuery {
  region: string;
  days: 7 | 30;
  type?: MediaType;
  providers?: number[];
}

@Injectable()
export class NewArrivalsService {
  private readonly logger = new Logger('NewArrivals');
  readonly history: AvailabilityHistory;
  private readonly sql: Sql;

  constructor(
    dataSource: DataSource,
    private readonly catalog: CatalogSource,
  ) {
    this.sql = new Sql(dataSource);
    this.history = new AvailabilityHistory(this.sql, () => this.catalog.now());
  }

  async find(q: NewQuery): Promise<NewOnServices> {
    const from = dayOf(this.catalog.now() - (q.days - 1) * DAY_MS);
    const changes = await this.history.inCountry(q.region, from, { type: q.type, providers: q.providers });
    const arrivals = stillThere(changes).slice(0, MAX_RESULTS);
    const results = (await Promise.all(arrivals.map((c) => this.card(c, q.region)))).filter(
      (a): a is NewArrival => a !== null,
    );
    return {
      region: q.region,
      days: q.days,
      type: q.type ?? null,
      providers: q.providers ?? [],
      recorded: results.length > 0 || (await this.history.anyIn(q.region)),
      results,
      with_arrivals: await this.withArrivals(q.region),
    };
  }

  /** A provider page; null when no provider of that country has the slug. */
  async forProvider(
    slug: string,
    region: string,
    days: 7 | 30,
    type?: MediaType,
  ): Promise<NewOnServices | null> {
    const provider = (await this.providers(region)).find((p) => p.slug === slug);
    if (!provider) return null;
    const page = await this.find({ region, days, type, providers: [provider.provider_id] });
    return { ...page, provider };
  }

  /** Every (provider slug, country) with a streaming arrival in the last 30 days, for the sitemap. */
  async sitemapPages(): Promise<Array<{ slug: string; country: string; lastmod: string }>> {
    const rows = await this.sql.all<{ country: string; provider_id: number | string; day: string }>(
      `SELECT country, provider_id, MAX(day) AS day FROM availability_change
       WHERE change = 'arrived' AND kind IN ('flatrate', 'free', 'ads') AND day >= ?
       GROUP BY country, provider_id ORDER BY country, provider_id`,
      [dayOf(this.catalog.now() - 29 * DAY_MS)],
    );
    const pages: Array<{ slug: string; country: string; lastmod: string }> = [];
    for (const country of [...new Set(rows.map((r) => r.country))]) {
      const providers = await this.providers(country).catch(() => []);
      for (const r of rows.filter((x) => x.country === country)) {
        const p = providers.find((x) => x.provider_id === Number(r.provider_id));
        if (p) pages.push({ slug: p.slug, country: country.toLowerCase(), lastmod: r.day });
      }
    }
    return pages;
  }

  /** The country's providers (movies and TV together) with their page slugs. */
  async providers(region: string): Promise<NewProvider[]> {
    const [movie, tv] = await Promise.all([
      this.catalog.providers('movie', region),
      this.catalog.providers('tv', region),
    ]);
    const byId = new Map<number, Provider>();
    for (const p of [...movie, ...tv]) if (!byId.has(p.provider_id)) byId.set(p.provider_id, p);
    return [...byId.values()].map((p) => ({ ...p, slug: slugify(p.provider_name) }));
  }

  private async withArrivals(region: string): Promise<NewProvider[]> {
    const changes = await this.history.inCountry(region, dayOf(this.catalog.now() - 29 * DAY_MS));
    const ids = new Set(stillThere(changes).map((c) => c.providerId));
    if (!ids.size) return [];
    return (await this.providers(region)).filter((p) => ids.has(p.provider_id));
  }

  private async card(c: RecordedChange, region: string): Promise<NewArrival | null> {
    try {
      const details =
        c.type === 'movie'
          ? await this.catalog.movie(c.titleId, region)
          : await this.catalog.tv(c.titleId, region);
      if (!details) return null;
      return {
        title: summaryOfDetails(c.type, details),
        provider_id: c.providerId,
        kind: c.kind as NewArrival['kind'],
        day: c.day,
      };
    } catch (err) {
      this.logger.warn(`No card for ${c.type} ${c.titleId}: ${String(err)}`);
      return null;
    }
  }
}

/** Streaming arrivals not followed by the same offer's departure, newest first, one per title and provider. */
export function stillThere(newestFirst: RecordedChange[]): RecordedChange[] {
  const key = (c: RecordedChange) => `${c.type}:${c.titleId}:${c.providerId}:${c.kind}`;
  const decided = new Set<string>();
  const seen = new Set<string>();
  const out: RecordedChange[] = [];
  for (const c of newestFirst) {
    if (!(STREAMING_KINDS as readonly string[]).includes(c.kind)) continue;
    const k = key(c);
    if (decided.has(k)) continue;
    decided.add(k);
    const card = `${c.type}:${c.titleId}:${c.providerId}`;
    if (c.change === 'arrived' && !seen.has(card)) {
      seen.add(card);
      out.push(c);
    }
  }
  return out;
}
