import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { MediaType } from '../contract';

/** One session's latest change to one title (see the watchlist migration). on_list 0 is a tombstone. */
@Entity({ name: 'watchlist' })
@Unique('UQ_watchlist_session_content', ['sessionId', 'mediaType', 'contentId'])
@Index('IDX_watchlist_session_changed', ['sessionId', 'changedAt'])
export class WatchlistEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'session_id', type: 'varchar', length: 36 })
  sessionId: string;

  @Column({ name: 'media_type', type: 'varchar', length: 5 })
  mediaType: MediaType;

  @Column({ name: 'content_id', type: 'integer' })
  contentId: number;

  @Column({ name: 'on_list', type: 'smallint' })
  onList: number;

  @Column({ name: 'changed_at' })
  changedAt: Date;

  @Column({ name: 'updated_at' })
  updatedAt: Date;
}
