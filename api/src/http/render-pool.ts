// Rendering off the API's thread (issue #43): a piscina pool of worker threads (page-worker.ts) renders pages,
// sized to the machine, while the main thread answers /api, including the renders' own /api reads (sent back
// over each task's MessagePort). Renders beyond what the threads take at once wait in a line bounded twice: in
// length (one more is refused at once) and in time (one that waited PAGE_RENDER_WAIT_MS without a thread is
// refused then), each refusal RenderQueueFull, answered 503 with Retry-After by PageRenderer.respond. So a burst
// of a browser's page loads waits its turn, and a flood of cold pages never waits without bound.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
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
 * The pool's size: PAGE_RENDER_THREADS, else one thread per core but one (the main thread's, which answers /api),
 * at least one; 0 renders in process (no pool).
 */
export function renderThreads(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): number {
  const set = env.PAGE_RENDER_THREADS;
  if (set !== undefined && set !== '' && Number.isInteger(Number(set)) && Number(set) >= 0)
    return Number(set);
  return Math.max(1, cores - 1);
}

/**
 * Renders that may wait for a thread: PAGE_RENDER_QUEUE, else 32 per thread (a browser's burst of page loads, a
 * test's run of fetches). One more is refused at once.
 */
export function renderQueue(threads: number, env: NodeJS.ProcessEnv = process.env): number {
  const set = Number(env.PAGE_RENDER_QUEUE);
  return env.PAGE_RENDER_QUEUE && Number.isInteger(set) && set >= 0 ? set : 32 * threads;
}

/** How long a render may wait for a thread (PAGE_RENDER_WAIT_MS, else 10 s, the render's own bound) before 503. */
export function renderWait(env: NodeJS.ProcessEnv = process.env): number {
  const set = Number(env.PAGE_RENDER_WAIT_MS);
  return env.PAGE_RENDER_WAIT_MS && Number.isInteger(set) && set >= 0 ? set : 10_000;
}

/** Renders a thread takes at once: one waits for its data from the main thread while another renders. */
export const TASKS_PER_THREAD = 2;

/**
 * The pool for the server entry `entryFile`, the renders' /api reads answered by `api` on this thread; null to
 * render in process: PAGE_RENDER_THREADS=0, no server entry, or no built worker beside this file (the API run
 * from its TypeScript sources, as the API tests do).
 */
export function renderPool(entryFile: string, api: ServerFetch): RenderPool | null {
  const worker = join(__dirname, 'page-worker.js');
  const threads = renderThreads();
  if (threads === 0 || !existsSync(worker) || !existsSync(entryFile)) return null;
  return new RenderPool(worker, threads, renderQueue(threads), api, renderWait());
}

interface Waiting {
  start: () => void;
  timer: NodeJS.Timeout;
}

export class RenderPool {
  private readonly pool: Piscina<RenderTask, RenderedParts | null>;
  /** Renders given to piscina and not finished (at most threads * TASKS_PER_THREAD: piscina's own queue is empty). */
  private running = 0;
  /** Renders waiting for a thread, first come first served. */
  private readonly line: Waiting[] = [];

  constructor(
    filename: string,
    readonly threads: number,
    readonly queue: number,
    private readonly api: ServerFetch,
    readonly waitMs = 10_000,
  ) {
    this.pool = new Piscina<RenderTask, RenderedParts | null>({
      filename,
      minThreads: threads,
      maxThreads: threads,
      concurrentTasksPerWorker: TASKS_PER_THREAD,
      idleTimeout: Infinity,
    });
  }

  /** Each thread imports the render (React and the app) now, not on the first visitor's request. */
  warm(entryFile: string, failed: (err: unknown) => void): void {
    for (let i = 0; i < this.threads; i++) {
      this.pool.run({ entryFile, warm: true, url: '', country: '', origin: '' }).catch(failed);
    }
  }

  /** Renders waiting for a thread now. */
  get waiting(): number {
    return this.line.length;
  }

  /**
   * True while every thread has its renders and none more could start at once: a render asked now would wait.
   * A stale page's refresh is refused then (render), so it never takes a visitor's place in the line.
   */
  get busy(): boolean {
    return this.running >= this.threads * TASKS_PER_THREAD || this.line.length > 0;
  }

  /**
   * The page rendered by a worker; RenderQueueFull at once when the line is full, or when its wait ran out. A
   * stale page's `refresh` never waits: refused at once while the pool is busy, it leaves the line to visitors.
   */
  async render(
    task: Omit<RenderTask, 'port' | 'warm'>,
    { refresh = false }: { refresh?: boolean } = {},
  ): Promise<RenderedParts | null> {
    if (refresh && this.busy) throw new RenderQueueFull();
    await this.turn();
    const { port1, port2 } = new MessageChannel();
    this.serveApi(port1);
    try {
      return await this.pool.run({ ...task, port: port2 }, { transferList: [port2] });
    } finally {
      port1.close();
      this.running--;
      this.line.shift()?.start();
    }
  }

  /** Resolves when a thread can take the render (counted in `running`); RenderQueueFull when it cannot in time. */
  private turn(): Promise<void> {
    if (this.running < this.threads * TASKS_PER_THREAD && this.line.length === 0) {
      this.running++;
      return Promise.resolve();
    }
    if (this.line.length >= this.queue) return Promise.reject(new RenderQueueFull());
    return new Promise((resolve, reject) => {
      const waiting: Waiting = {
        start: () => {
          clearTimeout(waiting.timer);
          this.running++;
          resolve();
        },
        timer: setTimeout(() => {
          this.line.splice(this.line.indexOf(waiting), 1);
          reject(new RenderQueueFull());
        }, this.waitMs),
      };
      this.line.push(waiting);
    });
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
