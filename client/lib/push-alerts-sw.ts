/// <reference lib="webworker" />
// The service worker's side of availability alerts (issue #37, docs/decisions.md #13): a push from our server
// (api/src/alerts/alerts.service.ts, payload AlertPayload) is shown as one notification; a click opens the title
// (or My List's "What changed" for several titles) in an open window of the site, else a new one. The app badge
// (Badging API, where supported) counts the titles on My List with a change the visitor has not seen, shared with
// the page through IndexedDB (lib/unseen-changes.ts): a push adds the titles it announces, looking at My List
// clears them.
import { notePushed, refreshBadge } from './unseen-changes';

interface AlertPayload {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
  titles?: Array<{ type?: unknown; id?: unknown }>;
}

/** Only our own addresses (a path, or a URL on this origin), never one from elsewhere; else My List. */
export function alertUrl(origin: string, url: unknown): string {
  if (typeof url === 'string') {
    try {
      const u = new URL(url, origin);
      if (u.origin === origin) return u.href;
    } catch {
      // not a URL: My List
    }
  }
  return new URL('/my-list', origin).href;
}

/** Never lets the badge (or IndexedDB refusing) fail the push or the click. */
async function updateBadge(sw: ServiceWorkerGlobalScope, pushed: AlertPayload['titles'] = []): Promise<void> {
  try {
    await notePushed(Array.isArray(pushed) ? pushed : []);
    await refreshBadge(sw.navigator);
  } catch (err) {
    console.warn('The app badge could not be updated', err);
  }
}

async function openAlert(sw: ServiceWorkerGlobalScope, url: string): Promise<void> {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const win = windows.find((w) => new URL(w.url).origin === sw.location.origin);
  const opened = win ? await win.navigate(url).catch(() => null) : null;
  if (opened) {
    await opened.focus().catch(() => undefined);
    return;
  }
  await sw.clients.openWindow(url);
}

export function listenForAlerts(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('push', (event) => {
    let p: AlertPayload = {};
    try {
      p = (event.data?.json() as AlertPayload | null) ?? {};
    } catch {
      p = { body: event.data?.text() };
    }
    event.waitUntil(
      sw.registration
        .showNotification(p.title || 'StreamFinder', {
          body: p.body || 'A title on My List changed.',
          tag: p.tag,
          icon: '/icons/icon-192.png',
          data: { url: alertUrl(sw.location.origin, p.url) },
        })
        .then(() => updateBadge(sw, p.titles)),
    );
  });

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = alertUrl(sw.location.origin, (event.notification.data as { url?: unknown } | null)?.url);
    event.waitUntil(openAlert(sw, url).then(() => updateBadge(sw)));
  });
}
