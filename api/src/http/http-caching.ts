// HTTP caching of /api answers (issue #12), as two Fastify hooks:
// - onSend: every 200 GET under /api gets a strong ETag and answers 304 to a matching If-None-Match; public
//   catalog reads get `Cache-Control: public, max-age, stale-while-revalidate` from cache-policy.ts and
//   `Vary: Accept-Encoding`; a route's own Cache-Control (ratings, health) is kept; anything else under /api is
//   `no-store`. Large answers are compressed here (br, else gzip; @fastify/compress then leaves them alone), and
//   each content-coding has its own strong ETag ("tag", "tag-br", "tag-gz"). Public answers are also kept in
//   the in-process AnswerCache with their compressed bytes.
// - onRequest: a GET whose key is in the AnswerCache is answered at once (304 or the stored bytes in the
//   client's encoding), written to the socket before routing to Nest with the headers the hooks would have
//   added: no reply pipeline, serializer or onSend hooks (bench: 0.63 -> 0.70 of raw node:http on autocomplete,
//   0.41 -> 0.65 on the genre list). Details are keyed per title and region (one answer whatever the spelling
//   of the URL), the embedded catalog's autocomplete by its query's search text (issue #36), everything else by
//   URL.
//   A fresh answer keeps the reply pipeline: written the same way (tried for search and autocomplete), it
//   doubled the bytes promoted per young-generation collection under random queries and grew the heap by
//   40-70 MB (RSS over 300 MB after the bench) for +0.05 of raw on those routes.
// Registered as a non-encapsulated plugin after CORS, so cached answers get the CORS headers too.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Answer, AnswerCache } from './answer-cache';
import {
  AUTOCOMPLETE,
  cacheControlOf,
  cacheParams,
  catalogPolicy,
  encodedEtag,
  etagMatches,
  foldedAutocompleteKey,
} from './cache-policy';
import type { SecurityHeaders } from './security-headers';

/** What the cache needs from the catalog: its clock (live TMDB tests move it) and a generation bumped on import. */
export interface CacheSource {
  readonly kind: 'embedded' | 'tmdb';
  now(): number;
  generation(): number;
}

const STARTED = Symbol('answerCacheGeneration');
/** The request's AnswerCache key, worked out once by onRequest (folding a query is not free). */
const KEY = Symbol('answerCacheKey');
type Marked = FastifyRequest & { [STARTED]?: number; [KEY]?: string };

export const strongEtag = (body: Buffer | string): string =>
  `"${createHash('sha1').update(body).digest('base64url')}"`;

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

const DETAILS = /^\/api\/(movie|tv)\/([1-9]\d{0,9})(?:\?(?:region=([A-Za-z]{2}))?)?$/;
/**
 * The AnswerCache key: one per title and region for details (what the answer depends on), with `foldQuery` (the
 * embedded catalog) one per search text for autocomplete, else the path and its known query pairs in a fixed
 * order; undefined (not cached) for a path the cache does not keep or a URL with a query key its route does not
 * read (cache-policy.ts cacheParams, issue 35).
 */
export function answerKey(url: string, foldQuery = false): string | undefined {
  const m = DETAILS.exec(url);
  if (m) return `details:${m[1]}:${m[2]}:${m[3]?.toUpperCase() ?? ''}`;
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  if (foldQuery && mark !== -1 && path === AUTOCOMPLETE) {
    const folded = foldedAutocompleteKey(url.slice(mark + 1));
    if (folded !== undefined) return folded;
  }
  const known = cacheParams(path);
  if (!known) return undefined;
  if (mark === -1) return path;
  const pairs: string[] = [];
  for (const pair of url.slice(mark + 1).split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawName = eq === -1 ? pair : pair.slice(0, eq);
    let name: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      return undefined;
    }
    if (!known.includes(name)) return undefined;
    pairs.push(pair);
  }
  return pairs.length === 0 ? path : `${path}?${pairs.sort().join('&')}`;
}

/** How an answer goes to this request: its content-coding, that coding's ETag, and whether it is a 304. */
function representation(cache: AnswerCache, req: FastifyRequest, answer: Answer) {
  const encoding = cache.encodingFor(answer, req.headers['accept-encoding']);
  return {
    encoding,
    etag: encodedEtag(answer.etag, encoding),
    notModified: etagMatches(req.headers['if-none-match'], answer.etag),
  };
}

/** Sends an answer (cached or just built) in the client's encoding, or 304; returns what onSend must send. */
function represent(
  cache: AnswerCache,
  req: FastifyRequest,
  reply: FastifyReply,
  answer: Answer,
): Buffer | '' {
  const { encoding, etag, notModified } = representation(cache, req, answer);
  reply.header('etag', etag);
  if (notModified) {
    reply.code(304);
    return '';
  }
  if (encoding) reply.header('content-encoding', encoding);
  return cache.bodyIn(answer, encoding);
}

