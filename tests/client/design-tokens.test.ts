// One source of design tokens (issue #34): the static CSS that stands in for Chakra's recipes on repeated
// elements (components/ui.css and the feature stylesheets) names the theme's own CSS variables, never a copied
// hex value, and every variable it names is one the theme defines (client/lib/theme.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../client/lib/theme';
import { system } from '../../client/lib/system';

const ROOT = join(__dirname, '../../client');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

const sheets = cssFiles(ROOT).map((path) => ({
  name: relative(ROOT, path),
  // Comments may cite issues (chakra-ui#10413): only the rules count.
  css: readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''),
}));

describe('design tokens', () => {
  it('finds the stylesheets', () => {
    expect(sheets.length).toBeGreaterThan(10);
  });

  it('no stylesheet copies a colour as a hex value', () => {
    const copies = sheets.flatMap(({ name, css }) =>
      [...css.matchAll(/#[0-9a-fA-F]{3,8}\b/g)].map((m) => `${name}: ${m[0]}`),
    );
    expect(copies).toEqual([]);
  });

  it("every Chakra variable a stylesheet names is one of the theme's tokens", () => {
    const defined = new Set(
      system.tokens.allTokens.map((token) => (token.extensions as { cssVar?: { var: string } }).cssVar?.var),
    );
    const used = sheets.flatMap(({ name, css }) =>
      [...css.matchAll(/var\((--chakra-[\w-]+)/g)].map((m) => ({ name, variable: m[1] })),
    );
    expect(used.length).toBeGreaterThan(100);
    expect(used.filter(({ variable }) => !defined.has(variable))).toEqual([]);
  });
});
