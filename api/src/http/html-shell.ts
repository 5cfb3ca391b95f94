// The built client's index.html, read once, with the <!--seo-head--> ... <!--/seo-head--> block that the
// server replaces for title pages (crawlers run no JavaScript). Without a built client (API-only runs) a
// minimal shell keeps the SEO pages answering.
import { Inject, Injectable } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { inlineScripts, sha256Source } from './security-headers';

const START = '<!--seo-head-->';
const END = '<!--/seo-head-->';

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
