// Tables of the live TMDB mode (api/src/catalog/sources/tmdb/tmdb-entities.ts): stored TMDB responses with
// their fetch time (12-hour reuse, stale fallback, purge after 6 months), the live slug table, and the
// countries visitors used recently (for the scheduled refresh). Created in both modes: they stay empty when
// the embedded catalog is in use.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Tmdb1795291489292 implements MigrationInterface {
  name = 'Tmdb1795291489292';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE tmdb_response (
      key varchar(1000) PRIMARY KEY,
      kind varchar(16) NOT NULL,
      status integer NOT NULL,
      body text NULL,
      fetched_at bigint NOT NULL
    )`);
    await q.query(`CREATE INDEX tmdb_response_fetched_at ON tmdb_response (fetched_at)`);
    await q.query(`CREATE TABLE tmdb_slug (
      type varchar(5) NOT NULL,
      slug varchar(300) NOT NULL,
      tmdb_id integer NOT NULL,
      title varchar(500) NOT NULL,
      created_at bigint NOT NULL,
      PRIMARY KEY (type, slug)
    )`);
    await q.query(`CREATE UNIQUE INDEX tmdb_slug_title ON tmdb_slug (type, tmdb_id)`);
    await q.query(`CREATE TABLE tmdb_region_use (
      region varchar(2) PRIMARY KEY,
      last_used_at bigint NOT NULL
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS tmdb_region_use`);
    await q.query(`DROP TABLE IF EXISTS tmdb_slug`);
    await q.query(`DROP TABLE IF EXISTS tmdb_response`);
  }
}
