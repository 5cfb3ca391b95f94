import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Sql } from '../database/sql';
import { isKnownRoute } from '../http/spa-routes';

/** Paths outside the route table are counted together, so junk paths cannot grow the table. */
export const OTHER_PATH = '(other)';

/** Aggregate page views per (path, UTC day); nothing about the visitor is stored (docs/decisions.md #14). */
@Injectable()
export class EventsService {
  private readonly sql: Sql;

  constructor(db: DataSource) {
    this.sql = new Sql(db);
  }

  async countPageView(path: string, now = new Date()): Promise<void> {
    const key = isKnownRoute(path) ? path : OTHER_PATH;
    const day = now.toISOString().slice(0, 10);
    await this.sql.query(
      `INSERT INTO "page_view_counts" ("path", "day", "count") VALUES (?, ?, 1)
       ON CONFLICT ("path", "day") DO UPDATE SET "count" = "page_view_counts"."count" + 1`,
      [key, day],
    );
  }
}
