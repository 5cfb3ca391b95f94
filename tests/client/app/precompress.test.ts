// scripts/precompress.mjs: the build's brotli and gzip copies of the client's text files.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDir } from '../../../scripts/precompress.mjs';

describe('precompressDir', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz next to each text file of 1 KiB or more, in every folder, and nothing else', () => {
    dir = mkdtempSync(join(tmpdir(), 'sf-precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = `export const a = ${JSON.stringify('streamfinder '.repeat(200))};`;
    const css = `.sf-card{color:red}\n`.repeat(100);
    writeFileSync(join(dir, 'assets', 'index-Ab12.js'), script);
    writeFileSync(join(dir, 'assets', 'index-Ab12.css'), css);
    writeFileSync(join(dir, 'sw.js'), script);
    writeFileSync(join(dir, 'small.js'), 'x'.repeat(MIN_BYTES - 1));
    writeFileSync(join(dir, 'icon.png'), Buffer.alloc(4096, 1));

    expect(precompressDir(dir)).toBe(3);
    for (const [file, body] of [
      ['assets/index-Ab12.js', script],
      ['assets/index-Ab12.css', css],
      ['sw.js', script],
    ]) {
      const br = readFileSync(join(dir, `${file}.br`));
      const gz = readFileSync(join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).toString()).toBe(body);
      expect(gunzipSync(gz).toString()).toBe(body);
      expect(br.length).toBeLessThan(body.length / 4);
    }
    expect(existsSync(join(dir, 'small.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'icon.png.br'))).toBe(false);
    expect(existsSync(join(dir, 'icon.png.gz'))).toBe(false);
  });
});
