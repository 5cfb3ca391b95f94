// The code and styles of the screen an address opens, linked from its server-rendered HTML (page-renderer.ts):
// the page's stylesheets must be there before its first paint (the markup is already the page), and its
// scripts are found by the preload scanner at once instead of after the entry has run (a waterfall). The list
// comes from the client build's manifest (vite.config.ts build.manifest), for the route table's `module`
// (api/src/contract/routes.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localeOfPath } from '../contract/locales';
import { routeFor } from '../contract/routes';
import { escapeHtml } from '../seo/escape';

/** One entry of Vite's .vite/manifest.json (the fields used here). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

export interface RouteAssets {
  /** Script URLs: the route's chunk and every chunk it imports, depth first. */
  scripts: string[];
  /** Stylesheet URLs of those chunks. */
  styles: string[];
}

/**
 * The chunks and stylesheets of `module` and everything it imports statically (empty when unknown), leaving out
 * the entry and what it imports (index.html links those).
 */
export function routeAssets(manifest: ViteManifest, module: string): RouteAssets {
  const scripts: string[] = [];
  const styles = new Set<string>();
  const seen = new Set<string>();
  const entryOwned = new Set<string>();
  const own = (key: string) => {
    if (entryOwned.has(key)) return;
    entryOwned.add(key);
    for (const imported of manifest[key]?.imports ?? []) own(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) own(key);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || entryOwned.has(key) || seen.has(key)) return;
    seen.add(key);
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return { scripts, styles: [...styles] };
}

/** The client build's manifest, or undefined (no build, or a build without one). */
export function readManifest(clientDir: string): ViteManifest | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as ViteManifest) : undefined;
  } catch {
    return undefined;
  }
}

/** The <link> elements of a screen's assets: its stylesheets, then its modulepreloads. */
export function routeLinkTags(manifest: ViteManifest, module: string, extraScripts: string[] = []): string {
  const assets = routeAssets(manifest, module);
  assets.scripts.push(...extraScripts);
  return [
    ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    // Low fetch priority, as the entry's (vite.config.ts lowPriorityScripts): the page's stylesheets and images
    // first, the scripts that hydrate it after.
    ...assets.scripts.map(
      (href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(href)}">`,
    ),
  ].join('');
}

/** The <link> elements of the page at `path`: its screen's assets, and its language's messages (their own chunk,
 * issue #46: the app's start waits for them to hydrate). Nothing for an address no route opens. */
export function pageLinkTags(manifest: ViteManifest, path: string): string {
  const route = routeFor(path);
  if (!route) return '';
  const locale = localeOfPath(path);
  const catalog = locale === 'en' ? undefined : manifest[`client/i18n/messages/${locale}.json`]?.file;
  return routeLinkTags(manifest, route.module, catalog ? [`/${catalog}`] : []);
}
