// Tables of the live TMDB mode: stored TMDB responses (with their fetch time, for the 12-hour reuse and the
// stale fallback), the slug table filled from every title served, and the countries visitors used recently
// (the scheduled refresh warms the home-page lists for them). Times are epoch milliseconds.
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

const epochMs = {
  to: (v: number) => v,
  from: (v: string | number | null) => (v === null ? null : Number(v)),
};

@Entity('tmdb_response')
export class TmdbResponseRow {
  /** Path and sorted query, without credentials: "/movie/550?append_to_response=...". */
  @PrimaryColumn({ type: 'varchar', length: 1000 })
  key: string;

  /** TTL class: details, list, search or reference. */
  @Column({ type: 'varchar', length: 16 })
  kind: string;

  /** 200, or 404 for a title TMDB does not have (remembered like any answer). */
  @Column({ type: 'integer' })
  status: number;

  @Column({ type: 'text', nullable: true })
  body: string | null;

  @Index('tmdb_response_fetched_at')
  @Column({ name: 'fetched_at', type: 'bigint', transformer: epochMs })
  fetchedAt: number;
}

@Entity('tmdb_slug')
@Index('tmdb_slug_title', ['type', 'tmdbId'], { unique: true })
export class TmdbSlugRow {
  @PrimaryColumn({ type: 'varchar', length: 5 })
  type: string;

  @PrimaryColumn({ type: 'varchar', length: 300 })
  slug: string;

  @Column({ name: 'tmdb_id', type: 'integer' })
  tmdbId: number;

  @Column({ type: 'varchar', length: 500 })
  title: string;

  @Column({ name: 'created_at', type: 'bigint', transformer: epochMs })
  createdAt: number;
}

@Entity('tmdb_region_use')
export class TmdbRegionUseRow {
  @PrimaryColumn({ type: 'varchar', length: 2 })
  region: string;

  @Column({ name: 'last_used_at', type: 'bigint', transformer: epochMs })
  lastUsedAt: number;
}

export const TMDB_ENTITIES = [TmdbResponseRow, TmdbSlugRow, TmdbRegionUseRow];
