// The built client on the API's port: cache headers, compression, SPA fallback statuses (a tiny fake client
// in a temp folder passed as CLIENT_DIR).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.mjs';
import { createTestApp, type TestApp } from './support/test-app';

const INLINE = 'window.__boot = 1;';
const SHELL = `<!doctype html><html><head><!--seo-head--><title>Shell</title><!--/seo-head-->
<script>${INLINE}</script></head><body><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script></body></html>`;
const BUNDLE = `console.log(${JSON.stringify('streamfinder '.repeat(400))});`;
/** A chunk the build wrote brotli and gzip copies of (scripts/precompress.mjs). */
const PRECOMPRESSED = `export const rows = ${JSON.stringify('where to watch '.repeat(300))};`;

describe('serving the built client', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'sf-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), SHELL);
    writeFileSync(join(clientDir, 'assets', 'index-Ab12Cd34.js'), BUNDLE);
    writeFileSync(
      join(clientDir, 'sw.js'),
      `self.addEventListener('fetch', () => {}); // ${'x'.repeat(2000)}`,
    );
    writeFileSync(join(clientDir, 'manifest.webmanifest'), JSON.stringify({ name: 'StreamFinder' }));
    writeFileSync(join(clientDir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    mkdirSync(join(clientDir, 'built'));
    writeFileSync(join(clientDir, 'built', 'rows-Ef56Gh78.js'), PRECOMPRESSED);
    precompressDir(join(clientDir, 'built'));
    t = await createTestApp('sqlite', { CLIENT_DIR: clientDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await t.app.inject({ url: '/assets/index-Ab12Cd34.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(BUNDLE);
  });

  it.each(['/sw.js', '/manifest.webmanifest', '/index.html'])('revalidates %s (no-cache)', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['br', (b: Buffer) => brotliDecompressSync(b)],
    ['gzip', (b: Buffer) => gunzipSync(b)],
  ] as const)('compresses with %s', async (encoding, decode) => {
    const res = await t.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': encoding },
    });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.rawPayload.length).toBeLessThan(BUNDLE.length / 5);
    expect(decode(res.rawPayload).toString()).toBe(BUNDLE);
    const api = await t.app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': encoding } });
    expect(api.headers['content-encoding']).toBe(encoding);
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gz'],
  ] as const)("sends the build's %s copy as it is, with Vary: Accept-Encoding", async (encoding, ext) => {
    const url = '/built/rows-Ef56Gh78.js';
    const res = await t.app.inject({ url, headers: { 'accept-encoding': encoding } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    // Byte for byte the file the build wrote (brotli quality 11, gzip level 9), not compressed again here.
    expect(res.rawPayload.equals(readFileSync(join(clientDir, 'built', `rows-Ef56Gh78.js.${ext}`)))).toBe(
      true,
    );
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PRECOMPRESSED);
    // The copies themselves are no addresses of the site.
    expect((await t.app.inject({ url: `${url}.${ext}` })).statusCode).toBe(404);
  });

  it.each([
    ['/', 200],
    ['/search?q=star', 200],
    ['/movie/550/fight-club', 200],
    ['/tv/1399', 200],
    ['/category/movie', 200],
    ['/genre/28?type=tv', 200],
    ['/advanced-search/tv', 200],
    ['/upcoming-movies', 200],
    ['/faq', 200],
    ['/direct-search', 200],
    ['/no/such/page', 404],
    ['/404', 404],
    ['/genre/action', 404],
  ])('answers %s with the shell and status %i', async (url, status) => {
    const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it("allows the shell's inline script by its hash in the CSP", async () => {
    const res = await t.app.inject({ url: '/' });
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it('answers a missing asset and unknown API paths with 404, not the shell', async () => {
    const asset = await t.app.inject({ url: '/assets/missing-123.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.body).not.toContain('<div id="root">');
    const api = await t.app.inject({ url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('serves robots.txt from the server, not from a file in the client folder', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.body).toContain('Sitemap:');
    expect(res.body).not.toContain('Disallow: /\n');
  });
});
