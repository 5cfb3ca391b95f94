import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { RatingContentType } from '../contract';

/**
 * One visitor's rating of one title (docs/decisions.md #8). A cleared rating keeps its row with rating 0, so its
 * rated_at still guards against an older replay. Dates: timestamptz on PostgreSQL, TypeORM's UTC datetime text
 * on SQLite (see the migration).
 */
@Entity({ name: 'ratings' })
@Unique('UQ_ratings_session_content', ['sessionId', 'contentType', 'contentId'])
@Index('IDX_ratings_content', ['contentType', 'contentId'])
export class Rating {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'session_id', type: 'varchar', length: 36 })
  sessionId: string;

  @Column({ name: 'content_type', type: 'varchar', length: 6 })
  contentType: RatingContentType;

  @Column({ name: 'content_id', type: 'integer' })
  contentId: number;

  @Column({ type: 'smallint' })
  rating: number;

  @Column({ name: 'rated_at' })
  ratedAt: Date;

  @Column({ name: 'updated_at' })
  updatedAt: Date;
}
