// The built client's index.html, read once, with the <!--seo-head--> ... <!--/seo-head--> block that the
// server replaces for title pages (crawlers run no JavaScript). Without a built client (API-only runs) a
// minimal shell keeps the SEO pages answering.
import { Inject, Injectable } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { escapeHtml } from '../seo/escape';
import { readManifest, routeAssets, routeModuleFor, withRouteLinks, type ViteManifest } from './route-assets';
import { inlineScripts, sha256Source } from './security-headers';

const START = '<!--seo-head-->';
const END = '<!--/seo-head-->';
const MAIN_START = '<!--shell-main-->';
const MAIN_END = '<!--/shell-main-->';

const SEARCH_ICON =
  '<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" ' +
  'stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">' +
  '<circle cx="11" cy="11" r="7"></circle><path d="M21 21l-4.3-4.3"></path></svg>';

/**
 * The home page's first screen as the app draws it (heading, lead, search field, featured-titles skeleton),
 * so the first paint is the page itself and its heading does not move when the app takes over.
 */
export const HOME_SHELL_MAIN = `<div class="sf-sh-container sf-sh-page">
<div class="sf-sh-intro">
<h1 class="sf-sh-h1">Find where to watch movies and TV shows</h1>
<p class="sf-sh-lead">Streaming, rental and purchase options in your country, all in one place.</p>
<a class="sf-sh-launcher" href="/search">${SEARCH_ICON}<span>Search for movies and TV shows...</span></a>
</div>
<div class="sf-skel sf-sh-hero" aria-hidden="true"></div>
</div>`;

const SKELETON_CARD = `<div class="sf-skel-card" aria-hidden="true"><span class="sf-skel sf-skel--poster"></span>
<div class="sf-card__body"><div class="sf-skel-line"><span class="sf-skel"></span></div>
<div class="sf-skel-line"><span class="sf-skel"></span></div></div></div>`;
const SKELETON_GRID = `<div class="sf-grid sf-sh-results sf-skel-group">${SKELETON_CARD.repeat(6)}</div>`;

/**
 * /search's first screen as the app draws it: its h1 (the query, trimmed, as routes/search.tsx shows it) in the
 * app's container and type, the search field's box, a skeleton grid. The heading is painted by the HTML, not
 * after the page's code has loaded (issue #10: it is the page's largest text, so its Largest Contentful Paint).
 */
export function searchShellMain(query: string): string {
  const q = query.trim();
  const heading = q ? `Search results for "${q}"` : 'Search';
  return `<div class="sf-container sf-sh-search">
<h1 class="sf-heading sf-heading--page">${escapeHtml(heading)}</h1>
<div class="sf-skel sf-sh-field" aria-hidden="true"></div>
${SKELETON_GRID}
</div>`;
}

/**
 * Advanced search without filters (/advanced-search, /advanced-search/{movie|tv}): the breadcrumb's box, the h1
 * ('Browse Movies' / 'Browse TV Shows', features/discover/filters.ts headingFor), the tabs' box, a skeleton grid.
 * With filters the heading depends on them, and the generic shell is sent.
 */
export function discoverShellMain(type: 'movie' | 'tv'): string {
  return `<div class="sf-container sf-sh-discover">
<div class="sf-skel sf-sh-crumbs" aria-hidden="true"></div>
<h1 class="sf-heading sf-heading--page">${type === 'movie' ? 'Browse Movies' : 'Browse TV Shows'}</h1>
<div class="sf-skel sf-sh-tabs" aria-hidden="true"></div>
${SKELETON_GRID}
</div>`;
}

const DISCOVER_PATHS: Record<string, 'movie' | 'tv'> = {
  '/advanced-search': 'movie',
  '/advanced-search/movie': 'movie',
  '/advanced-search/tv': 'tv',
};

/** The first screen the server draws for a client route, or undefined for the generic one. */
export function shellMainFor(path: string, search: string): string | undefined {
  if (path === '/') return HOME_SHELL_MAIN;
  const params = new URLSearchParams(search);
  if (path === '/search') return searchShellMain(params.get('q') ?? '');
  const type = DISCOVER_PATHS[path];
  if (type && [...params.keys()].length === 0) return discoverShellMain(type);
  return undefined;
}

/** `html` with its <!--shell-main--> block replaced by `main` (unchanged when the build has no such block). */
function withMain(html: string, main: string): string {
  const start = html.indexOf(MAIN_START);
  const end = html.indexOf(MAIN_END);
  if (start < 0 || end < start) return html;
  return html.slice(0, start + MAIN_START.length) + main + html.slice(end);
}

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
  private manifest?: ViteManifest | null;

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
   * The shell for a client route (`search`: the query string, with or without its '?'): home, search and
   * advanced search get their own first screen (shellMainFor), other pages the generic one.
   */
  htmlFor(path: string, search = ''): string {
    const html = this.read();
    const main = shellMainFor(path, search);
    return this.withRouteLinks(main ? withMain(html, main) : html, path);
  }

  /**
   * A page of its own: the head block replaced by `head`, the main block by `main` (both escaped HTML), and the
   * links of `path`'s screen (route-assets.ts).
   */
  page(head: string, main: string, path?: string): string {
    const html = withMain(this.withHead(head), main);
    return path === undefined ? html : this.withRouteLinks(html, path);
  }

  /** `html` with the modulepreloads and stylesheets of the screen `path` opens, when the build says which. */
  private withRouteLinks(html: string, path: string): string {
    const module = routeModuleFor(path);
    if (!module) return html;
    if (this.manifest === undefined) this.manifest = readManifest(this.config.clientDir) ?? null;
    return this.manifest ? withRouteLinks(html, routeAssets(this.manifest, module)) : html;
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
