// Files handed to the installed app (issue #38), read by My List's import like a picked file:
// - opened with the app (the manifest's file_handlers: Chromium on desktop launches My List at
//   FILE_HANDLER_ACTION and queues the files in window.launchQueue);
// - shared to the app (the manifest's share_target: the service worker keeps the file in Cache Storage and
//   sends the browser to My List with ?shared=<id>, lib/share-target-sw.ts). The file is deleted once read.
import {
  SHARE_FAILED,
  SHARED_CACHE,
  SHARED_ID,
  SHARED_PARAM,
  sharedFileUrl,
} from '../../../lib/share-target';
import type { ImportProblem } from './import-decode';

/** What reached the app: a file to read, or why none could be received (a catalog message, import-decode.ts). */
export type Incoming = { file: File } | { error: ImportProblem };

export const SHARE_LOST: ImportProblem = { key: 'import.error.shareLost' };

interface LaunchParams {
  files?: ReadonlyArray<{ kind: string; getFile?: () => Promise<File> }>;
}
interface LaunchQueue {
  setConsumer: (consumer: (params: LaunchParams) => void) => void;
}

/** Calls onIncoming with the first file the app is launched with, where the browser has a launch queue. */
export function consumeLaunchedFiles(onIncoming: (incoming: Incoming) => void): void {
  const queue = (window as Window & { launchQueue?: LaunchQueue }).launchQueue;
  if (!queue) return;
  queue.setConsumer((params) => {
    const handle = params.files?.find((f) => f.kind === 'file' && f.getFile);
    if (!handle) return;
    handle.getFile!().then(
      (file) => onIncoming({ file }),
      (err: unknown) => {
        console.warn('A launched file could not be read', err);
        onIncoming({ error: { key: 'import.error.launchFailed' } });
      },
    );
  });
}

const taken = new Map<string, Promise<Incoming | null>>();

/**
 * The shared file My List's address names (`?shared=<id>`), taken out of Cache Storage (once per address: a
 * second call gets the same answer); null when the address names none.
 */
export function takeSharedFile(search: string): Promise<Incoming | null> {
  let p = taken.get(search);
  if (!p) taken.set(search, (p = take(search)));
  return p;
}

async function take(search: string): Promise<Incoming | null> {
  const value = new URLSearchParams(search).get(SHARED_PARAM);
  if (value === null) return null;
  if (value === SHARE_FAILED || !SHARED_ID.test(value) || typeof caches === 'undefined')
    return { error: SHARE_LOST };
  try {
    const cache = await caches.open(SHARED_CACHE);
    const res = await cache.match(sharedFileUrl(value));
    if (!res) return { error: SHARE_LOST };
    const blob = await res.blob();
    await cache.delete(sharedFileUrl(value));
    const name = decodeURIComponent(res.headers.get('X-File-Name') ?? 'shared file');
    return { file: new File([blob], name, { type: blob.type }) };
  } catch (err) {
    console.warn('The shared file could not be read', err);
    return { error: SHARE_LOST };
  }
}
