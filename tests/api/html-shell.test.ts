// The template every page is rendered into (api/src/http/html-shell.ts) and the page's styles moved into its head
// (page-markup.ts hoistStyles): the head block replaced, the page in #root, the data at the end of <body>;
// Emotion's <style> elements out of <body> (HTML allows them in <head> only), each once, in order.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HtmlShell } from '../../api/src/http/html-shell';
import { hoistStyles } from '../../api/src/http/page-markup';
import type { AppConfig } from '../../api/src/config/config';

const INDEX = `<!doctype html><html><head><meta charset="UTF-8" /><!--seo-head--><title>Default</title><!--/seo-head--></head>
<body><div id="root"><!--app-root--></div><script type="module" src="/assets/index-1.js"></script></body></html>`;

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function shellOf(html: string): HtmlShell {
  dir = mkdtempSync(join(tmpdir(), 'sf-shell-'));
  writeFileSync(join(dir, 'index.html'), html);
  return new HtmlShell({ clientDir: dir } as AppConfig);
}

describe('HtmlShell.render', () => {
  it('puts the head, the page and the data where they belong', () => {
    const html = shellOf(INDEX).render({
      head: '<title>Fight Club</title>',
      root: '<main><h1>Fight Club</h1></main>',
      tail: '<script type="application/json" id="sf-state">{}</script>',
    });
    expect(html).toContain('<!--seo-head--><title>Fight Club</title><!--/seo-head-->');
    expect(html).not.toContain('<title>Default</title>');
    expect(html).toContain('<div id="root"><main><h1>Fight Club</h1></main></div>');
    expect(html).toMatch(/<\/script><script type="application\/json" id="sf-state">\{\}<\/script><\/body>/);
  });

  it('keeps the page when it contains what looks like a replacement pattern', () => {
    const html = shellOf(INDEX).render({ head: '', root: "<p>$& $' $`</p>", tail: '' });
    expect(html).toContain('<div id="root"><p>$& $\' $`</p></div>');
  });
});

describe('hoistStyles', () => {
  it("moves Emotion's styles out of the body, each key once, in order", () => {
    const { body, styles } = hoistStyles(
      '<div><style data-emotion="css a1">.a1{color:red}</style><p class="a1">x</p>' +
        '<style data-emotion="css b2">.b2{margin:0}</style><style data-emotion="css a1">.a1{color:red}</style>' +
        '<style data-emotion="css-global 0"></style></div>',
    );
    expect(body).toBe('<div><p class="a1">x</p></div>');
    expect(styles).toBe(
      '<style data-emotion="css a1">.a1{color:red}</style><style data-emotion="css b2">.b2{margin:0}</style>',
    );
  });
});
