import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CatalogSource } from '../catalog/catalog-source';
import { Sql } from '../database/sql';
import type { AverageRating, MediaType, RatingContentType, RatingRecord } from '../contract';
import type { RatingCommand } from './dto/rating-input.dto';

interface Row {
  rating: number | string;
  rated_at: Date | string;
}

const catalogType = (t: RatingContentType): MediaType => (t === 'series' ? 'tv' : 'movie');

/**
 * Ratings with last-writer-wins by rated_at (docs/decisions.md #8). The upsert is one dialect statement on both engines
 * (INSERT ... ON CONFLICT DO UPDATE ... WHERE stored.rated_at < new.rated_at), so concurrent and replayed
 * submissions settle on the newest click without a read-modify-write race.
 */
@Injectable()
export class RatingsService {
  private readonly sql: Sql;

  constructor(
    db: DataSource,
    private readonly catalog: CatalogSource,
  ) {
    this.sql = new Sql(db);
  }

  async find(type: RatingContentType, id: number, sessionId: string): Promise<RatingRecord | null> {
    const row = await this.row(type, id, sessionId);
    return row && Number(row.rating) > 0 ? this.record(type, id, row) : null;
  }

  async average(type: RatingContentType, id: number): Promise<AverageRating> {
    await this.assertExists(type, id);
    const rows = await this.sql.query<Array<{ n: number | string; avg: number | string | null }>>(
      `SELECT COUNT(*) AS n, AVG("rating") AS avg FROM "ratings"
         WHERE "content_type" = ? AND "content_id" = ? AND "rating" > 0`,
      [type, id],
    );
    const totalCount = Number(rows[0]?.n ?? 0);
    const avg = Number(rows[0]?.avg ?? 0);
    return { averageRating: totalCount > 0 ? Math.round(avg * 10) / 10 : 0, totalCount };
  }

  /** Upserts and answers with what is stored afterwards (the newer value when this submission was older). */
  async submit(cmd: RatingCommand): Promise<RatingRecord> {
    await this.assertExists(cmd.contentType, cmd.contentId);
    const now = new Date();
    await this.sql.query(
      `INSERT INTO "ratings" ("session_id", "content_type", "content_id", "rating", "rated_at", "updated_at")
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT ("session_id", "content_type", "content_id") DO UPDATE SET
           "rating" = excluded."rating", "rated_at" = excluded."rated_at", "updated_at" = excluded."updated_at"
         WHERE "ratings"."rated_at" < excluded."rated_at"`,
      [
        cmd.sessionId,
        cmd.contentType,
        cmd.contentId,
        cmd.rating,
        this.sql.time(cmd.ratedAt),
        this.sql.time(now),
      ],
    );
    const row = await this.row(cmd.contentType, cmd.contentId, cmd.sessionId);
    if (!row) throw new Error('rating row missing after upsert');
    return this.record(cmd.contentType, cmd.contentId, row);
  }

  async assertExists(type: RatingContentType, id: number): Promise<void> {
    if (!(await this.catalog.exists(catalogType(type), id))) {
      throw new NotFoundException(`${type === 'series' ? 'Series' : 'Movie'} ${id} not found`);
    }
  }

  private async row(type: RatingContentType, id: number, sessionId: string): Promise<Row | undefined> {
    const rows = await this.sql.query<Row[]>(
      `SELECT "rating", "rated_at" FROM "ratings"
         WHERE "session_id" = ? AND "content_type" = ? AND "content_id" = ?`,
      [sessionId, type, id],
    );
    return rows[0];
  }

  private record(type: RatingContentType, id: number, row: Row): RatingRecord {
    return {
      content_id: id,
      content_type: type,
      rating: Number(row.rating),
      rated_at: this.sql.iso(row.rated_at),
    };
  }
}
