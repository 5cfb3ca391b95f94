// Render once, serve many (issue #43): rendered pages kept with a strong ETag and their compressed bytes, keyed by
// build, catalog generation, country and address. A small server entry (support/page-entry.ts) renders a page
// from the movie the API answers, and counts its renders in this process.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  compressPage,
  FRESH_MS,
  MAX_IDENTITY_BYTES,
  PageCache,
  STALE_MS,
} from '../../api/src/http/page-cache';
import { CatalogImporter } from '../../api/src/catalog/sources/embedded/catalog-importer';
import { editedBundle } from './support/changed-bundle';
import { createTestApp, type TestApp } from './support/test-app';
import { client, renders } from './support/page-entry';

describe('the rendered-page cache', () => {
  let t: TestApp;
  let root: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { accept: 'text/html', ...headers } });

  beforeAll(async () => {
    root = client('Ab12Cd34');
    t = await createTestApp('sqlite', { CLIENT_DIR: join(root, 'client') });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('renders a page once and serves the same bytes and strong ETag again', async () => {
    const before = renders();
    const first = await get('/faq?b=2&a=1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('MISS');
    expect(first.body).toContain('<h1>Fight Club</h1>');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    // The same address, its query in another order: the same page, not rendered again.
    const again = await get('/faq?a=1&b=2');
    expect(again.headers['x-page-cache']).toBe('HIT');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(renders() - before).toBe(1);
    // Browsers revalidate; a shared cache keeps it while ours does. It varies on what decides the country.
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=60');
    const vary = String(first.headers.vary).toLowerCase();
    expect(vary.split(/,\s*/).sort()).toEqual([
      'accept-encoding',
      'accept-language',
      'cf-ipcountry',
      'cookie',
    ]);
  });

  it('answers 304 to its ETag, for every content-coding', async () => {
    const br = await get('/contact', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>Fight Club</h1>');
    const plain = await get('/contact');
    expect(plain.headers.etag).not.toBe(br.headers.etag);
    // gzip, made on its first use (page-cache.ts gzipOf), from the same page.
    const gz = await get('/contact', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect((await get('/contact', { 'accept-encoding': 'gzip' })).rawPayload).toEqual(gz.rawPayload);
    expect(gz.headers.etag).not.toBe(plain.headers.etag);
    for (const etag of [String(br.headers.etag), String(plain.headers.etag), String(gz.headers.etag)]) {
      const res = await get('/contact', { 'if-none-match': etag, 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
    }
    expect((await get('/contact', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('keeps one page per country', async () => {
    const us = await get('/terms', { 'accept-language': 'en-US' });
    const gb = await get('/terms', { cookie: 'sf_country=GB', 'accept-language': 'en-US' });
    expect(us.body).toContain('in US');
    expect(gb.body).toContain('in GB');
    expect(gb.headers['x-page-cache']).toBe('MISS');
    expect((await get('/terms', { cookie: 'other=1; sf_country=GB' })).headers['x-page-cache']).toBe('HIT');
  });

  it('serves what a catalog re-import changed, rendered anew', async () => {
    const before = await get('/privacy');
    expect(before.body).toContain('<h1>Fight Club</h1>');
    expect((await get('/privacy')).headers['x-page-cache']).toBe('HIT');
    const bundle = editedBundle((movies) =>
      movies.map((m: { id: number; title: string }) =>
        m.id === 550 ? { ...m, title: 'Fight Club Redux' } : m,
      ),
    );
    try {
      expect((await t.app.get(CatalogImporter).ensureImported(bundle)).imported).toBe(true);
    } finally {
      rmSync(bundle, { recursive: true, force: true });
    }
    const after = await get('/privacy');
    expect(after.headers['x-page-cache']).toBe('MISS');
    expect(after.body).toContain('<h1>Fight Club Redux</h1>');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('serves a stale page at once and refreshes it behind, once; past its stale time it is a miss', async () => {
    const first = await get('/advanced-search');
    expect(first.headers['x-page-cache']).toBe('MISS');
    const before = renders();
    const stale = Date.now() + FRESH_MS + 1_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(stale);
    try {
      const served = await get('/advanced-search');
      expect(served.headers['x-page-cache']).toBe('STALE');
      expect(served.body).toBe(first.body);
      // The refresh is stored (fresh again, from its own render); visits meanwhile share that one render.
      await vi.waitFor(async () =>
        expect((await get('/advanced-search')).headers['x-page-cache']).toBe('HIT'),
      );
      expect(renders() - before).toBe(1);
      // A page left stale for longer than STALE_MS is rendered again before it is served.
      clock.mockReturnValue(stale + FRESH_MS + STALE_MS + 1_000);
      expect((await get('/advanced-search')).headers['x-page-cache']).toBe('MISS');
      expect(renders() - before).toBe(2);
    } finally {
      clock.mockRestore();
    }
  });

  it('serves another page for another build', async () => {
    const other = client('Ef56Gh78');
    const t2 = await createTestApp('sqlite', { CLIENT_DIR: join(other, 'client') });
    try {
      const a = await get('/upcoming-movies');
      const b = await t2.app.inject({ url: '/upcoming-movies', headers: { accept: 'text/html' } });
      expect(b.body).toContain('index-Ef56Gh78.js');
      expect(b.headers.etag).not.toBe(a.headers.etag);
    } finally {
      await t2.close();
      rmSync(other, { recursive: true, force: true });
    }
  });
});

describe("the rendered-page cache's memory", () => {
  /** A title page's worth of markup: ~90 KB of varied text, ~15 KB in brotli. */
  function titlePage(): string {
    const rows = Array.from(
      { length: 1300 },
      (_, i) =>
        `<li class="css-${(i * 7919).toString(36)}"><a href="/movies/${i * 31}">Title ${i * 131}</a></li>`,
    );
    return `<!doctype html><html lang="en"><body><main><h1>Fight Club</h1><ul>${rows.join('')}</ul></main></body></html>`;
  }

  it("keeps a visitor mix's 3,000 distinct pages (six languages, four countries, 120 titles): its brotli bytes only", async () => {
    const html = titlePage();
    const page = await compressPage('k', 200, html, {}, Date.now());
    expect(html.length).toBeGreaterThan(80_000);
    const cache = new PageCache();
    for (let i = 0; i < 3000; i++) cache.set({ ...page, key: `k${i}` });
    expect(cache.size).toBe(3000);
    expect(cache.get('k0', Date.now())?.page.br).toEqual(page.br);
  });

  it('keeps the identity bytes of the pages last asked them, within MAX_IDENTITY_BYTES', async () => {
    const html = titlePage();
    const cache = new PageCache();
    const pages = await Promise.all(
      Array.from({ length: 400 }, async (_, i) => {
        const page = await compressPage(`k${i}`, 200, html, {}, Date.now());
        cache.set(page);
        return page;
      }),
    );
    // A client without brotli or gzip gets the page's bytes; asked again, the same bytes, not unpacked again.
    const first = await cache.identityOf(pages[0]);
    expect(first.toString()).toBe(html);
    expect(await cache.identityOf(pages[0])).toBe(first);
    for (const page of pages) await cache.identityOf(page);
    const kept = pages.filter((p) => p.identity);
    expect(kept.length * Buffer.byteLength(html)).toBeLessThanOrEqual(MAX_IDENTITY_BYTES);
    expect(kept.length).toBeGreaterThan(100);
    // The last asked are the ones kept.
    expect(pages.at(-1)?.identity).toBeDefined();
    expect(pages[0].identity).toBeUndefined();
  });
});
