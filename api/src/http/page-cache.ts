// Render once, serve many (issue #43, docs/architecture.md "One render path"): the server's rendered pages, kept as
// brotli bytes (made once; gzip made on its first use; the identity bytes, for a client that takes neither, kept
// for the pages last asked them, up to MAX_IDENTITY_BYTES) with a strong ETag, keyed by what a page depends on: the
// build, the catalog's generation (a re-import), the visitor's country and the path with its normalized query.
// A page holds nothing of a visitor's own (ratings, My List and session stay on the device: the render's /api
// reads carry no cookie or session). Fresh for FRESH_MS; then served stale while one render replaces it behind
// (stale-while-revalidate), up to STALE_MS; concurrent misses of one key share one render. Bounded like the /api
// answer cache (answer-cache.ts): entries and bytes, least recently used first.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gzip as gzipAsync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from './answer-cache';
import { encodedEtag, etagMatches } from './cache-policy';

export interface CachedPage {
  key: string;
  status: number;
  /** The only bytes always kept: a page is ~6x its brotli size (docs/architecture.md "One render path"). */
  br: Buffer;
  /** Kept while among the pages last asked them (PageCache.identityOf), up to MAX_IDENTITY_BYTES in all. */
  identity?: Buffer;
  gzip?: Promise<Buffer>; // made on the first request that takes gzip (gzipOf): nearly every client takes br
  /** Strong ETag of the identity bytes; each content-coding's own is derived from it (cache-policy.ts). */
  etag: string;
  /** Extra headers the page is sent with (a title page's Content-Security-Policy with its JSON-LD hash). */
  headers: Record<string, string>;
  storedAt: number;
  bytes: number;
  /** Kept for later visitors (false: a page rendered with an error state or without its data). */
  keep?: boolean;
  shared?: boolean; // rendered by another instance (shared-pages.ts)
}

/** A page kept for later visitors: rendered with all its data; a page, a redirect or a Not Found. */
export const keptPage = (page: CachedPage): boolean =>
  page.keep === true && [200, 301, 404].includes(page.status);

/** A rendered page is served as it is for this long, */
export const FRESH_MS = 60_000;
/** then as it is while a new render replaces it, for this much longer (then it is a miss). */
export const STALE_MS = 10 * 60_000;
export const MAX_PAGES = 8000;
/**
 * Pages are revalidated by browsers on every use (their ETag gives a 304), and kept by a shared cache (nginx, a
 * CDN) as long as ours keeps them fresh.
 */
export const PAGE_CACHE_CONTROL = `public, max-age=0, must-revalidate, s-maxage=${FRESH_MS / 1000}`;
export const MAX_PAGE_BYTES = 96 * 1024 * 1024;
/** Identity bytes kept for clients without brotli or gzip (curl, load tools); beyond, unpacked per request. */
export const MAX_IDENTITY_BYTES = 16 * 1024 * 1024;

/** A page's cache key: `version` (build, catalog generation), the country, the path, the query's sorted pairs. */
export function pageKey(version: string, country: string, url: string): string {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const pairs =
    mark < 0
      ? []
      : url
          .slice(mark + 1)
          .split('&')
          .filter((p) => p !== '')
          .sort();
  return `${version}|${country}|${path}${pairs.length ? `?${pairs.join('&')}` : ''}`;
}

const brotli = promisify(brotliCompress);
const unbrotli = promisify(brotliDecompress);
const gzip = promisify(gzipAsync);

/**
 * Brotli's quality for a rendered page. Measured on a 102 KB title page (CPU ms per page, brotli bytes): 4: 3.4 ms,
 * 19,858 B; 5: 4.7 ms, 18,764 B; 6: 5.1 ms, 18,738 B; 11: 214 ms, 16,624 B. 5 gives 6's bytes for less; 11 (the
 * static assets', compressed once at build) would cost more than the render.
 */
export const PAGE_BROTLI_QUALITY = 5;

/**
 * A page as it is kept: its bytes, brotli (gzip later, on its first use) and its strong ETag. Compressed on
 * libuv's thread pool (zlib's async API), not on the main thread that answers /api (issue #43: a page's brotli
 * costs about as much main-thread time as a few hundred /api answers).
 */
