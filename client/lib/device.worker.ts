/// <reference lib="webworker" />
// The page's IndexedDB work, off its main thread (lib/device-worker.ts is the page's side): what the visitor sees
// is saved on the device (lib/offline-store.ts), and the outboxes of ratings and My List changes are flushed
// (lib/outbox-core.ts; the service worker's Background Sync flushes them too, a Web Lock keeps the two apart).
// Opening IndexedDB and Dexie's work were tasks of 60-220 ms at 4x CPU among a first visit's hydration.
// IndexedDB is shared with the page; Dexie tells the page's live queries of every change, and the outbox's events
// (delivered, rejected) reach the page's toasts, through BroadcastChannels.
import type { QueryKey } from '@tanstack/react-query';
import { saveAnswers } from './offline-store';
import { flushOutbox } from './outbox-core';

export type ToDevice = { type: 'save'; answers: Array<{ key: QueryKey; data: unknown }> } | { type: 'flush' };
export type FromDevice = { type: 'ready' } | { type: 'title-saved' };

const post = (m: FromDevice) => self.postMessage(m);
let saving = Promise.resolve();

self.onmessage = (e: MessageEvent<ToDevice>) => {
  const m = e.data;
  if (m.type === 'save')
    saving = saving.then(() => saveAnswers(m.answers, () => post({ type: 'title-saved' })));
  else void flushOutbox().catch((err: unknown) => console.warn('Outbox flush failed', err));
};
post({ type: 'ready' });
