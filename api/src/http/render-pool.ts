// Rendering off the API's thread (issue #43): a piscina pool of worker threads (page-worker.ts) renders pages,
// sized to the machine, while the main thread answers /api, including the renders' own /api reads (sent back
// over each task's MessagePort). Its queue is bounded: a render beyond it is refused at once (RenderQueueFull,
// answered 503 with Retry-After by PageRenderer.respond), so a burst of cold pages never waits without bound.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { ServerFetch } from '../contract/page-render';
import type { ApiAnswer, ApiRequest, RenderedParts, RenderTask } from './page-worker';

/** Answers an /api GET in process through Fastify's inject (no socket), as the browser would get it (uncompressed). */
export function injectFetch(app: () => FastifyInstance): ServerFetch {
  return async (url, init) => {
    const res = await app().inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** Thrown when the render queue is full: the page is answered 503 with Retry-After (PageRenderer.respond). */
export class RenderQueueFull extends Error {
  constructor() {
    super('The page render queue is full');
  }
}

/** Seconds a visitor is asked to wait (Retry-After) when the render queue is full. */
export const QUEUE_FULL_RETRY_AFTER = 2;

/**
 * The answer to a page whose render the full queue refused: 503 with Retry-After at once, never kept by a shared
 * cache (nginx serves its stale copy meanwhile, deploy/nginx/streamfinder.conf), instead of a wait without bound.
 * Its body is the app's shell (`shell`), which the browser renders itself with its own /api reads: a visitor
 * gets the page a moment later, never a blank screen; a crawler reads the 503 and Retry-After.
 */
export function sendQueueFull(reply: FastifyReply, shell: string): FastifyReply {
  return reply
    .status(503)
    .header('retry-after', String(QUEUE_FULL_RETRY_AFTER))
    .header('cache-control', 'no-store')
    .header('x-page-cache', 'QUEUE-FULL')
    .type('text/html; charset=utf-8')
    .send(shell);
}

/**
 * The pool's size: PAGE_RENDER_THREADS; unset or 0 renders in process (no pool). The pool is opt-in for now: in
 * CI (2 cores, shared test servers) one pooled render fell back to the template under load, cause not found yet,
 * and its 8-deep queue answered 503 to a burst of a test's page fetches. Set it to one thread per core but one
 * (the main thread's, which answers /api) to try it.
 */
export function renderThreads(env: NodeJS.ProcessEnv = process.env): number {
  const set = env.PAGE_RENDER_THREADS;
  if (set !== undefined && set !== '' && Number.isInteger(Number(set)) && Number(set) >= 0)
    return Number(set);
  return 0;
}

/**
 * Renders that may wait for a thread: PAGE_RENDER_QUEUE, else 8 per thread. One more is refused at once: a burst
 * of cold pages gets a bounded wait, never an unbounded queue.
 */
export function renderQueue(threads: number, env: NodeJS.ProcessEnv = process.env): number {
  const set = Number(env.PAGE_RENDER_QUEUE);
  return env.PAGE_RENDER_QUEUE && Number.isInteger(set) && set >= 0 ? set : 8 * threads;
}

/**
 * The pool for the server entry `entryFile`, the renders' /api reads answered by `api` on this thread; null to
 * render in process: PAGE_RENDER_THREADS=0, no server entry, or no built worker beside this file (the API run
 * from its TypeScript sources, as the API tests do).
 */
export function renderPool(entryFile: string, api: ServerFetch): RenderPool | null {
  const worker = join(__dirname, 'page-worker.js');
  const threads = renderThreads();
  if (threads === 0 || !existsSync(worker) || !existsSync(entryFile)) return null;
  return new RenderPool(worker, threads, renderQueue(threads), api);
}

export class RenderPool {
  private readonly pool: Piscina<RenderTask, RenderedParts | null>;

  constructor(
    filename: string,
    readonly threads: number,
    readonly queue: number,
    private readonly api: ServerFetch,
  ) {
    this.pool = new Piscina<RenderTask, RenderedParts | null>({
      filename,
      minThreads: threads,
      maxThreads: threads,
      maxQueue: queue,
      // A render spends part of its time waiting for its data from the main thread: a second one meanwhile.
      concurrentTasksPerWorker: 2,
      idleTimeout: Infinity,
    });
  }

  /** Each thread imports the render (React and the app) now, not on the first visitor's request. */
  warm(entryFile: string, failed: (err: unknown) => void): void {
    for (let i = 0; i < this.threads; i++) {
      this.pool.run({ entryFile, warm: true, url: '', country: '', origin: '' }).catch(failed);
    }
  }

  /** The page rendered by a worker; RenderQueueFull at once when the queue is full. */
  async render(task: Omit<RenderTask, 'port' | 'warm'>): Promise<RenderedParts | null> {
    if (this.pool.queueSize >= this.queue) throw new RenderQueueFull();
    const { port1, port2 } = new MessageChannel();
    this.serveApi(port1);
    try {
      return await this.pool.run({ ...task, port: port2 }, { transferList: [port2] });
    } catch (err) {
      // Piscina's own refusal, should the queue have filled between the check and the run.
      if (err instanceof Error && /queue is at limit/i.test(err.message)) throw new RenderQueueFull();
      throw err;
    } finally {
      port1.close();
    }
  }

  destroy(): Promise<void> {
    return this.pool.destroy();
  }

  /** Answers a render's /api reads on this thread, through the same handlers as in process. */
  private serveApi(port: MessagePort): void {
    port.on('message', (req: ApiRequest) => {
      const reply = (a: Omit<ApiAnswer, 'id'>) => port.postMessage({ id: req.id, ...a } satisfies ApiAnswer);
      this.api(req.url, { method: req.method }).then(
        async (res) =>
          reply({
            status: res.status,
            body: await res.text(),
            contentType: res.headers.get('content-type') ?? 'application/json',
          }),
        (err: unknown) => reply({ status: 500, body: String(err), contentType: 'text/plain' }),
      );
    });
  }
}
