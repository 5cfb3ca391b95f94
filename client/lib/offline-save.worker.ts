/// <reference lib="webworker" />
// What the visitor sees, written to the device (lib/offline-store.ts) off the page's main thread: opening
// IndexedDB and Dexie's work for each answer were tasks of 60-220 ms at 4x CPU on a first visit, among the page's
// hydration. The page (lib/offline-saver.ts) posts the answers the device keeps; this worker saves them in order
// and says when a title is on the device (My List's cards read the device's titles). IndexedDB is shared with
// the page, and Dexie tells the page's live queries of every change (BroadcastChannel).
import type { QueryKey } from '@tanstack/react-query';
import { saveAnswers } from './offline-store';

export interface SaveAnswers {
  answers: Array<{ key: QueryKey; data: unknown }>;
}
export type FromSaver = { type: 'ready' } | { type: 'title-saved' };

const post = (m: FromSaver) => self.postMessage(m);
let queue = Promise.resolve();

self.onmessage = (e: MessageEvent<SaveAnswers>) => {
  queue = queue.then(() => saveAnswers(e.data.answers, () => post({ type: 'title-saved' })));
};
post({ type: 'ready' });
