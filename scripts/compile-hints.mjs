// V8's compile hint (Chrome 136+, ignored by other engines): a script whose first line is this comment has all
// its functions compiled at once, on a background thread while it streams in, instead of each one on the main
// thread at its first call. The build gives it to the chunks whose code nearly all runs while a page starts: the
// app's own and React, the router and TanStack Query. Not to libraries the app uses a little of (Chakra, Emotion,
// Dexie, Ark, Workbox), where compiling every function would be work for nothing.
// Measured here (issue #10; Chromium 156, 1x CPU, median of 5-6 loads, main-thread work after the first paint):
// / 897 -> 679 ms, /search?q=star 705 -> 613 ms, /movies/fight-club 613 -> 531 ms,
// /advanced-search/movie 738 -> 584 ms.

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const EAGER_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack)[\\/]/;

/**
 * Whether a chunk gets the compile hint: 4/5 or more of its code is the app's own or the libraries above (the
 * app's start chunk carries Chakra's provider context and workbox-window: small, and both used at start).
 * @param {Record<string, { renderedLength: number }>} modules the chunk's modules by id
 */
export function wantsCompileHint(modules) {
  let eager = 0;
  let other = 0;
  for (const [id, { renderedLength }] of Object.entries(modules)) {
    if (!/node_modules/.test(id) || EAGER_LIBRARIES.test(id)) eager += renderedLength;
    else other += renderedLength;
  }
  return eager > 0 && other * 4 <= eager;
}

/** Prepends the hint to the chunks wantsCompileHint picks. */
export function compileHints() {
  return {
    name: 'streamfinder-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own generateBundle work, which puts the lazy imports' dependency map on the first line:
      // the hint must come first.
      order: 'post',
      /** @param {unknown} _options @param {Record<string, any>} bundle */
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !wantsCompileHint(chunk.modules)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // One line more at the top: the source map (SF_SOURCEMAP=1) starts one line later.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}
