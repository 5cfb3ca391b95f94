// Chakra's theme CSS (cascade layer order, preflight, global styles and ~25 KB of token variables) written at build
// time into a stylesheet of its own, instead of being computed and inserted by every visitor's phone at start-up.
//
// At run time Chakra's createSystem() builds that CSS eagerly (system._global) and <ChakraProvider> inserts it
// through emotion; on a phone that is tens of milliseconds inside the first long task. The build:
// 1. renders the same CSS in Node from the app's own system (client/lib/theme.ts), through emotion's own
//    serializer and stylis, exactly as emotion's <Global> would, into assets/chakra-system-<hash>.css, linked
//    first in <head> (after <meta charset>) as <link rel="stylesheet" data-sf-system>. A file, not an inline
//    <style>: the ~34 KB are the same on every page, so a browser fetches them once per build (and the service
//    worker precaches them) instead of with every page's HTML (issue #43 "Lighter pages");
// 2. makes system._global lazy in the bundled Chakra, so the browser never computes it when the page already has
//    it (client/app/providers.tsx then renders Chakra without its global styles).
// Dev and unit tests keep Chakra's own path (no data-sf-system stylesheet in their page).
import { createHash } from 'node:crypto';
import { runnerImport } from 'vite';

const SYSTEM_FILE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const LAZY =
  'let _globalCache; const lazyGlobal = () => (_globalCache ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);';

/** The CSS emotion's <Global styles={...}> inserts for each entry, in order, as one string (Node build of emotion). */
export async function globalStylesCss(entries) {
  // Loaded here (not at the top) so Vite's bundled config keeps Node's own ES module loading of emotion.
  const { default: createCache } = await import('@emotion/cache');
  const { serializeStyles } = await import('@emotion/serialize');
  // Without `document` emotion's cache returns the rules instead of inserting them.
  const cache = createCache({ key: 'css' });
  return entries
    .map((styles) => cache.insert('', serializeStyles([styles], cache.registered, {}), cache.sheet, false))
    .join('');
}

/** The theme CSS of a Chakra system, as <ChakraProvider> inserts it: the @layer order first, then the globals. */
export async function systemCss(system) {
  return globalStylesCss([system.layers.atRule, system._global]);
}

/** Patches Chakra's createSystem so system._global is computed on first read (never, in the built app). */
export function lazyGlobalSource(code) {
  if (!code.includes(EAGER) || !code.includes('    _global,\n'))
    throw new Error('chakra-system-css: createSystem changed; update scripts/chakra-system-css.mjs');
  return code
    .replace(EAGER, LAZY)
    .replace('    _global,\n', '    get _global() {\n      return lazyGlobal();\n    },\n');
}

/** The stylesheet's name in the client build: its content's hash, so the same CSS keeps the same address. */
export function systemCssFileName(css) {
  return `assets/chakra-system-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
}

/** The Vite plugin (build only). */
export function chakraSystemCss(themeModule) {
  let css;
  let ssr = false;
  return {
    name: 'streamfinder-chakra-system-css',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    transform(code, id) {
      return SYSTEM_FILE.test(id.split('?')[0]) ? { code: lazyGlobalSource(code), map: null } : null;
    },
    async buildStart() {
      // Once per build (the service worker's own build runs the plugins again).
      css ??= await runnerImport(themeModule).then(({ module }) => systemCss(module.system));
      // Into the browser's build (not the server's, which links to it through the template).
      if (!ssr) this.emitFile({ type: 'asset', fileName: systemCssFileName(css), source: css });
    },
    transformIndexHtml: {
      order: 'post',
      // Right after <meta charset>: first in <head>, before every other stylesheet, as the @layer order must be
      // (vite.config.ts stylesheetFirst, also 'post', runs before this and keeps the others' order).
      handler: (html) => {
        const link = `<link rel="stylesheet" crossorigin href="/${systemCssFileName(css)}" data-sf-system="">`;
        const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
        if (!charset) throw new Error('chakra-system-css: index.html has no <meta charset>');
        const at = charset.index + charset[0].length;
        return html.slice(0, at) + link + html.slice(at);
      },
    },
  };
}
