// The one SQL helper over TypeORM's DataSource, for both engines: '?' placeholders everywhere (rewritten to $1,
// $2... on PostgreSQL), rows or the first row, batched multi-row inserts, and how a moment is stored (PostgreSQL
// timestamptz vs TypeORM's sortable UTC text on SQLite) and read back.
import type { DataSource, EntityManager } from 'typeorm';
import { DateUtils } from 'typeorm/util/DateUtils';
import { retryOnTerminatedConnection } from './database-faults';

export type Row = Record<string, unknown>;
type Runner = Pick<EntityManager, 'query'>;

export class Sql {
  readonly pg: boolean;

  constructor(readonly dataSource: DataSource) {
    this.pg = dataSource.options.type === 'postgres';
  }

  /** Rewrites '?' placeholders to $n on PostgreSQL. SQL text given here never contains a literal '?'. */
  sql(text: string): string {
    if (!this.pg) return text;
    let n = 0;
    return text.replace(/\?/g, () => `$${++n}`);
  }

  /** The driver's raw answer (rows for a SELECT; what the engine says for a write). */
  query<T>(text: string, params: unknown[] = [], runner: Runner = this.dataSource): Promise<T> {
    const sql = this.sql(text);
    const run = () => runner.query(sql, params) as Promise<T>;
    // Outside a transaction, a statement that met a connection PostgreSQL had terminated is sent once more, on
    // a connection the pool opens afresh (see retryOnTerminatedConnection).
    return runner === this.dataSource && this.pg
      ? retryOnTerminatedConnection(run, /^\s*SELECT\b/i.test(text))
      : run();
  }

  async all<T = Row>(text: string, params: unknown[] = [], runner: Runner = this.dataSource): Promise<T[]> {
    return this.query<T[]>(text, params, runner);
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

  /** A moment as the engine stores it: PostgreSQL takes the Date, SQLite TypeORM's sortable UTC text. */
  time(date: Date): Date | string {
    return this.pg ? date : (DateUtils.mixedDateToUtcDatetimeString(date) as string);
  }

  /** A stored moment back to ISO 8601 (UTC). */
  iso(value: Date | string): string {
    if (value instanceof Date) return value.toISOString();
    return new Date(/Z|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`).toISOString();
  }
}
