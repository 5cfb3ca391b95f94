// Small strict checks for request bodies and params (no class-validator in this project): each throws a 400
// with a message naming the field, so clients see what to fix.
import { BadRequestException } from '@nestjs/common';

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function bad(message: string): BadRequestException {
  return new BadRequestException(message);
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

/** An ISO-8601 date-time with offset, returned as a Date. */
export function isoDateTime(value: unknown, name: string): Date {
  if (typeof value !== 'string' || !ISO_8601.test(value)) {
    throw bad(`${name} must be an ISO-8601 date-time with time zone`);
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw bad(`${name} is not a valid date`);
  return date;
}
