// Ratings table (docs/decisions.md #7-#10): one row per (session_id, content_type, content_id); the newest rated_at
// wins (the upsert compares it), rating 0 is a cleared rating kept as a guard. Averages read by content.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Ratings1795291476728 implements MigrationInterface {
  name = 'Ratings1795291476728';

  async up(q: QueryRunner): Promise<void> {
    const pg = q.connection.options.type === 'postgres';
    const id = pg ? '"id" SERIAL PRIMARY KEY' : '"id" integer PRIMARY KEY AUTOINCREMENT NOT NULL';
    const time = pg ? 'timestamptz' : 'datetime';
    await q.query(`CREATE TABLE "ratings" (
      ${id},
      "session_id" varchar(36) NOT NULL,
      "content_type" varchar(6) NOT NULL,
      "content_id" integer NOT NULL,
      "rating" smallint NOT NULL,
      "rated_at" ${time} NOT NULL,
      "updated_at" ${time} NOT NULL,
      CONSTRAINT "UQ_ratings_session_content" UNIQUE ("session_id", "content_type", "content_id"),
      CONSTRAINT "CHK_ratings_rating" CHECK ("rating" BETWEEN 0 AND 5),
      CONSTRAINT "CHK_ratings_type" CHECK ("content_type" IN ('movie', 'series'))
    )`);
    await q.query(`CREATE INDEX "IDX_ratings_content" ON "ratings" ("content_type", "content_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_ratings_content"`);
    await q.query(`DROP TABLE "ratings"`);
  }
}
