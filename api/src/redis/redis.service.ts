// The one Redis connection of an instance (REDIS_URL), shared by the write limits, the TMDB limiter, the
// single-flight of TMDB requests and the refresh lock. Without REDIS_URL there is no connection and every user
// keeps its in-process behaviour. When Redis goes away, commands fail at once (no offline queue, so no request
// waits on it), users fall back to in-process state, one warning is logged per outage, and ioredis reconnects
// by itself. Every key and channel starts with REDIS_PREFIX, so several deployments or test runs can share a
// server. ioredis and Redlock are loaded by ready() and tryLock() only when REDIS_URL is set, so a single
// instance without Redis does not spend start-up time loading them (issue #12).
import { Logger } from '@nestjs/common';
import type { Lock, Redlock } from '@sesamecare-oss/redlock';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/config';

const CONNECT_WAIT_MS = 2000;

export class RedisService {
  private readonly logger = new Logger('Redis');
  /** The connection, opened by ready() when REDIS_URL is set. */
  client?: Redis;
  readonly prefix: string;
  private readonly url?: string;
  private sub?: Redis;
  private redlock?: Redlock;
  private outage = false;
  private closed = false;

  constructor(config: Pick<AppConfig, 'redisUrl' | 'redisPrefix'>) {
    this.prefix = config.redisPrefix;
    if (config.redisUrl) this.url = config.redisUrl;
  }

  /** True when REDIS_URL is set (whether or not Redis answers right now). */
  get configured(): boolean {
    return this.url !== undefined;
  }

  /** True when commands can be sent now; false means "use the in-process fallback". */
  get usable(): boolean {
    return this.client?.status === 'ready';
  }

  key(name: string): string {
    return this.prefix + name;
  }

  /**
   * Waits for the first connection, so an instance starts with shared limits when Redis is up; gives up after
   * two failed attempts (Redis down: start anyway, in-process) or `timeoutMs`. Opens the connection first.
   */
  async ready(timeoutMs = 10_000): Promise<void> {
    if (this.url && !this.client && !this.closed) {
      const { Redis } = await import('ioredis');
      this.client = this.connect(Redis, this.url);
    }
    const client = this.client;
    if (!client || client.status === 'ready') return;
    await new Promise<void>((resolve) => {
      let failures = 0;
      const done = () => {
        clearTimeout(timer);
        client.off('ready', done);
        client.off('error', failed);
        resolve();
      };
      const failed = () => {
        if (++failures >= 2) done();
      };
      const timer = setTimeout(done, timeoutMs);
      client.on('ready', done);
      client.on('error', failed);
    });
    if (!this.usable) this.warnOutage(new Error('no connection at start'));
  }

  /** A second connection for pub/sub (a subscribed connection cannot send other commands). */
  subscriber(): Redis | undefined {
    if (!this.client) return undefined;
    this.sub ??= this.client.duplicate();
    this.sub.on('error', () => undefined); // the main connection reports outages
    return this.sub;
  }

  /** Takes a lock with expiry (Redlock), or undefined when another instance holds it or Redis is away. */
  async tryLock(name: string, ttlMs: number): Promise<Lock | undefined> {
    if (!this.client || !this.usable) return undefined;
    if (!this.redlock) {
      const { Redlock } = await import('@sesamecare-oss/redlock');
      this.redlock ??= new Redlock([this.client], { retryCount: 0 });
    }
    try {
      return await this.redlock.acquire([this.key(name)], ttlMs);
    } catch {
      return undefined;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.sub?.disconnect();
    if (this.client) await this.client.quit().catch(() => this.client?.disconnect());
  }

  private connect(RedisClient: typeof Redis, url: string): Redis {
    const client = new RedisClient(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: CONNECT_WAIT_MS,
      retryStrategy: (times) => Math.min(200 * times, 2000),
    });
    client.on('error', (err: Error) => this.warnOutage(err));
    client.on('close', () => {
      if (!this.closed) this.warnOutage(new Error('connection closed'));
    });
    client.on('ready', () => {
      if (!this.outage) return;
      this.outage = false;
      this.logger.log('Redis is reachable again: limits and locks are shared again');
    });
    return client;
  }

  private warnOutage(err: Error): void {
    if (this.outage || this.closed) return;
    this.outage = true;
    this.logger.warn(
      `Redis unavailable (${err.message}): falling back to in-process limits until it returns`,
    );
  }
}
