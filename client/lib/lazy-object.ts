/**
 * An object that stands for `create()`'s result and calls `create` (once) on the first read of any of its
 * properties. For values that are costly to build and often not needed at all while a page loads (the Chakra
 * system: client/lib/theme.ts). Reads, `in`, key listing and descriptors are forwarded; writes are not supported.
 */
export function lazyObject<T extends object>(create: () => T): T {
  let value: T | undefined;
  const target = () => (value ??= create());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      // A proxy may only report configurable properties its (empty) target does not have.
      return descriptor && { ...descriptor, configurable: true };
    },
    set: () => false,
    defineProperty: () => false,
    deleteProperty: () => false,
  });
}
