// The pre-rendered shell (api/src/http/html-shell.ts) paints before the app's code runs, on every device.
//
// A module script in index.html runs as soon as the document is parsed and its imports are in: on a fast network
// that is before the browser has painted anything, and the shell then waits for ~100 KB of script to evaluate (a
// long task of 0.2-1 s on a phone). The build instead
// 1. modulepreloads the entry (downloaded and compiled at once, beside the modulepreloads of its imports), and
// 2. starts it from a small inline script once the document is parsed and the first frame is painted
//    (requestAnimationFrame, then a task), or at once when the page is hidden and paints no frames.
// The server adds the inline script's hash to the page's Content-Security-Policy (html-shell.ts scriptHashes).
// 3. Every modulepreload has fetchpriority="low" and no href, inside a <template> (inert there): its address is in
//    data-sf-href, and the starter sets the hrefs and moves the links into <head> once the first frame has painted
//    (a few per task, all before the entry starts: no waterfall, no long task). The first paint needs none of
//    them, and a download that ends before the page's largest paint on a fast machine counts as needed for it in
//    Lighthouse's simulation of slow 4G: with the scripts fetched beside the document, a title page's simulated
//    LCP was 1.5 s or 2.3-3.5 s by chance (issue #10); the FCP likewise when they were fetched at high priority.
/** Where the starter keeps the browser's install offer until the app takes it (client/lib/pwa.ts). */
export const INSTALL_OFFER_GLOBAL = '__sfInstallOffer';
/**
 * How many modulepreloads the starter fetches per task at most, and for how long (ms) it goes on in one task.
 * Starting a fetch costs the main thread ~1.2 ms at 1x CPU on a machine of benchmarkIndex ~1,300 and 2-4.5 ms on
 * a slower one (~1,000-1,700, 2026-11-27): a title page's 42 links in one task were 211 ms at 4x; 6 per task were
 * 13-27 ms at 1x there, 52-108 ms in Lighthouse's 4x. The time limit keeps a task near 4 ms at 1x on any machine.
 */
const PRELOAD_BATCH = 6;
const PRELOAD_SLICE_MS = 4;
/** Where a modulepreload keeps its address until the starter fetches it (api/src/http/route-assets.ts too). */
export const PRELOAD_ATTRIBUTE = 'data-sf-href';
/**
 * Wraps the modulepreloads until the starter fetches them: inside a <template> a link is inert. In the document,
 * a modulepreload with no href yet logged a console warning each ('<link rel=modulepreload> has no `href`
 * value'), 14-31 per page (issue #10).
 */
export const PRELOAD_TEMPLATE_ATTRIBUTE = 'data-sf-preloads';
const ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/**
 * The inline starter for `src` (plain ES5: it runs before anything else, in every browser). After the first paint
 * it starts every modulepreload's download (PRELOAD_ATTRIBUTE), PRELOAD_BATCH per task at most and for
 * PRELOAD_SLICE_MS at most (all at once in a hidden page), moving each from its <template> into <head>; then,
 * before the entry, it applies the route stylesheets the server linked with media="print"
 * (api/src/http/route-assets.ts, marked data-sf-route-style): it waits until each has loaded or failed (3 s at
 * most), then switches them all to media="all" at once, so the app never draws its screen unstyled. From the
 * start it keeps the browser's install offer (`beforeinstallprompt`) in window[INSTALL_OFFER_GLOBAL]: the app
 * starts after the first paint, often after the load event, and an offer made before then was lost, so the
 * install banner never came (the browser test's synthetic offer was lost too).
 */