/**
 * A cached answer, written to the socket from the onRequest hook: no routing, reply pipeline or onSend hooks,
 * so it carries what those would have added (the security headers, and what CORS set on the reply already).
 */
function sendCached(
  cache: AnswerCache,
  source: CacheSource,
  security: SecurityHeaders,
  req: FastifyRequest,
  reply: FastifyReply,
  hit: Answer,
): void {
  const now = source.now();
  // The same decisions as represent(), without the reply's header bookkeeping (this is the hottest path).
  const { encoding, etag, notModified } = representation(cache, req, hit);
  const headers: Record<string, string | number | string[]> = {
    ...(reply.getHeaders() as Record<string, string | number | string[]>),
    ...security(req),
    // max-age counts down to the entry's expiry: a cache downstream never keeps it longer than we do.
    'cache-control': cacheControlOf((hit.expires - now) / 1000),
    vary: hit.vary,
    etag,
  };
  if (hit.dataAge)
    headers['x-data-age'] = String(hit.dataAge.seconds + Math.floor((now - hit.dataAge.at) / 1000));
  reply.hijack();
  if (notModified) {
    reply.raw.writeHead(304, headers);
    reply.raw.end();
    return;
  }
  const body = cache.bodyIn(hit, encoding);
  headers['content-type'] = hit.contentType;
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = body.length;
  reply.raw.writeHead(200, headers);
  reply.raw.end(body);
}

/**
 * What the onSend hook does to an /api answer: no-store unless it is a public catalog read; a 200 GET gets its
 * ETag, Cache-Control and Vary, is kept in the AnswerCache, and is sent in the client's encoding (or as 304).
 * Returns the payload to send.
 */
function finishAnswer(
  cache: AnswerCache,
  source: CacheSource,
  req: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): unknown {
  if (!req.url.startsWith('/api/') || reply.getHeader('etag')) return payload;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    if (!reply.getHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  }
  const policy = reply.statusCode === 200 ? catalogPolicy(pathOf(req.url)) : undefined;
  if (!policy && !reply.getHeader('cache-control')) reply.header('cache-control', 'no-store');
  const own = String(reply.getHeader('cache-control') ?? '');
  if (reply.statusCode !== 200 || /no-store/.test(own)) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
  const now = source.now();
  const marked = req as Marked;
  const key = KEY in marked ? marked[KEY] : answerKey(req.url, source.kind === 'embedded');
  const answer: Answer = {
    key: key ?? req.url,
    body,
    etag: strongEtag(body),
    contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
    vary: 'Accept-Encoding',
    expires: now,
    generation: (req as Marked)[STARTED] ?? -1,
  };
  if (policy) {
    const age = Number(reply.getHeader('x-data-age') ?? NaN);
    const stale = reply.getHeader('x-data-stale') !== undefined;
    // Live TMDB data already this old is fresh for the rest of its TTL only; a stale copy, one minute.
    const maxAge = stale ? 60 : Number.isFinite(age) ? Math.max(0, policy.maxAge - age) : policy.maxAge;
    answer.vary = ['Accept-Encoding', ...(policy.vary ?? [])].join(', ');
    answer.expires = now + maxAge * 1000;
    answer.dataAge = Number.isFinite(age) ? { seconds: age, at: now } : undefined;
    reply.header('cache-control', cacheControlOf(maxAge)).header('vary', answer.vary);
    // Live answers are kept only when their data's age is known (their TTL is counted from it); embedded
    // answers until the next import.
    const known = source.kind === 'embedded' || Number.isFinite(age);
    const keep = key !== undefined && known && !stale && maxAge > 0;
    if (keep && answer.generation === source.generation() && req.method === 'GET') cache.set(answer);
  } else if (answer.body.length >= 1024) {
    reply.header('vary', 'Accept-Encoding');
  }
  return represent(cache, req, reply, answer);
}

export async function registerHttpCaching(
  fastify: FastifyInstance,
  source: CacheSource,
  security: SecurityHeaders,
): Promise<AnswerCache> {
  const cache = new AnswerCache();
  const plugin = async (f: FastifyInstance): Promise<void> => {
    f.addHook('onRequest', (req, reply, done) => {
      if (req.method !== 'GET' || !req.url.startsWith('/api/')) return done();
      const generation = source.generation();
      (req as Marked)[STARTED] = generation;
      const key = answerKey(req.url, source.kind === 'embedded');
      (req as Marked)[KEY] = key;
      const hit = key === undefined ? undefined : cache.get(key, source.now(), generation);
      if (hit) sendCached(cache, source, security, req, reply, hit);
      done();
    });

    f.addHook('onSend', (req, reply, payload, done) =>
      done(null, finishAnswer(cache, source, req, reply, payload)),
    );
  };
  (plugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
  await fastify.register(plugin);
  return cache;
}
