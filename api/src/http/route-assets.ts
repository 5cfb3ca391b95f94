// The code and styles of the screen an address opens, written into its HTML (issue #10). The app loads a route's
// screen with a dynamic import; Vite's preload helper then adds a <link> for each of the screen's chunks and
// stylesheets from script, once the app's code has run: the downloads start late (a waterfall behind the entry),
// each added link costs the phone a few milliseconds inside the app's first long task, and a stylesheet landing
// after the app has drawn restyles the whole page. Links the server writes are found by the preload scanner at
// once, and the helper skips what the document already links. The list comes from the client build's manifest
// (vite.config.ts build.manifest).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of Vite's .vite/manifest.json (the fields used here). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * Addresses whose screen is worth linking ahead, and the route module the app's router loads for them
 * (client/app/router.tsx). The pages people land on; the others load as before.
 */
export const ROUTE_MODULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/$/, 'client/app/routes/home.tsx'],
  [/^\/(?:movies|movie)\/[^/]+$/, 'client/app/routes/movie-detail.tsx'],
  [/^\/(?:tv-shows|tv)\/[^/]+$/, 'client/app/routes/tv-detail.tsx'],
  [/^\/search$/, 'client/app/routes/search.tsx'],
  [/^\/advanced-search(?:\/(?:movie|tv))?$/, 'client/app/routes/advanced-search.tsx'],
];

export interface RouteAssets {
  /** Script URLs: the route's chunk and every chunk it imports, depth first. */
  scripts: string[];
  /** Stylesheet URLs of those chunks. */
  styles: string[];
}

/**
 * The chunks and stylesheets of `module` and everything it imports statically (empty when unknown), leaving out
 * the entry and what it imports: index.html already links them, and inlines the entry's stylesheet.
 */
export function routeAssets(manifest: ViteManifest, module: string): RouteAssets {
  const scripts: string[] = [];
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return { scripts, styles: [...styles] };
}

/** The route module for a path, if it is one of ROUTE_MODULES. */
export function routeModuleFor(path: string): string | undefined {
  return ROUTE_MODULES.find(([pattern]) => pattern.test(path))?.[1];
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

/**
 * `html` with the links of `assets` that it does not already have: modulepreloads at the end of <head>, and
 * stylesheets at the end of <body>, after the first screen, so they do not hold its first paint (they arrive
 * while the page shows the server's few elements, long before the app draws hundreds).
 */
export function withRouteLinks(html: string, assets: RouteAssets): string {
  const has = (href: string) => html.includes(`href="${href}"`);
  const scripts = assets.scripts
    .filter((href) => !has(href))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  const styles = assets.styles
    .filter((href) => !has(href))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  let out = html;
  if (scripts.length) out = out.replace(/<\/head>/i, () => `${scripts.join('')}</head>`);
  if (styles.length) out = out.replace(/<\/body>(?![\s\S]*<\/body>)/i, () => `${styles.join('')}</body>`);
  return out;
}
