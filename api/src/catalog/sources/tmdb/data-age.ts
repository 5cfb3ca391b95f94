// How old the TMDB data behind a response is. The source notes the age of every stored response it uses in
// the current request's async context; a Fastify onSend hook turns it into headers:
//   X-Data-Age: seconds since the oldest TMDB response used was fetched (0 = fetched just now)
//   X-Data-Stale: true when TMDB failed or rate-limited and an expired stored copy was served instead.
// Controllers need no change: the hooks are registered on the Fastify instance by the TMDB source.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface DataAge {
  ageSeconds?: number;
  stale: boolean;
}

const storage = new AsyncLocalStorage<DataAge>();
const CONTEXT = Symbol('tmdbDataAge');

export function noteDataAge(ageSeconds: number, stale: boolean): void {
  const ctx = storage.getStore();
  if (!ctx) return;
  ctx.ageSeconds = Math.max(ctx.ageSeconds ?? 0, ageSeconds);
  ctx.stale ||= stale;
}

type Done = (err?: Error | null, payload?: unknown) => void;
interface HookTarget {
  addHook(name: 'onRequest', fn: (req: object, reply: unknown, done: Done) => void): unknown;
  addHook(
    name: 'onSend',
    fn: (req: object, reply: { header(k: string, v: string): unknown }, payload: unknown, done: Done) => void,
  ): unknown;
}

const installed = new WeakSet<object>();

export function installDataAgeHeaders(fastify: HookTarget): void {
  if (installed.has(fastify)) return;
  installed.add(fastify);
  fastify.addHook('onRequest', (req, _reply, done) => {
    const ctx: DataAge = { stale: false };
    (req as Record<symbol, DataAge>)[CONTEXT] = ctx;
    storage.run(ctx, () => done());
  });
  fastify.addHook('onSend', (req, reply, payload, done) => {
    const ctx = (req as Record<symbol, DataAge | undefined>)[CONTEXT];
    if (ctx?.ageSeconds !== undefined) {
      reply.header('X-Data-Age', String(ctx.ageSeconds));
      if (ctx.stale) reply.header('X-Data-Stale', 'true');
    }
    done(null, payload);
  });
}
