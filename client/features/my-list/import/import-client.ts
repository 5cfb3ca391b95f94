// The page's side of the import worker (issue #38): one worker per import (terminated to cancel), and a
// once-a-day warm-up of the catalog snapshot so a file picked offline can still be matched on the device.
import { whenIdle } from '../../../lib/idle';
import type { FromWorker, ToWorker } from './import-protocol';

const WARMED_KEY = 'streamfinder_match_catalog_at';
const DAY = 24 * 60 * 60_000;

export function startImportWorker(onMessage: (m: FromWorker) => void): {
  send: (m: ToWorker) => void;
  stop: () => void;
} {
  const worker = new Worker(new URL('./import.worker.ts', import.meta.url), {
    type: 'module',
    name: 'import',
  });
  worker.onmessage = (e: MessageEvent<FromWorker>) => onMessage(e.data);
  worker.onerror = (e) => {
    e.preventDefault();
    console.warn('The import worker failed', e.message, e.filename, e.lineno);
    onMessage({
      type: 'failed',
      code: 'server',
      problem: { key: 'import.error.stopped' },
    });
  };
  return { send: (m) => worker.postMessage(m), stop: () => worker.terminate() };
}

function warmedRecently(): boolean {
  try {
    return Date.now() - Number(localStorage.getItem(WARMED_KEY) ?? 0) < DAY;
  } catch {
    return true;
  }
}

/** Stores the catalog snapshot when idle, at most once a day and only online. Returns the cancel. */
export function warmSnapshotWhenIdle(): () => void {
  if (typeof Worker === 'undefined' || typeof caches === 'undefined') return () => undefined;
  let stop: (() => void) | undefined;
  let cancelled = false;
  whenIdle(() => {
    if (cancelled || warmedRecently() || !navigator.onLine) return;
    const w = startImportWorker(() => undefined);
    w.send({ type: 'warm' });
    try {
      localStorage.setItem(WARMED_KEY, String(Date.now()));
    } catch {
      // storage refused: it warms again next time
    }
    stop = w.stop;
    // The worker's one fetch and Cache Storage write take well under a minute.
    setTimeout(() => w.stop(), 60_000);
  }, 5000);
  return () => {
    cancelled = true;
    stop?.();
  };
}

/** Saves a text file through a download link. */
export function download(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
