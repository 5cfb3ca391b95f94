// The answer cache's fast path (issue #12): a GET under /api whose answer is in the AnswerCache is answered by
// the node:http server itself, before Fastify parses, routes and runs its hooks for it. The same answer through
// Fastify (http-caching.ts, onRequest) went through routing, Nest's middleware runner and three onSend hooks:
// ~60 % of the time of a cached answer under load, where a raw node:http server needs none of it.
// Both ways send the same status, headers and bytes (cachedResponse below and securityHeaders; the API tests
// compare them). Anything else, a miss, a HEAD, a cross-origin request when CORS is configured (its headers come
// from Fastify's CORS plugin), goes to Fastify as before.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AnswerCache } from './answer-cache';
import { answerKey, type CacheSource, cachedResponse } from './http-caching';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Fastify's server options that its own HTTP/1 server applies (fastify/lib/server.js getServerInstance). */
interface ServerOptions {
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

const byServer = new WeakMap<Server, AnswerFastPath>();

/** The fast path in front of a server made by `serverFactory` (the tests count what it answered). */
export function answerFastPathOf(server: Server): AnswerFastPath | undefined {
  return byServer.get(server);
}

export class AnswerFastPath {
  private serve: ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined;
  /** Answers sent by this path (200 and 304). */
  served = 0;

  /** Starts answering cached answers; until then (and with CORS configured) every request goes to Fastify. */
  enable(
    cache: AnswerCache,
    source: CacheSource,
    securityHeaders: () => Readonly<Record<string, string>>,
  ): void {
    this.serve = (req, res) => {
      const url = req.url;
      if (req.method !== 'GET' || !url || !url.startsWith('/api/')) return false;
      const hit = cache.get(answerKey(url), source.now(), source.generation());
      if (!hit) return false;
      const out = cachedResponse(
        cache,
        source,
        hit,
        req.headers['accept-encoding'],
        req.headers['if-none-match'],
      );
      const headers: Record<string, string | number> = { ...out.headers, ...securityHeaders() };
      if (out.body) headers['content-length'] = out.body.length;
      res.writeHead(out.status, headers);
      res.end(out.body);
      this.served++;
      return true;
    };
  }

  /** For FastifyAdapter's `serverFactory`: Fastify's HTTP/1 server, with this path in front of its handler. */
  readonly serverFactory = (handler: Handler, options: ServerOptions): Server => {
    const server = createServer((req, res) => {
      if (!this.serve?.(req, res)) handler(req, res);
    });
    if (options.keepAliveTimeout) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    byServer.set(server, this);
    return server;
  };
}
