// Inputs of the watchlist routes, checked strictly; title existence is checked by the service (404).
import type { MediaType } from '../../contract';
import { bad, isoDateTime, oneOf, plainObject, positiveInt, uuid } from '../../http/validation';

export const MEDIA_TYPES: readonly MediaType[] = ['movie', 'tv'];
/** A client clock a little ahead is tolerated; further ahead would let one change win forever. */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;

export interface WatchlistCommand {
  sessionId: string;
  mediaType: MediaType;
  contentId: number;
  onList: boolean;
  changedAt: Date;
}

export function parseTitleParams(type: unknown, id: unknown): { mediaType: MediaType; contentId: number } {
  return { mediaType: oneOf(type, MEDIA_TYPES, 'media type'), contentId: positiveInt(id, 'title id') };
}

function changedAt(value: unknown, name: string, now: Date): Date {
  if (value === undefined) return now;
  const at = isoDateTime(value, name);
  if (at.getTime() > now.getTime() + MAX_CLOCK_SKEW_MS) throw bad(`${name} must not be in the future`);
  return at;
}

export function parseAdd(type: unknown, id: unknown, body: unknown, now = new Date()): WatchlistCommand {
  const b = plainObject(body, ['session_id', 'added_at']);
  if (b.session_id === undefined || b.session_id === null) throw bad('session_id is required');
  return {
    ...parseTitleParams(type, id),
    sessionId: uuid(b.session_id, 'session_id'),
    onList: true,
    changedAt: changedAt(b.added_at, 'added_at', now),
  };
}

/** `sessionId`: the checked id from the X-StreamFinder-Session header or the query (validation.ts sessionIdOf). */
export function parseRemove(
  type: unknown,
  id: unknown,
  query: Record<string, unknown>,
  sessionId: string,
  now = new Date(),
): WatchlistCommand {
  const unknown = Object.keys(query ?? {}).filter((k) => k !== 'sessionId' && k !== 'removed_at');
  if (unknown.length > 0) throw bad(`Unknown parameter(s): ${unknown.join(', ')}`);
  return {
    ...parseTitleParams(type, id),
    sessionId,
    onList: false,
    changedAt: changedAt(query.removed_at, 'removed_at', now),
  };
}
