// Availability history (issue #37): one row per title, country, provider and offer type for the day the offer
// arrived or left, written when a title's stored offers change (a live refresh of its TMDB details, a
// re-import of a changed bundled catalog). The first sight of a title is no change, so the embedded catalog's
// history starts empty. The unique key makes a change seen twice the same day (two instances, a re-fetch) one row.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Availability1795291600000 implements MigrationInterface {
  name = 'Availability1795291600000';

  async up(q: QueryRunner): Promise<void> {
    const pg = q.connection.options.type === 'postgres';
    const id = pg ? '"id" SERIAL PRIMARY KEY' : '"id" integer PRIMARY KEY AUTOINCREMENT NOT NULL';
    await q.query(`CREATE TABLE "availability_change" (
      ${id},
      "type" varchar(5) NOT NULL,
      "title_id" integer NOT NULL,
      "country" varchar(2) NOT NULL,
      "provider_id" integer NOT NULL,
      "kind" varchar(10) NOT NULL,
      "change" varchar(7) NOT NULL,
      "day" varchar(10) NOT NULL,
      "recorded_at" bigint NOT NULL,
      CONSTRAINT "UQ_availability_change" UNIQUE ("type", "title_id", "country", "provider_id", "kind", "change", "day"),
      CONSTRAINT "CHK_availability_change_type" CHECK ("type" IN ('movie', 'tv')),
      CONSTRAINT "CHK_availability_change_change" CHECK ("change" IN ('arrived', 'left'))
    )`);
    await q.query(
      `CREATE INDEX "IDX_availability_change_country_day" ON "availability_change" ("country", "day", "provider_id")`,
    );
    await q.query(`CREATE INDEX "IDX_availability_change_recorded" ON "availability_change" ("recorded_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_availability_change_recorded"`);
    await q.query(`DROP INDEX "IDX_availability_change_country_day"`);
    await q.query(`DROP TABLE "availability_change"`);
  }
}
