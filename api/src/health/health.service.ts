import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CatalogSource } from '../catalog/catalog-source';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { Health } from '../contract';
import { databaseKind } from '../database/data-source';
import { DatabaseUnavailableException, retryOnTerminatedConnection } from '../database/database-faults';

@Injectable()
export class HealthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: DataSource,
    private readonly catalog: CatalogSource,
  ) {}

  /** Answers only when the database responds; the title counts show the catalog is loaded. */
  async check(): Promise<Health> {
    try {
      await retryOnTerminatedConnection(() => this.db.query('SELECT 1'), true);
    } catch {
      throw new DatabaseUnavailableException();
    }
    return {
      status: 'ok',
      source: this.catalog.kind,
      database: databaseKind(this.config),
      titles: await this.catalog.counts(),
      reference_date: this.catalog.referenceDate(),
    };
  }
}
