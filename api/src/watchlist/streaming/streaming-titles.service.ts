// Which titles stream on a set of services in one country (issue #14's "On your service" badge on every card).
// Embedded catalog: one indexed query over catalog_offer per (catalog generation, region, services), kept in
// memory. Live TMDB mode: only what the server has stored — the details (with watch providers) of titles some
// visitor opened or the refresher fetched in the last six months — read incrementally from tmdb_response; a title
// nobody opened here is not known to stream anywhere. "Streaming" means a subscription, free or with-ads offer
// (rent and buy do not count), like My List's "On your services" group.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CatalogSource } from '../../catalog/catalog-source';
import type { StreamingTitles } from '../../contract';
import { Sql } from '../../database/sql';
import { StoredOffers } from './stored-offers';

/** Offer kinds a service subscriber watches without paying per title. */
export const STREAMING_KINDS = ['flatrate', 'free', 'ads'] as const;

/** Answers kept in memory (one per region + services combination asked). */
const MAX_ANSWERS = 500;

@Injectable()
export class StreamingTitlesService {
  private readonly d: Sql;
  private readonly answers = new Map<string, Promise<StreamingTitles>>();
  private readonly stored: StoredOffers;

  constructor(
    db: DataSource,
    private readonly catalog: CatalogSource,
  ) {
    this.d = new Sql(db);
    this.stored = new StoredOffers(this.d, () => this.catalog.now());
  }

  /** Title ids on any of `providers` in `region`, ascending (stable bytes, so a stable ETag). */
  async titles(region: string, providers: readonly number[]): Promise<StreamingTitles> {
    const ids = [...new Set(providers)].sort((a, b) => a - b);
    const version =
      this.catalog.kind === 'embedded' ? `e${this.catalog.generation()}` : `t${await this.stored.refresh()}`;
    const key = `${version}|${region}|${ids.join('|')}`;
    let answer = this.answers.get(key);
    if (answer) {
      // Most recently used last, so the oldest entry is the one dropped when the map is full.
      this.answers.delete(key);
    } else {
      answer =
        this.catalog.kind === 'embedded'
          ? this.fromCatalog(region, ids)
          : Promise.resolve(this.stored.titles(region, ids));
      answer.catch(() => this.answers.delete(key));
      if (this.answers.size >= MAX_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
    }
    this.answers.set(key, answer);
    return answer;
  }

  private async fromCatalog(region: string, ids: number[]): Promise<StreamingTitles> {
    const rows = await this.d.query<Array<{ type: string; title_id: number | string }>>(
      `SELECT DISTINCT o.type, o.title_id FROM catalog_offer o
       WHERE o.country = ? AND o.provider_id IN (${ids.map(() => '?').join(', ')})
         AND o.kind IN (${STREAMING_KINDS.map(() => '?').join(', ')})`,
      [region, ...ids, ...STREAMING_KINDS],
    );
    const out: StreamingTitles = { movie: [], tv: [] };
    for (const r of rows) (r.type === 'tv' ? out.tv : out.movie).push(Number(r.title_id));
    out.movie.sort((a, b) => a - b);
    out.tv.sort((a, b) => a - b);
    return out;
  }
}
