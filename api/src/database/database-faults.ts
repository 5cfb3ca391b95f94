// Tells a database that is away (PostgreSQL restarting, unreachable, our connections killed; SQLite busy) from
// a bug. Such a failure is answered 503 with Retry-After instead of 500: the request may simply be retried, and
// the pool reconnects by itself when the database returns (nothing here keeps state).
import { ServiceUnavailableException } from '@nestjs/common';

/** Seconds a client should wait before retrying a request that needed the database. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// Connection exceptions (08xxx), operator intervention (57Pxx: admin shutdown, crash shutdown, cannot connect
// now, e.g. pg_terminate_backend or a restart), too many connections (53300).
const PG_CODES = /^(08\d{3}|57P0[1-4]|53300)$/;
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
const SQLITE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED']);
const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection (is )?not (open|established)/i,
  /is not queryable/i,
  /Cannot use a pool after calling end/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /terminating connection/i,
  /Connection is not established/i,
];

/** True when `err` (a TypeORM QueryFailedError, a pg error or a socket error) means "database unavailable". */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (PG_CODES.test(code) || NODE_CODES.has(code) || SQLITE_CODES.has(code)))
      return true;
    if (typeof message === 'string' && MESSAGES.some((re) => re.test(message))) return true;
    e = (e as { driverError?: unknown; cause?: unknown }).driverError ?? (e as { cause?: unknown }).cause;
  }
  return false;
}

/** 503 carrying the seconds to wait (the API exception filter writes Retry-After). */
export class DatabaseUnavailableException extends ServiceUnavailableException {
  readonly retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;
  constructor() {
    super('The database is unavailable right now. Please try again in a few seconds.');
  }
}

let lastWarning = 0;
/** During an outage every request fails the same way: one log line per 30 s is enough. */
export function shouldLogDatabaseFault(now = Date.now()): boolean {
  if (now - lastWarning < 30_000) return false;
  lastWarning = now;
  return true;
}

/**
 * A statement that met a connection PostgreSQL had terminated (pg_terminate_backend, a restart): the server's
 * "terminating connection" (57P01), or the socket closing under the statement ("Connection terminated
 * unexpectedly"). The pool hands out such connections until it has read their sockets' end.
 */
export function isTerminatedConnection(err: unknown): 'not-run' | 'unknown' | false {
  const e = err as { code?: unknown; message?: unknown; driverError?: { code?: unknown } } | null;
  if (e?.code === '57P01' || e?.driverError?.code === '57P01') return 'not-run';
  if (typeof e?.message === 'string' && /Connection terminated unexpectedly/i.test(e.message))
    return 'unknown';
  return false;
}

/** Time for the pool to notice its other terminated connections before the statement is sent again. */
export const TERMINATED_RETRY_DELAY_MS = 50;

/**
 * Runs `fn`, and once more when its connection was terminated and running it again is safe: always when the
 * server says the statement did not run, and for reads (`readOnly`) whatever happened to it.
 */
export async function retryOnTerminatedConnection<T>(fn: () => Promise<T>, readOnly = false): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const terminated = isTerminatedConnection(err);
    if (!terminated || (terminated === 'unknown' && !readOnly)) throw err;
    await new Promise((resolve) => setTimeout(resolve, TERMINATED_RETRY_DELAY_MS));
    return fn();
  }
}