export function starterScript(src) {
  return [
    '(function(){',
    // The browser's install offer can come before the app has started: keep it for lib/pwa.ts.
    "addEventListener('beforeinstallprompt',function(e){e.preventDefault();",
    `window.${INSTALL_OFFER_GLOBAL}={event:e,at:performance.now()}});`,
    'var started=false;',
    'function run(){',
    "var s=document.createElement('script');s.type='module';s.crossOrigin='';",
    `s.src=${JSON.stringify(src)};document.head.appendChild(s)}`,
    'function start(){if(started)return;started=true;',
    `var pre=[],ts=document.querySelectorAll('template[${PRELOAD_TEMPLATE_ATTRIBUTE}]'),p=0,`,
    "all=document.visibilityState==='hidden',n,l;",
    `for(var i=0;i<ts.length;i++){var ls=ts[i].content.querySelectorAll('link[${PRELOAD_ATTRIBUTE}]');`,
    'for(var j=0;j<ls.length;j++)pre.push(ls[j])}',
    `n=all?pre.length:${PRELOAD_BATCH};`,
    '(function batch(){var t=performance.now(),e=Math.min(p+n,pre.length);',
    // The address first, then into the document: the link never is a modulepreload without one.
    `while(p<e){l=pre[p];l.href=l.getAttribute('${PRELOAD_ATTRIBUTE}');document.head.appendChild(l);p++;`,
    `if(!all&&performance.now()-t>=${PRELOAD_SLICE_MS})break}`,
    'if(p<pre.length)setTimeout(batch,0);else styles()})()}',
    'function styles(){',
    "var links=document.querySelectorAll('link[data-sf-route-style]'),left=links.length,done=false;",
    "function go(){if(done)return;done=true;for(var i=0;i<links.length;i++)links[i].media='all';run()}",
    'function one(){if(--left<=0)go()}',
    'if(!left)return go();',
    'setTimeout(go,3000);',
    'for(var i=0;i<links.length;i++){var l=links[i];',
    "if(l.sheet)one();else{l.addEventListener('load',one);l.addEventListener('error',one)}}}",
    'function afterPaint(){',
    "if(document.visibilityState==='hidden')return start();",
    "document.addEventListener('visibilitychange',start);",
    'requestAnimationFrame(function(){setTimeout(start,0)})}',
    "if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',afterPaint);",
    'else afterPaint()',
    '})();',
  ].join('');
}

/** The modulepreload link of the app's own code (route-assets.ts writes the same for a route's chunks). */
export const modulepreload = (href) =>
  `<template ${PRELOAD_TEMPLATE_ATTRIBUTE}><link rel="modulepreload" crossorigin fetchpriority="low" ${PRELOAD_ATTRIBUTE}="${href}"></template>`;
const VITE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** index.html with its entry script replaced by a modulepreload and the starter, every modulepreload low priority. */
export function startAfterFirstPaint(html) {
  const match = html.match(ENTRY);
  if (!match) throw new Error('paint-first: no entry <script type="module"> in index.html');
  const src = match[1];
  return html
    .replace(ENTRY, `${modulepreload(src)}\n    <script>${starterScript(src)}</script>`)
    .replace(VITE_PRELOAD, (_, href) => modulepreload(href));
}

/** The module the entry imports in a second stage (client/main.tsx), and whose code every page runs. */
export const STAGED_MODULE = 'client/app/start.tsx';

function stagedChunk(bundle, moduleId) {
  const staged = Object.values(bundle).find(
    (c) => c.type === 'chunk' && c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${moduleId}`),
  );
  if (!staged) throw new Error(`paint-first: no chunk for ${moduleId}`);
  return staged;
}

/**
 * What index.html carries for the entry's second stage. `scripts`: the staged chunk and every chunk it imports
 * statically, modulepreloaded (downloaded beside the entry, not after it). `styles`: their stylesheets, in the
 * order Vite links a chunk's (its imports' first, depth first, then its own), inlined like the entry's were: the
 * shell's layout, header and footer styles. `bundle` is Rollup's output bundle.
 */
export function stagedAssets(bundle, moduleId = STAGED_MODULE) {
  const scripts = [];
  const styles = [];
  const visit = (chunk) => {
    if (!chunk || chunk.type !== 'chunk' || chunk.isEntry || scripts.includes(chunk.fileName)) return;
    scripts.push(chunk.fileName);
    for (const file of chunk.imports) visit(bundle[file]);
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!styles.includes(css)) styles.push(css);
  };
  visit(stagedChunk(bundle, moduleId));
  return { scripts, styles };
}

/**
 * index.html with the staged module's modulepreloads and its stylesheets inline, each followed by a disabled
 * <link> to its file: a disabled stylesheet is not fetched, and it tells Vite's preload helper the sheet is in the
 * document already (it links a chunk's stylesheets when the chunk loads unless a <link rel="stylesheet"> with that
 * href exists), so neither the entry's import of the staged module nor a screen sharing its chunks links it again.
 */
export function withStagedAssets(html, bundle) {
  const { scripts, styles } = stagedAssets(bundle);
  const links = scripts
    .filter((file) => !html.includes(`href="/${file}"`))
    .map((file) => modulepreload(`/${file}`))
    .join('');
  const css = styles
    .map(
      (file) =>
        `<style>${String(bundle[file].source).replace(/<\/style/gi, '<\\/style')}</style>` +
        `<link rel="stylesheet" crossorigin href="/${file}" disabled>`,
    )
    .join('');
  return html.replace(/<\/head>/i, () => `${links}${css}</head>`);
}

/** The Vite plugin (build only; dev keeps Vite's own entry script and imports). */
export function paintFirst() {
  return {
    name: 'streamfinder-paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => withStagedAssets(startAfterFirstPaint(html), ctx.bundle),
    },
  };
}
