// Renders every app icon from ONE source image (public/icon-source.svg) with sharp, at build time
// (vite.config.ts emits them into the build; `node scripts/icons.mjs <dir>` writes them to a folder).
// 'any' icons get rounded corners; maskable icons keep the full-bleed background (the mark sits in the safe zone).
// The favicon is a PNG of public/favicon.svg (the same mark, drawn for small sizes): an SVG favicon is decoded on
// the page's main thread as an SVG document of its own, a task of 5-45 ms at 1x CPU here right after the first
// paint (issue #10); a 32 px PNG decodes in well under 1 ms.
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { Buffer } from 'node:buffer';
import sharp from 'sharp';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const ICON_SOURCE = join(root, 'public', 'icon-source.svg');
export const FAVICON_SOURCE = join(root, 'public', 'favicon.svg');
export const FAVICON = { fileName: 'icons/favicon-32.png', size: 32 };

/** [file name, size, kind] of every rendered icon. */
export const ICON_SPECS = [
  ['icons/icon-192.png', 192, 'any'],
  ['icons/icon-512.png', 512, 'any'],
  ['icons/maskable-192.png', 192, 'maskable'],
  ['icons/maskable-512.png', 512, 'maskable'],
  ['icons/apple-touch-icon.png', 180, 'maskable'],
];

function roundedMask(size) {
  const r = Math.round(size * 0.2);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${r}" ry="${r}"/></svg>`,
  );
}

/** @returns {Promise<{ fileName: string, source: Buffer }[]>} */
export async function renderIcons(sourcePath = ICON_SOURCE, faviconPath = FAVICON_SOURCE) {
  const [svg, favicon] = await Promise.all([readFile(sourcePath), readFile(faviconPath)]);
  const icons = ICON_SPECS.map(async ([fileName, size, kind]) => {
    let image = sharp(svg, { density: 300 }).resize(size, size);
    if (kind === 'any') image = image.composite([{ input: roundedMask(size), blend: 'dest-in' }]);
    return { fileName, source: await image.png({ compressionLevel: 9 }).toBuffer() };
  });
  const small = sharp(favicon, { density: 300 })
    .resize(FAVICON.size, FAVICON.size)
    .png({ compressionLevel: 9 })
    .toBuffer()
    .then((source) => ({ fileName: FAVICON.fileName, source }));
  return Promise.all([...icons, small]);
}

async function writeIcons(outDir) {
  for (const { fileName, source } of await renderIcons()) {
    const target = join(outDir, fileName);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, source);
    console.log(`wrote ${target}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeIcons(resolve(process.argv[2] ?? 'icons-out')).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
