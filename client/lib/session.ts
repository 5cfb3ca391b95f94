// Anonymous session id (docs/spec.md §3): a random UUID created on first use, kept in localStorage.
import { safeLocalStorage } from './safe-storage';

export const SESSION_STORAGE_KEY = 'thestreamfinder_session_id';
/**
 * The request header that carries the session id on reads and removals (issue #35): never the query string,
 * which proxy, CDN and server access logs keep. Writes carry it in their JSON body (docs/spec.md §3).
 */
export const SESSION_HEADER = 'X-StreamFinder-Session';

/** The headers that identify the visitor's session on a request without a body. */
export function sessionHeaders(sessionId: string): Record<string, string> {
  return { [SESSION_HEADER]: sessionId };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function getSessionId(storage: Storage = safeLocalStorage): string {
  const existing = storage.getItem(SESSION_STORAGE_KEY);
  if (existing && UUID.test(existing)) return existing;
  const id = crypto.randomUUID();
  storage.setItem(SESSION_STORAGE_KEY, id);
  return id;
}
