// Imports the bundled catalog (./data) into the catalog_* tables on first start, in ONE transaction, and again
// only when the bundle's checksum (stored in catalog_meta) changes. Only catalog_* tables are touched, so ratings
// and every other table survive a re-import. Runs only in embedded mode (catalog.module.ts decides).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Country } from '../../../contract';
import { GENRES } from '../../genre-names';
import { searchText } from '../../slug';
import { CatalogDb } from './catalog-db';
import { namedLists, orderedCountries, personSummaries } from './catalog-lists';
import { type RawTitle, type TitleRecord, titleRecords } from './catalog-records';

export const DATA_FILES = [
  'countries.json',
  'genres.json',
  'languages.json',
  'lists.json',
  'movies.ndjson.gz',
  'providers.json',
  'tv.ndjson.gz',
];

/** Bump when the import itself changes shape, so existing databases are re-imported. */
const IMPORT_FORMAT = 'catalog-import-v1';
export const CHECKSUM_KEY = 'embedded_checksum';

/** decisions #12: one row each; the target is the canonical slug of "M3GAN 2.0". */
export const SLUG_ALIASES: Array<{ type: 'movie' | 'tv'; alias: string; slug: string }> = [
  { type: 'movie', alias: 'm3gan-2-0', slug: 'm3gan-20' },
  { type: 'movie', alias: 'megan-20', slug: 'm3gan-20' },
  { type: 'movie', alias: 'm3gan-2', slug: 'm3gan-20' },
  { type: 'movie', alias: 'm3gan-sequel', slug: 'm3gan-20' },
];

const CATALOG_TABLES = [
  'catalog_title',
  'catalog_title_genre',
  'catalog_offer',
  'catalog_genre',
  'catalog_country',
  'catalog_provider',
  'catalog_list',
  'catalog_person',
  'catalog_search',
  'catalog_slug_alias',
];

/** The data folder beside this file: in the sources, or in a build folder (scripts/build-api.mjs copies it). */
export function embeddedDataDir(): string {
  const dir = join(__dirname, 'data');
  if (!existsSync(join(dir, 'movies.ndjson.gz')))
    throw new Error(`Embedded catalog data not found in ${dir}`);
  return dir;
}

export interface ImportResult {
  imported: boolean;
  checksum: string;
  counts?: Record<string, number>;
  ms?: number;
}

@Injectable()
export class CatalogImporter {
  private readonly logger = new Logger('Catalog');
  private readonly db: CatalogDb;

  constructor(dataSource: DataSource) {
    this.db = new CatalogDb(dataSource);
  }

  checksum(dir = embeddedDataDir()): string {
    const hash = createHash('sha256').update(IMPORT_FORMAT);
    for (const file of DATA_FILES) hash.update(file).update(readFileSync(join(dir, file)));
    return hash.digest('hex');
  }

  private async storedChecksum(runner?: EntityManager): Promise<string | undefined> {
    const row = await this.db.one<{ value: string }>(
      'SELECT value FROM catalog_meta WHERE key = ?',
      [CHECKSUM_KEY],
      runner,
    );
    return row?.value;
  }

  /** Imports when the database does not hold this bundle yet; a no-op otherwise. */
  async ensureImported(dir = embeddedDataDir()): Promise<ImportResult> {
    const checksum = this.checksum(dir);
    if ((await this.storedChecksum()) === checksum) return { imported: false, checksum };
    const started = Date.now();
    this.logger.log('Importing the embedded catalog (first start or changed bundle)...');
    const data = this.read(dir);
    let counts: Record<string, number> | undefined;
    await this.db.dataSource.transaction(async (em) => {
      // Several instances may start together on one PostgreSQL: one imports, the others wait and then skip.
      if (this.db.pg) await em.query('SELECT pg_advisory_xact_lock(727271)');
      if ((await this.storedChecksum(em)) === checksum) return;
      counts = await this.write(em, data, checksum);
    });
    const ms = Date.now() - started;
    if (!counts) return { imported: false, checksum };
    this.logger.log(
      `Imported the embedded catalog in ${ms} ms: ${Object.entries(counts)
        .map(([k, v]) => `${v} ${k}`)
        .join(', ')}`,
    );
    return { imported: true, checksum, counts, ms };
  }

