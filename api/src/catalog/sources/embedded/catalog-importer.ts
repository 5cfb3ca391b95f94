// Imports the bundled catalog (./data) into the catalog_* tables on first start, in ONE transaction, and again
// only when the bundle's checksum (stored in catalog_meta) changes. Only catalog_* tables are touched, so ratings
// and every other table survive a re-import. Runs only in embedded mode (catalog.module.ts decides).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Country } from '../../../contract';
import { AvailabilityHistory } from '../../../availability/availability-history';
import { CatalogDb } from './catalog-db';
import { CHECKSUM_KEY, type CatalogData, storedChecksum, writeCatalog } from './catalog-writer';
import { orderedCountries, personSummaries } from './catalog-lists';
import { type RawTitle, titleRecords } from './catalog-records';

export { CHECKSUM_KEY };

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
const IMPORT_FORMAT = 'catalog-import-v2';

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

  private readonly history: AvailabilityHistory;

  constructor(dataSource: DataSource) {
    this.db = new CatalogDb(dataSource);
    this.history = new AvailabilityHistory(this.db);
  }

  checksum(dir = embeddedDataDir()): string {
    const hash = createHash('sha256').update(IMPORT_FORMAT);
    for (const file of DATA_FILES) hash.update(file).update(readFileSync(join(dir, file)));
    return hash.digest('hex');
  }

  private readonly listeners: Array<() => Promise<void>> = [];

  /** Runs after every import this process makes, before ensureImported returns (in-memory indexes rebuild). */
  onImported(listener: () => Promise<void>): void {
    this.listeners.push(listener);
  }

  /** Imports when the database does not hold this bundle yet; a no-op otherwise. */
  async ensureImported(dir = embeddedDataDir()): Promise<ImportResult> {
    const checksum = this.checksum(dir);
    if ((await storedChecksum(this.db)) === checksum) return { imported: false, checksum };
    const started = Date.now();
    this.logger.log('Importing the embedded catalog (first start or changed bundle)...');
    const data = this.read(dir);
    let counts: Record<string, number> | undefined;
    await this.db.dataSource.transaction(async (em) => {
      // Several instances may start together on one PostgreSQL: one imports, the others wait and then skip.
      if (this.db.pg) await em.query('SELECT pg_advisory_xact_lock(727271)');
      if ((await storedChecksum(this.db, em)) === checksum) return;
      counts = await writeCatalog(this.db, em, data, checksum, this.history);
    });
    if (!counts) return { imported: false, checksum };
    for (const listener of this.listeners) await listener();
    const ms = Date.now() - started;
    this.logger.log(
      `Imported the embedded catalog in ${ms} ms: ${Object.entries(counts)
        .map(([k, v]) => `${v} ${k}`)
        .join(', ')}`,
    );
    return { imported: true, checksum, counts, ms };
  }

  private read(dir: string): CatalogData {
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
}
