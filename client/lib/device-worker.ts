// The page's side of its device worker (lib/device.worker.ts), which does the page's IndexedDB work off the main
// thread: saving what the visitor sees (docs/decisions.md #18) and flushing the outboxes. Messages sent before
// the worker is ready wait for it; if its script could not load (offline before it was cached), the next message
// opens it again, and nothing waiting is lost.
import type { Query, QueryClient } from '@tanstack/react-query';
import type { FromDevice, ToDevice } from './device.worker';
import { keptOnDevice } from './stored-shapes';

/** The worker as used here (a Worker in the browser). */
export type DeviceWorker = Pick<Worker, 'postMessage' | 'terminate'> & {
  onmessage: ((e: MessageEvent<FromDevice>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
};

export interface Device {
  /** Opens the worker (once; again after it failed to load). */
  start: () => void;
  /** Sends a message now, or once the worker is ready (opening it if it failed before). */
  send: (m: ToDevice) => void;
  stop: () => void;
}

export function createDevice(open: () => DeviceWorker, onTitleSaved: () => void): Device {
  let worker: DeviceWorker | null = null;
  let ready = false;
  let failed = false;
  const waiting: ToDevice[] = [];
  const start = () => {
    if (worker) return;
    failed = false;
    let w: DeviceWorker;
    try {
      w = open();
    } catch (err) {
      console.warn('The device worker could not start', err);
      failed = true;
      return;
    }
    worker = w;
    w.onmessage = (e) => {
      if (e.data.type === 'title-saved') onTitleSaved();
      else if (!ready) {
        ready = true;
        for (const m of waiting.splice(0)) w.postMessage(m);
      }
    };
    w.onerror = (e) => {
      e.preventDefault();
      console.warn('The device worker could not start', e.message);
      w.terminate();
      worker = null;
      ready = false;
      failed = true;
    };
  };
  return {
    start,
    send: (m) => {
      if (ready) worker?.postMessage(m);
      else {
        waiting.push(m);
        if (failed) start();
      }
    },
    stop: () => worker?.terminate(),
  };
}

let onTitleSavedHere: () => void = () => undefined;

/** The app's device worker (started by app/start.tsx once the page is idle). */
export const device: Device = createDevice(
  () => new Worker(new URL('./device.worker.ts', import.meta.url), { type: 'module', name: 'device' }),
  () => onTitleSavedHere(),
);

/** What to run when the worker has put a title on the device (My List's cards, features/my-list/saved-store). */
export function onDeviceTitleSaved(fn: () => void): void {
  onTitleSavedHere = fn;
}

/**
 * Sends the client's answers the device keeps (titles and the small lists, stored-shapes keptOnDevice) to the
 * device from now on, after `initial` (the server's page's answers). Returns the unsubscribe.
 */
export function saveAnswersOnDevice(client: QueryClient, initial: Query[], to: Device = device): () => void {
  const answers = (queries: Query[]) =>
    queries
      .filter((q) => q.state.status === 'success' && keptOnDevice(q.queryKey))
      .map((q) => ({ key: q.queryKey, data: q.state.data }));
  const first = answers(initial);
  if (first.length) to.send({ type: 'save', answers: first });
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const [answer] = answers([event.query]);
    if (answer) to.send({ type: 'save', answers: [answer] });
  });
}
