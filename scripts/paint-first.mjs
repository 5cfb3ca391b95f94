// The pre-rendered shell (api/src/http/html-shell.ts) paints before the app's code runs, on every device.
//
// A module script in index.html runs as soon as the document is parsed and its imports are in: on a fast network
// that is before the browser has painted anything, and the shell then waits for ~100 KB of script to evaluate (a
// long task of 0.2-1 s on a phone). The build instead
// 1. modulepreloads the entry (downloaded and compiled at once, beside the modulepreloads of its imports), and
// 2. starts it from a small inline script once the document is parsed and the first frame is painted
//    (requestAnimationFrame, then a task), or at once when the page is hidden and paints no frames.
// The server adds the inline script's hash to the page's Content-Security-Policy (html-shell.ts scriptHashes).
// 3. Every modulepreload has fetchpriority="low": the first paint needs none of them, and a script the browser
//    fetches at high priority looks render-blocking to Lighthouse's simulation (a download that ends before the
//    first paint on a fast machine counts as part of it on the simulated slow 4G: FCP 0.7 s or 2.4 s by chance).
//    On HTTP/1.1 the scripts still start at once, beside the document (no render-blocking resource in <head>).
const ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/**
 * The inline starter for `src` (plain ES5: it runs before anything else, in every browser). Before the entry it
 * applies the route stylesheets the server linked with media="print" (api/src/http/route-assets.ts, marked
 * data-sf-route-style): it waits until each has loaded or failed (3 s at most), then switches them all to
 * media="all" at once, so the app never draws its screen unstyled.
 */
export function starterScript(src) {
  return [
    '(function(){',
    'var started=false;',
    'function run(){',
    "var s=document.createElement('script');s.type='module';s.crossOrigin='';",
    `s.src=${JSON.stringify(src)};document.head.appendChild(s)}`,
    'function start(){if(started)return;started=true;',
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
  `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`;
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

/** The Vite plugin (build only; dev keeps Vite's own entry script). */
export function paintFirst() {
  return {
    name: 'streamfinder-paint-first',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: startAfterFirstPaint },
  };
}
