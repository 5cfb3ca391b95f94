// First-party page-view counts (docs/decisions.md #14): one row per (path, day) with a counter, nothing about the
// visitor. Same SQL on SQLite and PostgreSQL.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Events1795291476729 implements MigrationInterface {
  name = 'Events1795291476729';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "page_view_counts" (
      "path" varchar(200) NOT NULL,
      "day" varchar(10) NOT NULL,
      "count" integer NOT NULL DEFAULT 0,
      CONSTRAINT "PK_page_view_counts" PRIMARY KEY ("path", "day")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "page_view_counts"`);
  }
}
