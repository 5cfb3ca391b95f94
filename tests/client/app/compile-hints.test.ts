// The build's compile hint (scripts/compile-hints.mjs): the chunks that run while a page starts are compiled
// off the main thread; libraries the app uses a little of are not compiled whole.
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, wantsCompileHint } from '../../../scripts/compile-hints.mjs';

const mod = (renderedLength: number) => ({ renderedLength });

describe('wantsCompileHint', () => {
  it('takes the app’s own chunks and React, the router and TanStack Query', () => {
    expect(wantsCompileHint({ '/repo/client/app/start.tsx': mod(900) })).toBe(true);
    expect(
      wantsCompileHint({ '/repo/node_modules/react-dom/cjs/react-dom-client.production.js': mod(500) }),
    ).toBe(true);
    expect(wantsCompileHint({ '/repo/node_modules/react-router/dist/index.mjs': mod(500) })).toBe(true);
    expect(
      wantsCompileHint({ '/repo/node_modules/@tanstack/query-core/build/modern/index.js': mod(1) }),
    ).toBe(true);
    expect(wantsCompileHint({ '\0vite/preload-helper.js': mod(10) })).toBe(true);
  });

  it('leaves out libraries the app uses a little of', () => {
    expect(wantsCompileHint({ '/repo/node_modules/@chakra-ui/react/dist/esm/index.js': mod(500) })).toBe(
      false,
    );
    expect(wantsCompileHint({ '/repo/node_modules/dexie/dist/dexie.mjs': mod(500) })).toBe(false);
    expect(wantsCompileHint({ '/repo/node_modules/@emotion/react/dist/x.js': mod(500) })).toBe(false);
    expect(wantsCompileHint({})).toBe(false);
  });

  it('takes an app chunk carrying a little library code, not one that is mostly library', () => {
    const app = '/repo/client/app/layout/header.tsx';
    const chakra = '/repo/node_modules/@chakra-ui/react/dist/esm/create-context.js';
    expect(wantsCompileHint({ [app]: mod(800), [chakra]: mod(200) })).toBe(true);
    expect(wantsCompileHint({ [app]: mod(800), [chakra]: mod(201) })).toBe(false);
  });
});

describe('compileHints plugin', () => {
  const run = (bundle: Record<string, unknown>) => {
    const hook = compileHints().generateBundle as unknown as {
      order: string;
      handler: (o: unknown, b: Record<string, unknown>) => void;
    };
    expect(hook.order).toBe('post');
    hook.handler({}, bundle);
    return bundle;
  };

  it('puts the hint on the first line, before Vite’s dependency map, and shifts the source map by a line', () => {
    const code = 'const __vite__mapDeps=(i)=>i;\nimport "./react.js";';
    const bundle = run({
      'assets/app.js': {
        type: 'chunk',
        code,
        map: { mappings: 'AAAA;AACA' },
        modules: { '/repo/client/lib/api-client.ts': mod(100) },
      },
      'assets/chakra.js': {
        type: 'chunk',
        code: 'export{}',
        modules: { '/repo/node_modules/@chakra-ui/react/dist/esm/index.js': mod(100) },
      },
      'assets/app.css': { type: 'asset', source: 'a{}' },
    }) as Record<string, { code?: string; map?: { mappings: string }; source?: string }>;
    expect(bundle['assets/app.js'].code).toBe(`${COMPILE_HINT}\n${code}`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
    expect(bundle['assets/app.js'].map?.mappings).toBe(';AAAA;AACA');
    expect(bundle['assets/chakra.js'].code).toBe('export{}');
    expect(bundle['assets/app.css'].source).toBe('a{}');
  });
});
