// Query and path parameter parsing shared by the API's controllers. Every helper throws a 400
// ({statusCode, message, error}) with a message naming the parameter, so bad input never reaches a service.
import { BadRequestException, type PipeTransform } from '@nestjs/common';

export type Query = Record<string, unknown>;

const bad = (message: string): never => {
  throw new BadRequestException(message);
};

/** The single string value of a query key; repeated keys (?a=1&a=2) are refused. */
export function queryValue(query: Query, key: string): string | undefined {
  const v = query?.[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') return bad(`${key} must be given once`);
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
  if (!/^-?\d{1,10}$/.test(value)) return bad(`${key} must be a whole number`);
  const n = Number(value);
  if (n < min || n > max) return bad(`${key} must be between ${min} and ${max}`);
  return n;
}

export function parseNumberIn(
  value: string | undefined,
  key: string,
  min: number,
  max: number,
): number | undefined {
  if (value === undefined) return undefined;
  if (!/^-?\d+(\.\d+)?$/.test(value)) return bad(`${key} must be a number`);
  const n = Number(value);
  if (n < min || n > max) return bad(`${key} must be between ${min} and ${max}`);
  return n;
}

export const MAX_PAGE = 500;

/** page=1..500, default 1. */
export function parsePage(query: Query): number {
  const raw = queryValue(query, 'page');
  if (raw === undefined || raw === '') return 1;
  if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_PAGE) {
    return bad(`page must be a whole number from 1 to ${MAX_PAGE}`);
  }
  return Number(raw);
}

/** ISO 3166-1 alpha-2 country code, returned upper case; absent or empty -> undefined. */
export function parseRegion(query: Query, key = 'region'): string | undefined {
  const raw = optionalValue(query, key);
  if (raw === undefined) return undefined;
  if (!/^[A-Za-z]{2}$/.test(raw)) return bad(`${key} must be a two-letter country code`);
  return raw.toUpperCase();
}

/** YYYY-MM-DD and a real calendar date. */
export function parseDate(value: string | undefined, key: string): string | undefined {
  if (value === undefined) return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : undefined;
  if (!m || !d || d.toISOString().slice(0, 10) !== value)
    return bad(`${key} must be a real date as YYYY-MM-DD`);
  return value;
}

export function parseBoolean(value: string | undefined, key: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return bad(`${key} must be true or false`);
}

export function parseEnum<T extends string>(
  value: string | undefined,
  key: string,
  allowed: readonly T[],
): T {
  if (value === undefined || !(allowed as readonly string[]).includes(value)) {
    return bad(`${key} must be one of: ${allowed.join(', ')}`);
  }
  return value as T;
}

/** Positive database id (1..2^31-1). */
export function parseId(value: string | undefined, key = 'id'): number {
  if (value === undefined || !/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 2147483647) {
    return bad(`${key} must be a positive whole number`);
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
  if (hasComma && hasPipe) return bad(`${key} must use commas (all of) or pipes (any of), not both`);
  const parts = value.split(hasPipe ? '|' : ',').map((s) => s.trim());
  if (parts.length > 50) return bad(`${key} takes at most 50 ids`);
  return { ids: parts.map((p) => parseId(p, key)), mode: hasPipe ? 'any' : 'all' };
}
