// Brotli (quality 11) and gzip (level 9) copies of the built client's text files, written next to them at the
// end of the build: the server sends them as they are (@fastify/static preCompressed, api/src/http/client-serving.ts)
// instead of compressing every file on every request (brotli quality 4). A first visit asks for ~35 scripts and
// the service worker's install for ~110 files: that compression was server CPU among the page's own work, and
// quality 11 is ~13% smaller than quality 4 for the app's scripts.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The files worth compressing (the server's compressible types); below 1 KiB the server sends them as they are. */
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
export const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

/** Writes `<file>.br` and `<file>.gz` for each text file of `dir` of MIN_BYTES or more; returns how many. */
export function precompressDir(dir) {
  let count = 0;
  for (const path of files(dir)) {
    if (statSync(path).size < MIN_BYTES) continue;
    const body = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}

/** The Vite plugin (build only): runs after every other plugin's closeBundle (the service worker's included). */
export function precompress() {
  let outDir = '';
  return {
    name: 'streamfinder-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        precompressDir(outDir);
      },
    },
  };
}
