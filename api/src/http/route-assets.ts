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
 * the entry and what it imports. The chunks index.html already links, and the app start's stylesheets it inlines
 * (each marked by a disabled <link>: scripts/paint-first.mjs), are left out by withRouteLinks.
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
 * Where a modulepreload keeps its address until the inline starter sets its href after the first paint
 * (scripts/paint-first.mjs PRELOAD_ATTRIBUTE, which says why).
 */
export const PRELOAD_ATTRIBUTE = 'data-sf-href';
/** The inert <template> each modulepreload waits in until then (scripts/paint-first.mjs PRELOAD_TEMPLATE_ATTRIBUTE). */
export const PRELOAD_TEMPLATE_ATTRIBUTE = 'data-sf-preloads';

/** Marks the route stylesheets that the inline starter (scripts/paint-first.mjs) applies before the app runs. */
export const ROUTE_STYLE_ATTRIBUTE = 'data-sf-route-style';

/**
 * `html` with the links of `assets` that it does not already have, at the end of <head>: modulepreloads (low
 * priority and fetched after the first paint, like index.html's: scripts/paint-first.mjs says why), and
 * stylesheets with media="print", which nothing waits for. A stylesheet the parser finds, even at the end of <body>,
 * holds the first paint until it has loaded (and the page's scripts download meanwhile, which Lighthouse then
 * counts as needed for that paint). The starter (scripts/paint-first.mjs) waits for them after the first paint,
 * switches them to media="all" and only then starts the app, so the app never draws unstyled, and Vite's preload
 * helper finds them linked and adds nothing.
 */
export function withRouteLinks(html: string, assets: RouteAssets): string {
  const has = (href: string) => html.includes(`href="${href}"`);
  const links = [
    ...assets.scripts
      .filter((href) => !has(href))
      .map(
        (href) =>
          `<template ${PRELOAD_TEMPLATE_ATTRIBUTE}><link rel="modulepreload" crossorigin fetchpriority="low" ${PRELOAD_ATTRIBUTE}="${href}"></template>`,
      ),
    ...assets.styles
      .filter((href) => !has(href))
      .map(
        (href) => `<link rel="stylesheet" crossorigin href="${href}" media="print" ${ROUTE_STYLE_ATTRIBUTE}>`,
      ),
  ];
  return links.length ? html.replace(/<\/head>/i, () => `${links.join('')}</head>`) : html;
}
