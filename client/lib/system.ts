import type { SystemContext } from '@chakra-ui/react';
import { lazyObject } from './lazy-object';

// The Chakra system without Chakra's code (issue #10). ChakraProvider at the root takes `system`, which is only a
// stand-in: the theme (lib/theme.ts, with Chakra's recipes and tokens, ~120 KB of script) registers how to build
// the real one when it is evaluated, and every module that uses a Chakra component imports Chakra through
// lib/chakra.ts, which imports the theme first. So the entry carries no Chakra code, and a component that reads
// the system always finds the theme registered (ES modules evaluate a module's imports before the module).

/** Set (as a performance mark) when the system is built: browser tests check pages load without it. */
export const SYSTEM_CREATED_MARK = 'sf:chakra-system';
/** Set (as a performance mark) when lib/theme.ts is evaluated: pages that load without Chakra's code. */
export const THEME_LOADED_MARK = 'sf:chakra-theme';

let build: (() => SystemContext) | undefined;

/** Called once by lib/theme.ts when it is evaluated. */
export function registerSystem(create: () => SystemContext): void {
  build = create;
  globalThis.performance?.mark?.(THEME_LOADED_MARK);
}

/**
 * The app's Chakra system, built on the first read of any of its members. Building it (merging the configs, the
 * token dictionary, the utilities) is ~100-150 ms of script on a phone, and a page whose first screen uses no
 * Chakra component does not need it until a dialog, menu or toast opens.
 */
export const system: SystemContext = lazyObject(() => {
  if (!build)
    throw new Error(
      'The Chakra system was read before lib/theme.ts loaded: import Chakra through lib/chakra.ts',
    );
  const created = build();
  globalThis.performance?.mark?.(SYSTEM_CREATED_MARK);
  return created;
});
