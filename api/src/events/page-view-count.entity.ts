import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Page views per path and UTC day: the only thing the events endpoint keeps (docs/decisions.md #14). */
@Entity({ name: 'page_view_counts' })
export class PageViewCount {
  @PrimaryColumn({ type: 'varchar', length: 200 })
  path: string;

  /** YYYY-MM-DD (UTC). */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;

  @Column({ type: 'integer', default: 0 })
  count: number;
}
