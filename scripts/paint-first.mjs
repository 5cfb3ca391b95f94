// The pre-rendered shell (api/src/http/html-shell.ts) paints before the app's code runs, on every device.
//
// A module script in index.html runs as soon as the document is parsed and its imports are in: on a fast network
// that is before the browser has painted anything, and the shell then waits for ~100 KB of script to evaluate (a
// long task of 0.2-1 s on a phone). The build instead
// 1. modulepreloads the entry (downloaded and compiled at once, beside the modulepreloads of its imports), and
// 2. starts it from a small inline script once the document is parsed and the first frame is painted
//    (requestAnimationFrame, then a task), or at once when the page is hidden and paints no frames.
// The server adds the inline script's hash to the page's Content-Security-Policy (html-shell.ts scriptHashes).
const ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/** The inline starter for `src` (plain ES5: it runs before anything else, in every browser). */
export function starterScript(src) {
  return [
    '(function(){',
    'var started=false;',
    'function start(){if(started)return;started=true;',
    "var s=document.createElement('script');s.type='module';s.crossOrigin='';",
    `s.src=${JSON.stringify(src)};document.head.appendChild(s)}`,
    'function afterPaint(){',
    "if(document.visibilityState==='hidden')return start();",
    "document.addEventListener('visibilitychange',start);",
    'requestAnimationFrame(function(){setTimeout(start,0)})}',
    "if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',afterPaint);",
    'else afterPaint()',
    '})();',
  ].join('');
}

/** index.html with its entry script replaced by a modulepreload and the starter. */
export function startAfterFirstPaint(html) {
  const match = html.match(ENTRY);
  if (!match) throw new Error('paint-first: no entry <script type="module"> in index.html');
  const src = match[1];
  return html.replace(
    ENTRY,
    `<link rel="modulepreload" crossorigin href="${src}">\n    <script>${starterScript(src)}</script>`,
  );
}

/** The Vite plugin (build only; dev keeps Vite's own entry script). */
export function paintFirst() {
  return {
    name: 'streamfinder-paint-first',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: startAfterFirstPaint },
  };
}
