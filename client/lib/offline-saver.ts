// The page's side of saving what the visitor sees on the device (docs/decisions.md #18): the answers the device
// keeps (titles, and the small lists; lib/stored-shapes.ts keptOnDevice) go to a worker of their own
// (lib/offline-save.worker.ts), which writes them to IndexedDB off the main thread. Answers that arrive before
// the worker is ready are kept and sent then; if its script could not load (offline before it was cached), the
// next answer tries again.
import type { Query, QueryClient } from '@tanstack/react-query';
import type { FromSaver, SaveAnswers } from './offline-save.worker';
import { keptOnDevice } from './stored-shapes';

/** The worker's interface as used here (a Worker in the browser). */
export type SaverWorker = Pick<Worker, 'postMessage' | 'terminate'> & {
  onmessage: ((e: MessageEvent<FromSaver>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
};

const openWorker = (): SaverWorker =>
  new Worker(new URL('./offline-save.worker.ts', import.meta.url), { type: 'module', name: 'offline-save' });

/**
 * Collects the client's kept answers from now on (and `initial`, the server's page's); `start()` opens the worker
 * and sends them (call it once the page is idle). `onTitleSaved` runs after each title is written.
 */
export function saveAnswersOnDevice(
  client: QueryClient,
  initial: Query[],
  onTitleSaved: () => void,
  open: () => SaverWorker = openWorker,
): { start: () => void; stop: () => void } {
  const early = initial.filter((q) => q.state.status === 'success' && keptOnDevice(q.queryKey));
  let saver: SaverWorker | null = null;
  let ready = false;
  let failed = false;
  const send = (queries: Query[]) =>
    saver?.postMessage({
      answers: queries.map((q) => ({ key: q.queryKey, data: q.state.data })),
    } satisfies SaveAnswers);
  const start = () => {
    if (saver || (open === openWorker && typeof Worker === 'undefined')) return;
    failed = false;
    const worker = open();
    saver = worker;
    worker.onmessage = (e) => {
      if (e.data.type === 'title-saved') onTitleSaved();
      else if (!ready) {
        ready = true;
        send(early.splice(0));
      }
    };
    worker.onerror = (e) => {
      e.preventDefault();
      console.warn('Answers could not be saved on this device yet', e.message);
      worker.terminate();
      saver = null;
      ready = false;
      failed = true;
    };
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!keptOnDevice(event.query.queryKey)) return;
    if (ready) send([event.query]);
    else {
      early.push(event.query);
      if (failed) start();
    }
  });
  return {
    start,
    stop: () => {
      unsubscribe();
      saver?.terminate();
    },
  };
}
