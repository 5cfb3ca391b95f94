// Thin SQL helper over the TypeORM DataSource for the embedded catalog: one placeholder style ('?') for both
// engines (rewritten to $1.. for PostgreSQL), and batched multi-row inserts for the import.
import type { DataSource, EntityManager } from 'typeorm';

export type Row = Record<string, unknown>;
type Runner = Pick<EntityManager, 'query'>;

export class CatalogDb {
  readonly pg: boolean;

  constructor(readonly dataSource: DataSource) {
    this.pg = dataSource.options.type === 'postgres';
  }

  /** Rewrites '?' placeholders to $n on PostgreSQL. SQL text here never contains a literal '?'. */
  sql(text: string): string {
    if (!this.pg) return text;
    let n = 0;
    return text.replace(/\?/g, () => `$${++n}`);
  }

  async all<T = Row>(text: string, params: unknown[] = [], runner: Runner = this.dataSource): Promise<T[]> {
    return (await runner.query(this.sql(text), params)) as T[];
  }

  async one<T = Row>(
    text: string,
    params: unknown[] = [],
    runner: Runner = this.dataSource,
  ): Promise<T | undefined> {
    const rows = await this.all<T>(text, params, runner);
    return rows[0];
  }

  /** INSERT of many rows, in statements of at most 30,000 parameters (SQLite allows 32,766, pg 65,535). */
  async insert(runner: Runner, table: string, columns: string[], rows: unknown[][]): Promise<void> {
    const per = Math.max(1, Math.floor(30_000 / columns.length));
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    for (let i = 0; i < rows.length; i += per) {
      const chunk = rows.slice(i, i + per);
      const text = `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${chunk.map(() => tuple).join(', ')}`;
      await runner.query(this.sql(text), chunk.flat());
    }
  }
}
