// The built client's index.html, read once: the template every page is rendered into (page-renderer.ts), with its
// <!--seo-head--> ... <!--/seo-head--> block replaced by the page's head and its <!--app-root--> mark by the
// page. Served as it is, it is the service worker's offline shell (the app renders the page in the browser).
// Without a built client (API-only runs) a minimal shell keeps the SEO pages answering.
import { Inject, Injectable } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { inlineScripts, sha256Source } from './security-headers';

const START = '<!--seo-head-->';
const END = '<!--/seo-head-->';
const ROOT_MARK = '<!--app-root-->';

const FALLBACK_SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    ${START}<title>StreamFinder</title>${END}
  </head>
  <body><div id="root"></div></body>
</html>
`;

@Injectable()
export class HtmlShell {
  private template?: string;
  private hashes?: string[];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** True when a built client (index.html) exists in config.clientDir. */
  get hasClient(): boolean {
    return this.read() !== FALLBACK_SHELL;
  }

  /** The shell as built, default head included. */
  html(): string {
    return this.read();
  }

  /**
   * The built index.html with a page rendered into it (page-renderer.ts): `head` replaces the default head
   * block (none: the default head stays), `root` goes into #root (its <!--app-root--> mark), `tail` at the end of <body>; `lang` (the page's
   * language, issue #46) replaces the template's <html lang>.
   */
  render(parts: { head?: string; root: string; tail: string; lang?: string }): string {
    const template = parts.head === undefined ? this.read() : this.withHead(parts.head);
    const html = parts.lang ? template.replace(/<html lang="[^"]*"/, `<html lang="${parts.lang}"`) : template;
    const mark = html.indexOf(ROOT_MARK);
    const withRoot =
      mark >= 0
        ? html.slice(0, mark) + parts.root + html.slice(mark + ROOT_MARK.length)
        : html.replace(/<div id="root">/, () => `<div id="root">${parts.root}`);
    const end = withRoot.lastIndexOf('</body>');
    return end < 0 ? withRoot + parts.tail : withRoot.slice(0, end) + parts.tail + withRoot.slice(end);
  }

  /** CSP hashes of the shell's own inline scripts (if the build adds any). */
  scriptHashes(): string[] {
    this.hashes ??= inlineScripts(this.read()).map(sha256Source);
    return this.hashes;
  }

  /** The shell with its default head block replaced by `head` (already escaped HTML). */
  withHead(head: string): string {
    const html = this.read();
    const start = html.indexOf(START);
    const end = html.indexOf(END);
    if (start >= 0 && end > start) return html.slice(0, start + START.length) + head + html.slice(end);
    // No markers (hand-edited build): drop the default title and put ours at the end of <head>.
    return html.replace(/<title>[\s\S]*?<\/title>/i, '').replace(/<\/head>/i, `${head}</head>`);
  }

  private read(): string {
    if (this.template === undefined) {
      try {
        this.template = readFileSync(join(this.config.clientDir, 'index.html'), 'utf8');
      } catch {
        this.template = FALLBACK_SHELL;
      }
    }
    return this.template;
  }
}
