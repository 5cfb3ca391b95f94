// My List (issue #14). "watchlist": one row per (session_id, media_type, content_id) whose newest changed_at wins;
// on_list 0 is a removal kept as a tombstone so a late, older add cannot bring the title back.
// "transfer_codes": one-time device-transfer codes. Only the code's SHA-256 hash and session ids are stored, plus
// My services sealed with a key derived from the code (unreadable without the code, which is never stored).
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Watchlist1795291500000 implements MigrationInterface {
  name = 'Watchlist1795291500000';

  async up(q: QueryRunner): Promise<void> {
    const pg = q.connection.options.type === 'postgres';
    const id = pg ? '"id" SERIAL PRIMARY KEY' : '"id" integer PRIMARY KEY AUTOINCREMENT NOT NULL';
    const time = pg ? 'timestamptz' : 'datetime';
    await q.query(`CREATE TABLE "watchlist" (
      ${id},
      "session_id" varchar(36) NOT NULL,
      "media_type" varchar(5) NOT NULL,
      "content_id" integer NOT NULL,
      "on_list" smallint NOT NULL,
      "changed_at" ${time} NOT NULL,
      "updated_at" ${time} NOT NULL,
      CONSTRAINT "UQ_watchlist_session_content" UNIQUE ("session_id", "media_type", "content_id"),
      CONSTRAINT "CHK_watchlist_type" CHECK ("media_type" IN ('movie', 'tv')),
      CONSTRAINT "CHK_watchlist_on_list" CHECK ("on_list" IN (0, 1))
    )`);
    await q.query(`CREATE INDEX "IDX_watchlist_session_changed" ON "watchlist" ("session_id", "changed_at")`);
    await q.query(`CREATE TABLE "transfer_codes" (
      ${id},
      "code_hash" varchar(64) NOT NULL,
      "session_id" varchar(36) NOT NULL,
      "sealed_services" text,
      "created_at" ${time} NOT NULL,
      "expires_at" ${time} NOT NULL,
      "claimed_at" ${time},
      "claimed_by" varchar(36),
      CONSTRAINT "UQ_transfer_codes_hash" UNIQUE ("code_hash")
    )`);
    await q.query(
      `CREATE INDEX "IDX_transfer_codes_session" ON "transfer_codes" ("session_id", "created_at")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_transfer_codes_session"`);
    await q.query(`DROP TABLE "transfer_codes"`);
    await q.query(`DROP INDEX "IDX_watchlist_session_changed"`);
    await q.query(`DROP TABLE "watchlist"`);
  }
}
