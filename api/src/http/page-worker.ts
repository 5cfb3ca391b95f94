// A render worker (issue #43, "Rendering off the API's thread"): a worker thread of PageRenderer's piscina pool
// runs the client's server render (React) and the string work on its result, so the main thread keeps answering
// /api while pages render. The render's /api reads come back to the main thread over the task's MessagePort and
// are answered there by the same handlers (Fastify inject), as in process; the worker holds no data of its own.
import type { MessagePort } from 'node:worker_threads';
import type { ServerEntry } from '../contract/page-render';
import { renderParts, type RenderedParts } from './page-markup';

export type { RenderedParts };

export interface RenderTask {
  /** The client build's server entry (<dist>/server/entry-server.mjs). */
  entryFile: string;
  /** Only loads the entry (PageRenderer warms each thread at start). */
  warm?: boolean;
  url: string;
  country: string;
  origin: string;
  /** Carries the render's /api requests to the main thread and their answers back (ApiRequest, ApiAnswer). */
  port?: MessagePort;
}

export interface ApiRequest {
  id: number;
  url: string;
  method: string;
}

export interface ApiAnswer {
  id: number;
  status: number;
  body: string;
  contentType: string;
}

let entry: Promise<ServerEntry> | undefined;

export default async function renderPage(task: RenderTask): Promise<RenderedParts | null> {
  // React's production build, as in process (page-renderer.ts).
  process.env.NODE_ENV ??= 'production';
  // An ES module: the CommonJS build's import() is a require(), which loads one on Node 20.19+.
  entry ??= import(task.entryFile) as Promise<ServerEntry>;
  const render = await entry;
  if (task.warm || !task.port) return null;
  const port = task.port;
  const waiting = new Map<number, (answer: ApiAnswer) => void>();
  port.on('message', (answer: ApiAnswer) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  let next = 0;
  const api = (url: string, init: RequestInit) =>
    new Promise<Response>((resolve) => {
      const id = next++;
      waiting.set(id, (a) => {
        const empty = a.status === 204 || a.status === 304;
        resolve(
          new Response(empty ? null : a.body, {
            status: a.status,
            headers: { 'content-type': a.contentType },
          }),
        );
      });
      port.postMessage({ id, url, method: init.method ?? 'GET' } satisfies ApiRequest);
    });
  try {
    return await renderParts(render, { url: task.url, country: task.country, origin: task.origin, api });
  } finally {
    port.close();
  }
}
