// client/lib/system.ts: the root provider's stand-in for the Chakra system. It is built by what lib/theme.ts
// registered, and read before the theme is loaded it says how to fix that instead of failing somewhere in Chakra.
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
  performance.clearMarks();
});

// Importing Chakra afresh (resetModules) takes seconds on a busy machine.
describe('the Chakra system stand-in', { timeout: 60_000 }, () => {
  it('throws a clear error when read before lib/theme.ts is loaded', async () => {
    const { system, SYSTEM_CREATED_MARK } = await import('../../../client/lib/system');
    expect(() => system.token('colors.gray.50')).toThrow(/before lib\/theme\.ts loaded.*lib\/chakra\.ts/);
    expect(performance.getEntriesByName(SYSTEM_CREATED_MARK)).toHaveLength(0);
  });

  it('is built once, on first read, after the theme registered it; both moments are marked', async () => {
    const { system, SYSTEM_CREATED_MARK, THEME_LOADED_MARK } = await import('../../../client/lib/system');
    await import('../../../client/lib/theme');
    expect(performance.getEntriesByName(THEME_LOADED_MARK)).toHaveLength(1);
    expect(performance.getEntriesByName(SYSTEM_CREATED_MARK)).toHaveLength(0);
    expect(system.token('colors.gray.950')).toBe('#111111');
    expect(system.token('colors.yellow.400')).toBeTruthy();
    expect(performance.getEntriesByName(SYSTEM_CREATED_MARK)).toHaveLength(1);
  });

  it('is what components get through lib/chakra.ts: importing the barrel registers the theme', async () => {
    const { system } = await import('../../../client/lib/system');
    const chakra = await import('../../../client/lib/chakra');
    expect(typeof chakra.Button).toBe('object');
    expect(system.token('colors.gray.950')).toBe('#111111');
  });
});
