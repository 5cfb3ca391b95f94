import { GoneException, HttpException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MyServices, TransferClaimResult, TransferCode } from '../../contract';
import { bad } from '../../http/validation';
import { Sql } from '../../database/sql';
import { AttemptLimiter } from './attempt-limiter';
import { hashCode, newCode, normaliseCode, seal, unseal } from './transfer-code';

export const CODE_TTL_MS = 24 * 60 * 60_000;
/** Codes one session may create per hour (database-wide). */
export const MAX_CODES_PER_HOUR = 5;

export class TooManyRequests extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

interface CodeRow {
  id: number | string;
  session_id: string;
  sealed_services: string | null;
  expires_at: Date | string;
  claimed_at: Date | string | null;
}

/**
 * "Copy My List to another device": a one-time code (8 characters, 24 hours, single use). Claiming copies the
 * source session's list and ratings into the claiming session with the same newest-change-wins rules, in one
 * transaction with marking the code used, so two devices racing on one code copy once.
 */
@Injectable()
export class TransferService {
  private readonly d: Sql;
  /** Attempts per client address: creating codes, and claiming with a wrong, used or expired code. */
  readonly createLimiter = new AttemptLimiter(20, 60 * 60_000);
  readonly claimLimiter = new AttemptLimiter(10, 15 * 60_000);

  constructor(private readonly db: DataSource) {
    this.d = new Sql(db);
  }

  async create(sessionId: string, services: MyServices | undefined, client: string): Promise<TransferCode> {
    this.limit(this.createLimiter, client);
    const now = new Date();
    const recent = await this.d.query<Array<{ n: number | string }>>(
      `SELECT COUNT(*) AS n FROM "transfer_codes" WHERE "session_id" = ? AND "created_at" > ?`,
      [sessionId, this.d.time(new Date(now.getTime() - 60 * 60_000))],
    );
    if (Number(recent[0]?.n ?? 0) >= MAX_CODES_PER_HOUR) {
      throw new TooManyRequests('Too many codes for this device; try again in an hour', 3600);
    }
    this.createLimiter.hit(client);
    const code = newCode();
    const expires = new Date(now.getTime() + CODE_TTL_MS);
    await this.d.query(
      `INSERT INTO "transfer_codes" ("code_hash", "session_id", "sealed_services", "created_at", "expires_at")
       VALUES (?, ?, ?, ?, ?)`,
      [
        hashCode(code),
        sessionId,
        services ? seal(services, code) : null,
        this.d.time(now),
        this.d.time(expires),
      ],
    );
    return { code, expires_at: expires.toISOString() };
  }

  async claim(input: string, sessionId: string, client: string): Promise<TransferClaimResult> {
    this.limit(this.claimLimiter, client);
    const code = normaliseCode(input);
    if (!code) throw bad('code must be 8 letters or digits');
    const rows = await this.d.query<CodeRow[]>(
      `SELECT "id", "session_id", "sealed_services", "expires_at", "claimed_at" FROM "transfer_codes"
       WHERE "code_hash" = ?`,
      [hashCode(code)],
    );
    const row = rows[0];
    const now = new Date();
    if (!row) return this.refuse(client, new NotFoundException('No such code; check it and try again'));
    if (row.claimed_at !== null) return this.refuse(client, new GoneException('This code was already used'));
    if (Date.parse(this.d.iso(row.expires_at)) <= now.getTime()) {
      return this.refuse(client, new GoneException('This code has expired; create a new one'));
    }
    if (row.session_id === sessionId) throw bad('This code was created on this device');
    const copied = await this.db.transaction(async (m) => {
      // The runner's structured result carries the affected row count on both engines.
      const q = m.queryRunner!;
      const taken = await q.query(
        this.d.sql(
          `UPDATE "transfer_codes" SET "claimed_at" = ?, "claimed_by" = ?, "sealed_services" = NULL
           WHERE "id" = ? AND "claimed_at" IS NULL`,
        ),
        [this.d.time(now), sessionId, Number(row.id)],
        true,
      );
      if (!taken.affected) return null;
      const titles = await q.query(
        this.d.sql(COPY_WATCHLIST),
        [sessionId, this.d.time(now), row.session_id],
        true,
      );
      const ratings = await q.query(
        this.d.sql(COPY_RATINGS),
        [sessionId, this.d.time(now), row.session_id],
        true,
      );
      return { titles: Number(titles.affected ?? 0), ratings: Number(ratings.affected ?? 0) };
    });
    if (!copied) return this.refuse(client, new GoneException('This code was already used'));
    return { ...copied, services: row.sealed_services ? unseal(row.sealed_services, code) : null };
  }

  private limit(limiter: AttemptLimiter, client: string): void {
    const wait = limiter.retryAfter(client);
    if (wait > 0) throw new TooManyRequests('Too many attempts; wait a little and try again', wait);
  }

  private refuse(client: string, error: HttpException): never {
    this.claimLimiter.hit(client);
    throw error;
  }
}

// `WHERE true` keeps SQLite from reading ON CONFLICT as part of the SELECT's join (its documented ambiguity).
const COPY_WATCHLIST = `INSERT INTO "watchlist"
    ("session_id", "media_type", "content_id", "on_list", "changed_at", "updated_at")
  SELECT ?, "media_type", "content_id", "on_list", "changed_at", ? FROM "watchlist" WHERE "session_id" = ? AND true
  ON CONFLICT ("session_id", "media_type", "content_id") DO UPDATE SET
    "on_list" = excluded."on_list", "changed_at" = excluded."changed_at", "updated_at" = excluded."updated_at"
  WHERE "watchlist"."changed_at" < excluded."changed_at"`;

const COPY_RATINGS = `INSERT INTO "ratings"
    ("session_id", "content_type", "content_id", "rating", "rated_at", "updated_at")
  SELECT ?, "content_type", "content_id", "rating", "rated_at", ? FROM "ratings" WHERE "session_id" = ? AND true
  ON CONFLICT ("session_id", "content_type", "content_id") DO UPDATE SET
    "rating" = excluded."rating", "rated_at" = excluded."rated_at", "updated_at" = excluded."updated_at"
  WHERE "ratings"."rated_at" < excluded."rated_at"`;
