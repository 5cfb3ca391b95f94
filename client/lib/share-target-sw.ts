/// <reference lib="webworker" />
// The service worker's side of "share to StreamFinder" (the manifest's share_target, issue #38; lib/share-target.ts):
// a POST of multipart/form-data to SHARE_TARGET_PATH. The worker answers it itself, with no network (shared
// offline works): the first file is kept in Cache Storage (one at a time: an older one never picked up is
// dropped) and the answer is a 303 to My List with the file's one-time id, where the import reads and deletes it.
// What the file holds is not checked here: the import's worker gives a shared file the same checks and messages
// as a picked one.
import { registerRoute } from 'workbox-routing';
import {
  SHARE_FAILED,
  SHARE_FILE_FIELD,
  SHARE_TARGET_PATH,
  SHARED_CACHE,
  SHARED_PARAM,
  sharedFileUrl,
} from './share-target';

const myList = (value: string) =>
  Response.redirect(`/my-list?${SHARED_PARAM}=${encodeURIComponent(value)}`, 303);

export async function receiveShare(request: Request): Promise<Response> {
  try {
    const form = await request.formData();
    const file = form.getAll(SHARE_FILE_FIELD).find((f): f is File => typeof f !== 'string');
    if (!file) return myList(SHARE_FAILED);
    const cache = await caches.open(SHARED_CACHE);
    for (const old of await cache.keys()) await cache.delete(old);
    const id = crypto.randomUUID();
    await cache.put(
      sharedFileUrl(id),
      new Response(file, {
        headers: {
          'Content-Type': file.type || 'application/octet-stream',
          'X-File-Name': encodeURIComponent(file.name || 'shared file'),
        },
      }),
    );
    return myList(id);
  } catch (err) {
    console.warn('A shared file could not be kept', err);
    return myList(SHARE_FAILED);
  }
}

export function listenForShares(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === SHARE_TARGET_PATH,
    ({ request }) => receiveShare(request),
    'POST',
  );
}
