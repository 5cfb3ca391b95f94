// The one validation module of the API (no class-validator in this project): strict checks for query and path
// parameters and for request bodies. Each throws a 400 ({statusCode, message, error}) with a message naming the
// parameter or field, so bad input never reaches a service and clients see what to fix.
import { BadRequestException, type PipeTransform } from '@nestjs/common';

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function bad(message: string): BadRequestException {
  return new BadRequestException(message);
}

/**
 * C0 control characters and DEL. NUL in particular: PostgreSQL refuses it in text (SQLite stores it), so a NUL
 * that reached a query answered 500 on one engine only (issue 35). Checked where text enters: query values,
 * path parameters used as text, and body strings.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

export function hasControlChars(value: string): boolean {
  return CONTROL_CHARS.test(value);
}

/** The body must be a JSON object holding only `allowed` keys. */
export function plainObject(body: unknown, allowed: readonly string[]): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw bad('Request body must be a JSON object');
  }
  const unknown = Object.keys(body).filter((k) => !allowed.includes(k));
  if (unknown.length > 0) throw bad(`Unknown field(s): ${unknown.join(', ')}`);
  return body as Record<string, unknown>;
}

/** A positive integer from a JSON number or a path/query string of digits. */
export function positiveInt(value: unknown, name: string, max = 2_147_483_647): number {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > max) {
    throw bad(`${name} must be a positive integer`);
  }
  return n;
}

export function oneOf<T extends string>(value: unknown, allowed: readonly T[], name: string): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw bad(`${name} must be one of: ${allowed.join(', ')}`);
  }
  return value as T;
}

export function uuid(value: unknown, name: string): string {
  if (typeof value !== 'string' || !UUID_RE.test(value)) throw bad(`${name} must be a UUID`);
  return value.toLowerCase();
}

const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** Do the written day (in its month and year) and time of day exist? 2024-02-30 and 24:00 do not. */
function realDateTime(value: string): boolean {
  const [y, m, d, h, min, sec] = value.split(/[-T:.Z+]/, 6).map(Number);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return m >= 1 && m <= 12 && d >= 1 && d <= days && h <= 23 && min <= 59 && (Number.isNaN(sec) || sec <= 59);
}

/** An ISO-8601 date-time with offset, returned as a Date. */
export function isoDateTime(value: unknown, name: string): Date {
  if (typeof value !== 'string' || !ISO_8601.test(value)) {
    throw bad(`${name} must be an ISO-8601 date-time with time zone`);
  }
  const date = new Date(value);
  // Date() rolls 2024-02-30 over to March 1st: the calendar day and the time must exist as written.
  if (Number.isNaN(date.getTime()) || !realDateTime(value)) throw bad(`${name} is not a valid date`);
  return date;
}

/**
 * The request header that carries a visitor's session id on reads and removals (docs/spec.md §7): a header
 * stays out of the URLs that proxies, CDNs and browser histories keep (issue 35).
 */
export const SESSION_HEADER = 'x-streamfinder-session';

/**
 * The session id of a GET or DELETE: the X-StreamFinder-Session header, else the spec's `sessionId` query key
 * (still accepted). Both given must agree. Throws 400 when neither is given or the id is not a UUID.
 */
export function sessionIdOf(headers: Record<string, unknown>, query: Query): string {
  const header = headers[SESSION_HEADER];
  if (Array.isArray(header)) throw bad('X-StreamFinder-Session must be given once');
  const fromQuery = queryValue(query, 'sessionId');
  if (header === undefined && fromQuery === undefined) {
    throw bad('sessionId is required (X-StreamFinder-Session header or sessionId query parameter)');
  }
  const fromHeader = header === undefined ? undefined : uuid(header, 'X-StreamFinder-Session');
  const fromUrl = fromQuery === undefined ? undefined : uuid(fromQuery, 'sessionId');
  if (fromHeader && fromUrl && fromHeader !== fromUrl) {
    throw bad('sessionId and X-StreamFinder-Session name different sessions');
  }
  return (fromHeader ?? fromUrl)!;
}

// ---- query and path parameters ----------------------------------------------------------------------

export type Query = Record<string, unknown>;

/** The single string value of a query key; repeated keys (?a=1&a=2) are refused. */
export function queryValue(query: Query, key: string): string | undefined {
  const v = query?.[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw bad(`${key} must be given once`);
  if (hasControlChars(v)) throw bad(`${key} must not contain control characters`);
  return v;
}

/** Like queryValue, but an empty value counts as absent (forms often send "key="). */
export function optionalValue(query: Query, key: string): string | undefined {
  const v = queryValue(query, key);
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

export function parseIntIn(
  value: string | undefined,
  key: string,
  min: number,
  max: number,
): number | undefined {
  if (value === undefined) return undefined;
  if (!/^-?\d{1,10}$/.test(value)) throw bad(`${key} must be a whole number`);
  const n = Number(value);
  if (n < min || n > max) throw bad(`${key} must be between ${min} and ${max}`);
  return n;
}

export function parseNumberIn(
  value: string | undefined,
  key: string,
  min: number,
  max: number,
): number | undefined {
  if (value === undefined) return undefined;
  if (!/^-?\d+(\.\d+)?$/.test(value)) throw bad(`${key} must be a number`);
  const n = Number(value);
  if (n < min || n > max) throw bad(`${key} must be between ${min} and ${max}`);
  return n;
}

export const MAX_PAGE = 500;

/** page=1..500, default 1. */
export function parsePage(query: Query): number {
  const raw = queryValue(query, 'page');
  if (raw === undefined || raw === '') return 1;
  if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_PAGE) {
    throw bad(`page must be a whole number from 1 to ${MAX_PAGE}`);
  }
  return Number(raw);
}

/** ISO 3166-1 alpha-2 country code, returned upper case; absent or empty -> undefined. */
export function parseRegion(query: Query, key = 'region'): string | undefined {
  const raw = optionalValue(query, key);
  if (raw === undefined) return undefined;
  if (!/^[A-Za-z]{2}$/.test(raw)) throw bad(`${key} must be a two-letter country code`);
  return raw.toUpperCase();
}

/** YYYY-MM-DD and a real calendar date. */
export function parseDate(value: string | undefined, key: string): string | undefined {
  if (value === undefined) return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : undefined;
  if (!m || !d || d.toISOString().slice(0, 10) !== value)
    throw bad(`${key} must be a real date as YYYY-MM-DD`);
  return value;
}

export function parseBoolean(value: string | undefined, key: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw bad(`${key} must be true or false`);
}

/** Positive database id (1..2^31-1). */
export function parseId(value: string | undefined, key = 'id'): number {
  if (value === undefined || !/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 2147483647) {
    throw bad(`${key} must be a positive whole number`);
  }
  return Number(value);
}

/** Path :id pipe: positive integer ids only. */
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    return parseId(value);
  }
}

/** Comma (all of) or pipe (any of) separated positive ids, as TMDB reads with_genres and friends. */
export function parseIdList(
  value: string | undefined,
  key: string,
): { ids: number[]; mode: 'all' | 'any' } | undefined {
  if (value === undefined) return undefined;
  const hasComma = value.includes(',');
  const hasPipe = value.includes('|');
  if (hasComma && hasPipe) throw bad(`${key} must use commas (all of) or pipes (any of), not both`);
  const parts = value.split(hasPipe ? '|' : ',').map((s) => s.trim());
  if (parts.length > 50) throw bad(`${key} takes at most 50 ids`);
  return { ids: parts.map((p) => parseId(p, key)), mode: hasPipe ? 'any' : 'all' };
}
