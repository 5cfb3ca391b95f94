// Recovery from a render error that stored data may have caused (an old build's shape, a hand-edited or
// corrupted entry): forget the cached answers that no mounted screen is using, the persisted copy of the
// query cache and the small saved lists, so the next render fetches fresh data. Saved titles, recently viewed,
// the ratings outbox and the visitor's own ratings are kept: they are validated when read instead.
import type { QueryClient } from '@tanstack/react-query';
import { PERSIST_STORAGE_KEY } from './persist';

export async function clearStoredQueryData(client: QueryClient): Promise<void> {
  // Called from componentDidCatch: the failed screen's observers unsubscribe in React's passive effects, which
  // run after it. Wait a task so its queries have no observer left, then forget them.
  await new Promise((resolve) => setTimeout(resolve, 0));
  client.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
  try {
    localStorage.removeItem(PERSIST_STORAGE_KEY);
  } catch {
    // storage blocked: nothing was persisted
  }
  try {
    const { db } = await import('./db'); // on demand: Dexie stays off the first paint's path
    await db.lists.clear();
  } catch (err) {
    console.warn('Could not clear the saved lists', err);
  }
}