  private read(dir: string) {
    const json = (file: string): unknown => JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const ndjson = (file: string): RawTitle[] =>
      gunzipSync(readFileSync(join(dir, file)))
        .toString('utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as RawTitle);
    const movies = titleRecords('movie', ndjson('movies.ndjson.gz'));
    const tv = titleRecords('tv', ndjson('tv.ndjson.gz'));
    return {
      movies,
      tv,
      people: personSummaries([...movies, ...tv]),
      countries: orderedCountries(json('countries.json') as Country[]),
      providers: json('providers.json') as RawTitle[],
      lists: json('lists.json') as Record<string, unknown>,
    };
  }

  private async write(
    em: EntityManager,
    data: ReturnType<CatalogImporter['read']>,
    checksum: string,
  ): Promise<Record<string, number>> {
    const { db } = this;
    for (const table of CATALOG_TABLES) await em.query(`DELETE FROM ${table}`);
    if (!db.pg) await em.query('DELETE FROM catalog_search_fts');

    const titles: TitleRecord[] = [...data.movies, ...data.tv];
    await db.insert(
      em,
      'catalog_title',
      [
        'type',
        'id',
        'slug',
        'title',
        'popularity',
        'vote_average',
        'vote_count',
        'release_date',
        'date_min',
        'date_max',
        'year',
        'original_language',
        'origin_countries',
        'runtime',
        'adult',
        'has_poster',
        'summary',
        'data',
      ],
      titles.map((t) => [
        t.type,
        t.id,
        t.slug,
        t.title,
        t.popularity,
        t.voteAverage,
        t.voteCount,
        t.releaseDate,
        t.dateMin,
        t.dateMax,
        t.year,
        t.originalLanguage,
        t.originCountries.length ? `,${t.originCountries.join(',')},` : '',
        t.runtime,
        t.adult ? 1 : 0,
        t.hasPoster ? 1 : 0,
        JSON.stringify(t.summary),
        JSON.stringify(t.details),
      ]),
    );
    await db.insert(
      em,
      'catalog_title_genre',
      ['type', 'title_id', 'genre_id'],
      titles.flatMap((t) => [...new Set(t.genreIds)].map((g) => [t.type, t.id, g])),
    );
    const offers = titles.flatMap((t) =>
      t.offers.map((o) => [t.type, t.id, o.country, o.kind, o.providerId, o.priority]),
    );
    await db.insert(
      em,
      'catalog_offer',
      ['type', 'title_id', 'country', 'kind', 'provider_id', 'display_priority'],
      offers,
    );
    await db.insert(
      em,
      'catalog_genre',
      ['type', 'id', 'name', 'position'],
      (['movie', 'tv'] as const).flatMap((type) => GENRES[type].map((g, i) => [type, g.id, g.name, i])),
    );
    await db.insert(
      em,
      'catalog_country',
      ['iso_3166_1', 'english_name', 'native_name', 'position'],
      data.countries.map((c) => [c.iso_3166_1, c.english_name, c.native_name ?? null, c.position]),
    );
    const providers = [
      ...new Map(
        data.providers
          .filter((p) => Number.isInteger(p.provider_id))
          .map((p) => [p.provider_id as number, p]),
      ).values(),
    ];
    await db.insert(
      em,
      'catalog_provider',
      ['provider_id', 'provider_name', 'logo_path', 'display_priority', 'display_priorities'],
      providers.map((p) => [
        p.provider_id,
        p.provider_name,
        p.logo_path ?? null,
        Number.isFinite(p.display_priority) ? p.display_priority : 0,
        JSON.stringify(p.display_priorities ?? {}),
      ]),
    );
    const lists = namedLists(data.lists, data.movies, data.tv);
    await db.insert(
      em,
      'catalog_list',
      ['name', 'position', 'type', 'title_id'],
      lists.flatMap(([name, entries]) => entries.map((e, i) => [name, i, e.type, e.id])),
    );
    await db.insert(
      em,
      'catalog_person',
      ['id', 'summary'],
      data.people.map((p) => [p.id, JSON.stringify(p)]),
    );
    const search = [
      ...titles.map((t) => {
        const name = searchText(t.title);
        const original = t.originalTitle ? searchText(t.originalTitle) : '';
        const words = original && original !== name ? `${name} ${original}` : name;
        return [t.type, t.id, name, words, t.popularity, t.adult ? 1 : 0];
      }),
      ...data.people.map((p) => {
        const name = searchText(p.name);
        return ['person', p.id, name, name, p.popularity ?? 0, 0];
      }),
    ].filter((row) => row[3] !== '');
    await db.insert(
      em,
      'catalog_search',
      ['kind', 'ref_id', 'name_text', 'words', 'popularity', 'adult'],
      search,
    );
    if (!db.pg) {
      await db.insert(
        em,
        'catalog_search_fts',
        ['words', 'kind', 'ref_id'],
        search.map((r) => [r[3], r[0], r[1]]),
      );
    }
    const slugs = new Set(data.movies.map((m) => m.slug));
    const aliases = SLUG_ALIASES.filter((a) => a.type !== 'movie' || slugs.has(a.slug));
    await db.insert(
      em,
      'catalog_slug_alias',
      ['type', 'alias', 'slug'],
      aliases.map((a) => [a.type, a.alias, a.slug]),
    );
    await em.query(db.sql('DELETE FROM catalog_meta WHERE key = ?'), [CHECKSUM_KEY]);
    await em.query(db.sql('INSERT INTO catalog_meta (key, value) VALUES (?, ?)'), [CHECKSUM_KEY, checksum]);
    return {
      movies: data.movies.length,
      'TV shows': data.tv.length,
      people: data.people.length,
      'provider offers': offers.length,
      providers: providers.length,
      countries: data.countries.length,
      'slug aliases': aliases.length,
    };
  }
}