export async function compressPage(
  key: string,
  status: number,
  html: string,
  headers: Record<string, string>,
  now: number,
): Promise<CachedPage> {
  const body = Buffer.from(html);
  const br = await brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  return {
    key,
    status,
    br,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    headers,
    storedAt: now,
    bytes: br.length,
  };
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly rendering = new Map<string, Promise<CachedPage | null>>();
  private bytes = 0;
  /** Pages holding their identity bytes, least recently asked first, and those bytes. */
  private readonly plain = new Set<CachedPage>();
  private plainBytes = 0;

  get size(): number {
    return this.entries.size;
  }

  /** The page of `key` (fresh or stale), or undefined; `stale` says a new render is due. */
  get(key: string, now: number): { page: CachedPage; stale: boolean } | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    const age = now - hit.storedAt;
    if (age >= FRESH_MS + STALE_MS) {
      this.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, hit);
    return { page: hit, stale: age >= FRESH_MS };
  }

  /** The one render of `key` under way, else `render()` started now; a page it gives is stored if keptPage. */
  once(key: string, render: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
    const running = this.rendering.get(key);
    if (running) return running;
    const work = render()
      .then((page) => {
        if (page && keptPage(page)) this.set(page);
        return page;
      })
      .finally(() => this.rendering.delete(key));
    this.rendering.set(key, work);
    return work;
  }

  set(page: CachedPage): void {
    if (page.bytes > MAX_PAGE_BYTES / 16) return;
    this.delete(page.key);
    this.entries.set(page.key, page);
    this.bytes += page.bytes;
    while (this.entries.size > MAX_PAGES || this.bytes > MAX_PAGE_BYTES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  /** The page's gzip bytes, made on first use and kept with it (counted in the cache's bytes while it is kept). */
  gzipOf(page: CachedPage): Promise<Buffer> {
    page.gzip ??= unbrotli(page.br)
      .then((body) => gzip(body, { level: 6 }))
      .then((gz) => {
        page.bytes += gz.length;
        if (this.entries.get(page.key) === page) this.bytes += gz.length;
        return gz;
      });
    return page.gzip;
  }

  /**
   * The page's identity bytes: unpacked from its brotli on libuv's thread pool, and kept for the pages last
   * asked them (MAX_IDENTITY_BYTES; not counted in the cache's bytes, which bound what every page holds).
   */
  async identityOf(page: CachedPage): Promise<Buffer> {
    if (page.identity) {
      this.plain.delete(page);
      this.plain.add(page);
      return page.identity;
    }
    const body = await unbrotli(page.br);
    if (page.identity) return page.identity; // another request unpacked it meanwhile
    page.identity = body;
    this.plain.add(page);
    this.plainBytes += body.length;
    for (const oldest of this.plain) {
      if (this.plainBytes <= MAX_IDENTITY_BYTES) break;
      this.plain.delete(oldest);
      this.plainBytes -= oldest.identity?.length ?? 0;
      oldest.identity = undefined;
    }
    return body;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    for (const page of this.plain) page.identity = undefined;
    this.plain.clear();
    this.plainBytes = 0;
  }

  private delete(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.bytes -= old.bytes;
    this.entries.delete(key);
  }
}

/**
 * Sends a kept page in the client's content-coding (gzip made by `cache` on first use) with its ETag, or 304 to
 * a matching If-None-Match; `vary` names what decides the page's country. No page: 503 with Retry-After.
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage | null,
  vary: string,
  cache: PageCache,
): Promise<FastifyReply> {
  if (!page) return reply.status(503).header('retry-after', '5').send();
  reply.header('vary', vary);
  for (const [name, value] of Object.entries(page.headers)) reply.header(name, value);
  if (page.status === 301) return reply.status(301).header('cache-control', PAGE_CACHE_CONTROL).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply
    .status(page.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', PAGE_CACHE_CONTROL)
    .header('etag', encodedEtag(page.etag, encoding));
  if (page.status === 200 && etagMatches(request.headers['if-none-match'], page.etag)) {
    return reply.status(304).send();
  }
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(
    encoding === 'br'
      ? page.br
      : encoding === 'gzip'
        ? await cache.gzipOf(page)
        : await cache.identityOf(page),
  );
}
