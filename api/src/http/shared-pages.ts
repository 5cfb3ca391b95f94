// The rendered-page cache shared by the instances (issue #43, REDIS_URL): a page one instance rendered is kept in
// Redis (its brotli bytes, ETag, status, headers and the time it was rendered) until its stale time ends, so the
// other instances serve it instead of rendering it again. Each instance still keeps its own PageCache in front
// (page-cache.ts): Redis is asked only on a miss there (one GET, ~0.1 ms for a title page's ~20 KB here, against
// ~16 ms of CPU for its render). The key names the build and the catalog's data version (the embedded bundle's
// checksum, which every instance on one database agrees on), never the process's own import counter. Without
// Redis, or while it is away, every call is a miss or a no-op and each instance renders for itself.
import { Injectable } from '@nestjs/common';
import { RedisService } from '../redis/redis.service';
import { type CachedPage, FRESH_MS, keptPage, STALE_MS } from './page-cache';

/** What is kept with the bytes (JSON, before them). */
interface Meta {
  status: number;
  etag: string;
  headers: Record<string, string>;
  storedAt: number;
}

/** [4-byte length of the JSON][the JSON][the brotli bytes]. */
export function packPage(page: CachedPage): Buffer {
  const meta: Meta = { status: page.status, etag: page.etag, headers: page.headers, storedAt: page.storedAt };
  const json = Buffer.from(JSON.stringify(meta));
  const head = Buffer.alloc(4);
  head.writeUInt32BE(json.length);
  return Buffer.concat([head, json, page.br]);
}

/** The page packed by packPage, under the local `key`; undefined for bytes that are not one. */
export function unpackPage(key: string, packed: Buffer): CachedPage | undefined {
  try {
    const length = packed.readUInt32BE(0);
    const meta = JSON.parse(packed.subarray(4, 4 + length).toString()) as Meta;
    const br = packed.subarray(4 + length);
    if (typeof meta.etag !== 'string' || typeof meta.storedAt !== 'number' || br.length === 0)
      return undefined;
    return {
      key,
      status: meta.status,
      br,
      etag: meta.etag,
      headers: meta.headers,
      storedAt: meta.storedAt,
      bytes: br.length,
      keep: true,
    };
  } catch {
    return undefined;
  }
}

@Injectable()
export class SharedPages {
  constructor(private readonly redis: RedisService) {}

  private redisKey(sharedKey: string): string {
    return this.redis.key(`page:${sharedKey}`);
  }

  /** Another instance's page of `sharedKey` (kept under the local `key`), within its stale time, or undefined. */
  async get(sharedKey: string, key: string, now: number): Promise<CachedPage | undefined> {
    const client = this.redis.client;
    if (!client || !this.redis.usable) return undefined;
    try {
      const packed = await client.getBuffer(this.redisKey(sharedKey));
      const page = packed ? unpackPage(key, packed) : undefined;
      return page && now - page.storedAt < FRESH_MS + STALE_MS ? page : undefined;
    } catch {
      return undefined; // Redis away: this instance renders
    }
  }

  /**
   * Another instance's page of `sharedKey`, else the one `render()` makes, then left for the others when it is
   * kept; a stale page's refresh (`refresh`) takes only a fresh page from another instance.
   */
  async through(
    sharedKey: string,
    key: string,
    refresh: boolean,
    render: () => Promise<CachedPage>,
  ): Promise<CachedPage> {
    const other = await this.get(sharedKey, key, Date.now());
    if (other && (!refresh || Date.now() - other.storedAt < FRESH_MS)) return { ...other, shared: true };
    const page = await render();
    if (keptPage(page)) this.set(sharedKey, page, Date.now());
    return page;
  }

  /** Keeps a page this instance rendered for the others, until its stale time ends (not awaited by visitors). */
  set(sharedKey: string, page: CachedPage, now: number): void {
    const client = this.redis.client;
    const ttl = page.storedAt + FRESH_MS + STALE_MS - now;
    if (!client || !this.redis.usable || ttl <= 0) return;
    client.set(this.redisKey(sharedKey), packPage(page), 'PX', ttl).catch(() => undefined);
  }
}
