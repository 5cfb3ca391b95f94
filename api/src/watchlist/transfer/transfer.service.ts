import {
  GoneException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import type { MyServices, TransferClaimResult, TransferCode } from '../../contract';
import { clientKey } from '../../http/client-key';
import { bad } from '../../http/validation';
import { Sql } from '../../database/sql';
import { WriteLimiter } from '../../redis/write-limiter';
import { CODE_LENGTH, hashCode, newCode, normaliseCode, seal, transferSecret, unseal } from './transfer-code';

export const CODE_TTL_MS = 24 * 60 * 60_000;
/** Codes one session may create per hour (database-wide). */
export const MAX_CODES_PER_HOUR = 5;
/** Codes one client (IPv4 address, IPv6 /64) may create per hour. */
export const CREATE_BUDGET = { points: 20, seconds: 3600 };
/** Wrong guesses one client may have answered per 15 minutes; after that a wrong code is answered 429. */
export const GUESS_BUDGET = { points: 10, seconds: 15 * 60 };
/** Expired codes are deleted at most this often per instance (on the next create or claim). */
const PURGE_EVERY_MS = 60_000;

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

const TOO_MANY = 'Too many attempts; wait a little and try again';

/**
 * "Copy My List to another device": a one-time code (12 characters, 24 hours, single use). Claiming copies the
 * source session's list and ratings into the claiming session with the same newest-change-wins rules, in one
 * transaction with marking the code used, so two devices racing on one code copy once.
 *
 * Guessing (docs/decisions.md #21): each claim takes a point of the client's guess budget before the code is
 * looked up, atomically and, with REDIS_URL, in Redis (one budget for every instance); the budget is per IPv4
 * address and per IPv6 /64. A code that turns out valid gives its point back (only wrong guesses count) and is
 * honoured even when the budget is spent, so a guesser behind the same NAT cannot lock a visitor out of their
 * own code; a wrong, used or expired code from a client over budget gets 429 instead of its answer. At 60 bits
 * a code stays out of reach however long a locked-out client keeps trying.
 */
@Injectable()
export class TransferService {
  private readonly d: Sql;
  private secret?: Buffer;
  private lastPurge = 0;

  constructor(
    private readonly db: DataSource,
    private readonly limiter: WriteLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.d = new Sql(db);
  }

  private hash(code: string): string {
    this.secret ??= transferSecret(this.config);
    return hashCode(code, this.secret);
  }

  async create(sessionId: string, services: MyServices | undefined, client: string): Promise<TransferCode> {
    const budget = await this.limiter.consumeIn(
      'transfer-create',
      clientKey(client),
      CREATE_BUDGET.points,
      CREATE_BUDGET.seconds,
    );
    if (!budget.allowed) throw new TooManyRequests(TOO_MANY, budget.retryAfterSeconds);
    await this.purgeExpired();
    const now = new Date();
    const recent = await this.d.query<Array<{ n: number | string }>>(
      `SELECT COUNT(*) AS n FROM "transfer_codes" WHERE "session_id" = ? AND "created_at" > ?`,
      [sessionId, this.d.time(new Date(now.getTime() - 60 * 60_000))],
    );
    if (Number(recent[0]?.n ?? 0) >= MAX_CODES_PER_HOUR) {
      throw new TooManyRequests('Too many codes for this device; try again in an hour', 3600);
    }
    const code = newCode();
    const expires = new Date(now.getTime() + CODE_TTL_MS);
    await this.d.query(
      `INSERT INTO "transfer_codes" ("code_hash", "session_id", "sealed_services", "created_at", "expires_at")
       VALUES (?, ?, ?, ?, ?)`,
      [
        this.hash(code),
        sessionId,
        services ? seal(services, code) : null,
        this.d.time(now),
        this.d.time(expires),
      ],
    );
    return { code, expires_at: expires.toISOString() };
  }

  async claim(input: string, sessionId: string, client: string): Promise<TransferClaimResult> {
    const code = normaliseCode(input);
    // Not a code at all: nothing is looked up, so nothing is guessed.
    if (!code) throw bad(`code must be ${CODE_LENGTH} letters or digits`);
    const key = clientKey(client);
    const budget = await this.limiter.consumeIn(
      'transfer-guess',
      key,
      GUESS_BUDGET.points,
      GUESS_BUDGET.seconds,
    );
    /** A wrong guess keeps its point; over budget, its answer is a 429 that tells nothing about the code. */
    const refuse = (error: HttpException): never => {
      if (!budget.allowed) throw new TooManyRequests(TOO_MANY, budget.retryAfterSeconds);
      throw error;
    };
    await this.purgeExpired();
    const rows = await this.d.query<CodeRow[]>(
      `SELECT "id", "session_id", "sealed_services", "expires_at", "claimed_at" FROM "transfer_codes"
       WHERE "code_hash" = ?`,
      [this.hash(code)],
    );
    const row = rows[0];
    const now = new Date();
    if (!row) return refuse(new NotFoundException('No such code; check it and try again'));
    if (row.claimed_at !== null) return refuse(new GoneException('This code was already used'));
    if (Date.parse(this.d.iso(row.expires_at)) <= now.getTime()) {
      return refuse(new GoneException('This code has expired; create a new one'));
    }
    // A right code is no guess: its point goes back, and it is honoured even over budget.
    await this.limiter.reward('transfer-guess', key);
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
    // Lost a race with another device on the same (right) code: that is no guess either.
    if (!copied) throw new GoneException('This code was already used');
    return { ...copied, services: row.sealed_services ? unseal(row.sealed_services, code) : null };
  }

  /**
   * Deletes codes past their expiry, with what they sealed: a database copy then holds no code older than a
   * day. At most once a minute per instance, on the next create or claim.
   */
  async purgeExpired(now = Date.now()): Promise<void> {
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    await this.d.query(`DELETE FROM "transfer_codes" WHERE "expires_at" <= ?`, [this.d.time(new Date(now))]);
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
