// A file shared to the installed app (the manifest's share_target, issue #38): the service worker receives the
// POST (share-target-sw.ts), keeps the file in Cache Storage under a one-time id and sends the browser to My List
// with that id; My List's import reads the file there, deletes it and shows the usual preview
// (features/my-list/import/import-incoming.ts). Shared by the worker and the page.
export const SHARE_TARGET_PATH = '/share-target';
/** The form field the manifest names for the files. */
export const SHARE_FILE_FIELD = 'file';
export const SHARED_CACHE = 'streamfinder-shared-import';
/** My List's query parameter: the shared file's id, or SHARE_FAILED. */
export const SHARED_PARAM = 'shared';
export const SHARE_FAILED = 'failed';
/** My List's address a launched file (the manifest's file_handlers) opens. */
export const FILE_HANDLER_ACTION = '/my-list?import=open';

export const sharedFileUrl = (id: string) => `/shared-import/${id}`;
/** The ids the worker gives (crypto.randomUUID); anything else in the address is ignored. */
export const SHARED_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
