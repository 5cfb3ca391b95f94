// @vitest-environment node
// The theme CSS the build writes into index.html (scripts/chakra-system-css.mjs) is Chakra's own, computed from
// the app's system through emotion's serializer, and the bundled createSystem computes it lazily.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { globalStylesCss, lazyGlobalSource, systemCss } from '../../../scripts/chakra-system-css.mjs';
import { system } from '../../../client/lib/theme';

const chakraSystemFile = createRequire(import.meta.url)
  .resolve('@chakra-ui/react')
  .replace(/dist[\\/]cjs[\\/].*$/, 'dist/esm/styled-system/system.js');

describe('build-time Chakra theme CSS', () => {
  it('is the layer order, then preflight, globals and token variables', async () => {
    const css = await systemCss(system);
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    expect(css).toContain('--chakra-colors-gray-950:');
    expect(css).toContain('--chakra-colors-yellow-400:');
    // The app's own globals (client/lib/theme.ts).
    expect(css).toMatch(/\*:focus-visible\{outline:3px solid var\(--chakra-colors-yellow-400\)/);
    // Custom properties are declared once on <html>, not on every element.
    expect(css).toMatch(/html\{[^}]*--global-color-border:var\(--chakra-colors-border\)/);
    expect(css).not.toContain('--ring-inset');
    expect(css).not.toMatch(/(^|[}{])\*\{[^}]*--/);
  });

  it('serializes like emotion: nested at-rules and objects become plain rules', async () => {
    const css = await globalStylesCss(['@layer a, b;', { '@layer a': { 'html, body': { color: 'red' } } }]);
    expect(css).toBe('@layer a,b;@layer a{html,body{color:red;}}');
  });

  it("makes the installed createSystem's global styles lazy, and fails loudly when Chakra changes", () => {
    const source = readFileSync(chakraSystemFile, 'utf8');
    const lazy = lazyGlobalSource(source);
    expect(lazy).not.toContain('const _global = [');
    expect(lazy).toContain('get _global()');
    expect(() => lazyGlobalSource(source.replace('getTokenCss()];', 'getTokenCss(), x];'))).toThrow(
      /createSystem changed/,
    );
  });
});
