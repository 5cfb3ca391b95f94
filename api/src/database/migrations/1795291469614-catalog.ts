// The embedded catalog's tables (docs/decisions.md #2): titles with the columns discover filters and sorts on, genre and
// provider-offer join tables, reference lists, people (for search/multi), a search index (SQLite FTS5 with
// diacritics removed; PostgreSQL a trigram index on the normalized text), slug aliases (docs/decisions.md #12) and a meta
// table holding the checksum of the imported bundle. The importer fills them; nothing else writes here.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Catalog1795291469614 implements MigrationInterface {
  name = 'Catalog1795291469614';

  async up(q: QueryRunner): Promise<void> {
    const pg = q.connection.options.type === 'postgres';
    const real = pg ? 'double precision' : 'real';
    await q.query(`CREATE TABLE catalog_title (
      type varchar(5) NOT NULL,
      id integer NOT NULL,
      slug varchar(300) NOT NULL,
      title varchar(500) NOT NULL,
      popularity ${real} NOT NULL DEFAULT 0,
      vote_average ${real} NOT NULL DEFAULT 0,
      vote_count integer NOT NULL DEFAULT 0,
      release_date varchar(10) NULL,
      date_min varchar(10) NULL,
      date_max varchar(10) NULL,
      year integer NULL,
      original_language varchar(10) NULL,
      origin_countries varchar(200) NOT NULL DEFAULT '',
      runtime integer NULL,
      adult integer NOT NULL DEFAULT 0,
      has_poster integer NOT NULL DEFAULT 0,
      summary text NOT NULL,
      data text NOT NULL,
      PRIMARY KEY (type, id)
    )`);
    await q.query(`CREATE UNIQUE INDEX catalog_title_slug ON catalog_title (type, slug)`);
    await q.query(`CREATE INDEX catalog_title_popularity ON catalog_title (type, popularity)`);
    await q.query(`CREATE INDEX catalog_title_date ON catalog_title (type, date_min)`);
    await q.query(`CREATE INDEX catalog_title_vote ON catalog_title (type, vote_average)`);

    await q.query(`CREATE TABLE catalog_title_genre (
      type varchar(5) NOT NULL,
      title_id integer NOT NULL,
      genre_id integer NOT NULL,
      PRIMARY KEY (type, genre_id, title_id)
    )`);
    await q.query(`CREATE INDEX catalog_title_genre_title ON catalog_title_genre (type, title_id)`);

    await q.query(`CREATE TABLE catalog_offer (
      type varchar(5) NOT NULL,
      title_id integer NOT NULL,
      country varchar(2) NOT NULL,
      kind varchar(10) NOT NULL,
      provider_id integer NOT NULL,
      display_priority integer NOT NULL DEFAULT 0,
      PRIMARY KEY (type, title_id, country, kind, provider_id)
    )`);
    await q.query(
      `CREATE INDEX catalog_offer_provider ON catalog_offer (country, provider_id, type, title_id)`,
    );

    await q.query(`CREATE TABLE catalog_genre (
      type varchar(5) NOT NULL,
      id integer NOT NULL,
      name varchar(100) NOT NULL,
      position integer NOT NULL,
      PRIMARY KEY (type, id)
    )`);
    await q.query(`CREATE TABLE catalog_country (
      iso_3166_1 varchar(2) PRIMARY KEY,
      english_name varchar(200) NOT NULL,
      native_name varchar(200) NULL,
      position integer NOT NULL
    )`);
    await q.query(`CREATE TABLE catalog_provider (
      provider_id integer PRIMARY KEY,
      provider_name varchar(200) NOT NULL,
      logo_path varchar(200) NULL,
      display_priority integer NOT NULL DEFAULT 0,
      display_priorities text NOT NULL
    )`);
    await q.query(`CREATE TABLE catalog_list (
      name varchar(40) NOT NULL,
      position integer NOT NULL,
      type varchar(5) NOT NULL,
      title_id integer NOT NULL,
      PRIMARY KEY (name, position)
    )`);
    await q.query(`CREATE TABLE catalog_person (
      id integer PRIMARY KEY,
      summary text NOT NULL
    )`);
    await q.query(`CREATE TABLE catalog_search (
      kind varchar(6) NOT NULL,
      ref_id integer NOT NULL,
      name_text varchar(1000) NOT NULL,
      words varchar(2000) NOT NULL,
      popularity ${real} NOT NULL DEFAULT 0,
      adult integer NOT NULL DEFAULT 0,
      PRIMARY KEY (kind, ref_id)
    )`);
    await q.query(`CREATE TABLE catalog_slug_alias (
      type varchar(5) NOT NULL,
      alias varchar(300) NOT NULL,
      slug varchar(300) NOT NULL,
      PRIMARY KEY (type, alias)
    )`);
    await q.query(`CREATE TABLE catalog_meta (
      key varchar(100) PRIMARY KEY,
      value text NOT NULL
    )`);

    if (pg) {
      // pg_trgm makes the word-prefix LIKE of search indexable; without the extension (no privilege), search
      // still works by scanning ~8,000 short rows, so its absence must not fail the migration.
      await q.query(`SAVEPOINT catalog_trgm`);
      try {
        await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
        await q.query(
          `CREATE INDEX catalog_search_words ON catalog_search USING gin ((' ' || words) gin_trgm_ops)`,
        );
        await q.query(`RELEASE SAVEPOINT catalog_trgm`);
      } catch {
        await q.query(`ROLLBACK TO SAVEPOINT catalog_trgm`);
      }
    } else {
      await q.query(
        `CREATE VIRTUAL TABLE catalog_search_fts USING fts5(words, kind UNINDEXED, ref_id UNINDEXED, tokenize = 'unicode61 remove_diacritics 2')`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    const pg = q.connection.options.type === 'postgres';
    if (!pg) await q.query(`DROP TABLE IF EXISTS catalog_search_fts`);
    for (const t of [
      'catalog_meta',
      'catalog_slug_alias',
      'catalog_search',
      'catalog_person',
      'catalog_list',
      'catalog_provider',
      'catalog_country',
      'catalog_genre',
      'catalog_offer',
      'catalog_title_genre',
      'catalog_title',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    }
  }
}
