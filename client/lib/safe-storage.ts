// Web Storage that never throws: blocked storage (cookies off, some private modes) throws on the mere access
// to window.localStorage, and a full one throws on setItem. The site then keeps its few settings in memory
// for this visit instead of failing to render.
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

function resilient(get: () => Storage): Storage {
  const memory = memoryStorage();
  const backing = (): Storage => {
    try {
      return get();
    } catch {
      return memory;
    }
  };
  const attempt = <T>(fn: (s: Storage) => T, fallback: (s: Storage) => T): T => {
    try {
      return fn(backing());
    } catch {
      return fallback(memory);
    }
  };
  return {
    get length() {
      return attempt(
        (s) => s.length,
        (m) => m.length,
      );
    },
    clear: () =>
      attempt(
        (s) => s.clear(),
        (m) => m.clear(),
      ),
    getItem: (key) =>
      attempt(
        (s) => s.getItem(key),
        (m) => m.getItem(key),
      ),
    key: (i) =>
      attempt(
        (s) => s.key(i),
        (m) => m.key(i),
      ),
    removeItem: (key) =>
      attempt(
        (s) => s.removeItem(key),
        (m) => m.removeItem(key),
      ),
    setItem: (key, value) =>
      attempt(
        (s) => s.setItem(key, value),
        (m) => m.setItem(key, value),
      ),
  };
}

export const safeLocalStorage: Storage = resilient(() => window.localStorage);
