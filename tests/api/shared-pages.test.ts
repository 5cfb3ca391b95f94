// The rendered pages the instances share through Redis (issue #43, api/src/http/shared-pages.ts): two instances
// of one build on one catalog, each with its own database and page cache, one Redis. A page one renders, the other
// serves from Redis without rendering it; an instance on another catalog version renders its own; without Redis
// each renders for itself. The page is the small entry of support/page-entry.ts, which counts its renders.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogImporter } from '../../api/src/catalog/sources/embedded/catalog-importer';
import { compressPage } from '../../api/src/http/page-cache';
import { packPage, unpackPage } from '../../api/src/http/shared-pages';
import { editedBundle } from './support/changed-bundle';
import { client, renders } from './support/page-entry';
import { createTestApp, type TestApp } from './support/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('a page packed for Redis', () => {
  it('comes back with its bytes, ETag, status, headers and age; other bytes are no page', async () => {
    const page = await compressPage('k', 404, '<h1>Nope</h1>', { 'content-security-policy': 'x' }, 1234);
    const back = unpackPage('local-key', packPage(page));
    expect(back).toMatchObject({
      key: 'local-key',
      status: 404,
      etag: page.etag,
      storedAt: 1234,
      keep: true,
    });
    expect(back?.headers).toEqual({ 'content-security-policy': 'x' });
    expect(back?.br.equals(page.br)).toBe(true);
    expect(unpackPage('k', Buffer.from('not a page'))).toBeUndefined();
    expect(unpackPage('k', Buffer.alloc(2))).toBeUndefined();
  });
});

describe('pages shared by the instances through Redis', () => {
  const prefix = `sf-test-pages-${randomUUID()}:`;
  let root: string;
  let a: TestApp;
  let b: TestApp;
  const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'br', ...headers } });

  beforeAll(async () => {
    root = client('Sh4r3d00');
    const env = { CLIENT_DIR: join(root, 'client'), REDIS_URL, REDIS_PREFIX: prefix };
    [a, b] = await Promise.all([createTestApp('sqlite', env), createTestApp('sqlite', env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    rmSync(root, { recursive: true, force: true });
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('serves the page one instance rendered from the other, the same bytes and ETag, without rendering it', async () => {
    const before = renders();
    const first = await get(a, '/faq');
    expect(first.headers['x-page-cache']).toBe('MISS');
    expect(renders() - before).toBe(1);
    const other = await get(b, '/faq');
    expect(other.statusCode).toBe(200);
    expect(other.headers['x-page-cache']).toBe('SHARED');
    expect(other.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(other.headers.etag).toBe(first.headers.etag);
    expect(other.headers['content-encoding']).toBe('br');
    expect(renders() - before).toBe(1);
    // Then it is the other instance's own, and its ETag answers 304 there.
    expect((await get(b, '/faq')).headers['x-page-cache']).toBe('HIT');
    const etag = String(first.headers.etag);
    expect((await get(b, '/faq', { 'if-none-match': etag })).statusCode).toBe(304);
    // Another country is another page.
    const gb = await get(b, '/faq', { cookie: 'sf_country=GB' });
    expect(gb.headers['x-page-cache']).toBe('MISS');
    expect(renders() - before).toBe(2);
  });

  it('does not take a page of another catalog version: an instance that re-imported renders its own', async () => {
    await get(a, '/terms');
    const bundle = editedBundle((movies) =>
      movies.map((m: { id: number; title: string }) =>
        m.id === 550 ? { ...m, title: 'Fight Club Redux' } : m,
      ),
    );
    try {
      expect((await b.app.get(CatalogImporter).ensureImported(bundle)).imported).toBe(true);
    } finally {
      rmSync(bundle, { recursive: true, force: true });
    }
    const before = renders();
    const after = await get(b, '/terms', { 'accept-encoding': 'identity' });
    expect(after.headers['x-page-cache']).toBe('MISS');
    expect(after.body).toContain('<h1>Fight Club Redux</h1>');
    expect(renders() - before).toBe(1);
    // The instance still on the first catalog keeps serving its own version.
    expect((await get(a, '/terms', { 'accept-encoding': 'identity' })).body).toContain('<h1>Fight Club</h1>');
  });
});

describe('without Redis', () => {
  it('renders its pages itself when Redis does not answer', async () => {
    const root = client('N0r3d1s0');
    const t = await createTestApp('sqlite', {
      CLIENT_DIR: join(root, 'client'),
      REDIS_URL: 'redis://127.0.0.1:1',
      REDIS_PREFIX: `sf-test-pages-${randomUUID()}:`,
    });
    try {
      const before = renders();
      const res = await t.app.inject({ url: '/about', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-page-cache']).toBe('MISS');
      expect(res.body).toContain('<h1>Fight Club</h1>');
      expect(renders() - before).toBe(1);
    } finally {
      await t.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
