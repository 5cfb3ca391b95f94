import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CatalogSource } from '../catalog/catalog-source';
import type { MediaType, WatchlistEntryState, WatchlistItem, WatchlistResponse } from '../contract';
import { summaryOfDetails } from '../contract/summary';
import type { WatchlistCommand } from './dto/watchlist-input.dto';
import { Sql } from '../database/sql';

interface Row {
  media_type: MediaType;
  content_id: number | string;
  on_list: number | string;
  changed_at: Date | string;
}

/** At most this many saved titles are listed (with details) per request. */
export const MAX_LISTED = 500;

/**
 * My List with last-writer-wins by changed_at. One upsert statement on both engines
 * (INSERT ... ON CONFLICT DO UPDATE ... WHERE stored.changed_at < new.changed_at), so replays and concurrent
 * requests settle on the newest change. On an exact tie a removal wins: a tombstone is never undone by a replay
 * of the add it answered.
 */
@Injectable()
export class WatchlistService {
  private readonly d: Sql;

  constructor(
    db: DataSource,
    private readonly catalog: CatalogSource,
  ) {
    this.d = new Sql(db);
  }

  async change(cmd: WatchlistCommand): Promise<WatchlistEntryState> {
    if (!(await this.catalog.exists(cmd.mediaType, cmd.contentId))) {
      throw new NotFoundException(
        `${cmd.mediaType === 'tv' ? 'TV show' : 'Movie'} ${cmd.contentId} not found`,
      );
    }
    await this.d.query(
      `INSERT INTO "watchlist" ("session_id", "media_type", "content_id", "on_list", "changed_at", "updated_at")
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT ("session_id", "media_type", "content_id") DO UPDATE SET
         "on_list" = excluded."on_list", "changed_at" = excluded."changed_at", "updated_at" = excluded."updated_at"
       WHERE "watchlist"."changed_at" < excluded."changed_at"
          OR ("watchlist"."changed_at" = excluded."changed_at" AND excluded."on_list" = 0)`,
      [
        cmd.sessionId,
        cmd.mediaType,
        cmd.contentId,
        cmd.onList ? 1 : 0,
        this.d.time(cmd.changedAt),
        this.d.time(new Date()),
      ],
    );
    const rows = await this.d.query<Row[]>(
      `SELECT "media_type", "content_id", "on_list", "changed_at" FROM "watchlist"
       WHERE "session_id" = ? AND "media_type" = ? AND "content_id" = ?`,
      [cmd.sessionId, cmd.mediaType, cmd.contentId],
    );
    if (!rows[0]) throw new Error('watchlist row missing after upsert');
    return this.state(rows[0]);
  }

  async list(sessionId: string, region?: string): Promise<WatchlistResponse> {
    const rows = await this.d.query<Row[]>(
      `SELECT "media_type", "content_id", "on_list", "changed_at" FROM "watchlist"
       WHERE "session_id" = ? ORDER BY "changed_at" DESC, "id" DESC`,
      [sessionId],
    );
    const states = rows.map((r) => this.state(r));
    const saved = states.filter((s) => s.on_list).slice(0, MAX_LISTED);
    const items = await Promise.all(saved.map((s) => this.item(s, region)));
    return {
      results: items.filter((i): i is WatchlistItem => i !== null),
      removed: states
        .filter((s) => !s.on_list)
        .map(({ media_type, id, changed_at }) => ({ media_type, id, changed_at })),
    };
  }

  /** A saved title with its summary and offers; null when the catalog no longer knows it. */
  private async item(s: WatchlistEntryState, region?: string): Promise<WatchlistItem | null> {
    const details =
      s.media_type === 'movie' ? await this.catalog.movie(s.id, region) : await this.catalog.tv(s.id, region);
    if (!details) return null;
    const wp = details['watch/providers'];
    return {
      media_type: s.media_type,
      id: s.id,
      added_at: s.changed_at,
      title: summaryOfDetails(s.media_type, details),
      providers: (region && wp?.results?.[region]) || null,
      available_in: wp?.available_in ?? Object.keys(wp?.results ?? {}),
    };
  }

  private state(r: Row): WatchlistEntryState {
    return {
      media_type: r.media_type,
      id: Number(r.content_id),
      on_list: Number(r.on_list) === 1,
      changed_at: this.d.iso(r.changed_at),
    };
  }
}
