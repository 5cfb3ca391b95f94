// The hottest catalog GETs as plain Fastify routes (issue #12): search and autocomplete, whose answers are
// mostly new queries (the answer cache rarely has them). They skip Nest's router (execution context, the
// adapter's reply wrapper) and @fastify/compress, and keep everything else: registered on the same Fastify
// instance as Nest's routes, they go through the same global hooks (security headers, CORS, the answer cache,
// ETag/304, Cache-Control, Vary and the br/gzip bodies of http-caching.ts); input is checked by the same
// functions, failures answered by the same code as the global filter (replyWithError), and in live TMDB mode
// the data's age is reported as DataAgeInterceptor does. @fastify/compress is off for them: http-caching.ts
// already compresses every 200 answer of 1 KiB and more, and error bodies are below that size.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { replyWithError } from '../http/api-exception.filter';
import type { Query } from '../http/validation';
import { autocompleteQuery, parseLanguage, searchParams, searchType } from './catalog-params';
import type { CatalogService } from './catalog.service';
import { type DataAge, dataAgeHeaders, withDataAge } from './data-age';

type Params = Record<string, string>;
/** Checks the request's params and query and asks the catalog; throws for bad input (400) or a missing title. */
type Answer = (params: Params, query: Query) => Promise<unknown>;

function setDataAge(reply: FastifyReply, ctx: DataAge): void {
  for (const [name, value] of Object.entries(dataAgeHeaders(ctx))) void reply.header(name, value);
}

type Handler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

function hasEmptyParam(params: Params): boolean {
  for (const name in params) if (params[name] === '') return true;
  return false;
}

function embeddedHandler(answer: Answer): Handler {
  return async (req, reply) => {
    try {
      return await answer(req.params as Params, req.query as Query);
    } catch (err) {
      replyWithError(reply, err);
      return reply;
    }
  };
}

/** Live TMDB mode: X-Data-Age / X-Data-Stale on answers and failures alike, as DataAgeInterceptor sets them. */
function liveHandler(answer: Answer): Handler {
  return async (req, reply) => {
    const ctx: DataAge = { stale: false };
    try {
      const body = await withDataAge(ctx, () => answer(req.params as Params, req.query as Query));
      setDataAge(reply, ctx);
      return body;
    } catch (err) {
      setDataAge(reply, ctx);
      replyWithError(reply, err);
      return reply;
    }
  };
}

export function registerCatalogRoutes(
  fastify: FastifyInstance,
  catalog: CatalogService,
  liveTmdb: boolean,
): void {
  const get = (url: string, answer: Answer) => {
    const handler = liveTmdb ? liveHandler(answer) : embeddedHandler(answer);
    fastify.route({
      method: 'GET',
      url,
      compress: false,
      decompress: false,
      // An empty path parameter (/api/search/) is a 404, as Nest's adapter answers it.
      handler: (req, reply) =>
        hasEmptyParam(req.params as Params) ? reply.callNotFound() : handler(req, reply),
    });
  };

  get('/api/search/:type', (p, q) => catalog.search(searchType(p.type), searchParams(q)));
  get('/api/autocomplete', (_p, q) => catalog.autocomplete(autocompleteQuery(q), parseLanguage(q)));
}
