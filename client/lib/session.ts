// Anonymous session id (docs/spec.md §3): a random UUID created on first use, kept in localStorage.
import { safeLocalStorage } from './safe-storage';

export const SESSION_STORAGE_KEY = 'thestreamfinder_session_id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function getSessionId(storage: Storage = safeLocalStorage): string {
  const existing = storage.getItem(SESSION_STORAGE_KEY);
  if (existing && UUID.test(existing)) return existing;
  const id = crypto.randomUUID();
  storage.setItem(SESSION_STORAGE_KEY, id);
  return id;
}
