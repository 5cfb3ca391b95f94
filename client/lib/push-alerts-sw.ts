/// <reference lib="webworker" />
// The service worker's side of availability alerts (issue #37, docs/decisions.md #13): a push from our server
// (api/src/alerts/alerts.service.ts, payload AlertPayload) is shown as one notification; a click opens the title
// (or My List's "What changed" for several titles) in an open window of the site, else a new one. The app badge
// (Badging API, where supported) counts the alerts not yet opened.

interface AlertPayload {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
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

type Badging = { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

async function updateBadge(sw: ServiceWorkerGlobalScope): Promise<void> {
  const nav = sw.navigator as WorkerNavigator & Badging;
  const open = (await sw.registration.getNotifications()).length;
  await (open ? nav.setAppBadge?.(open) : nav.clearAppBadge?.())?.catch(() => undefined);
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
        .then(() => updateBadge(sw)),
    );
  });

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = alertUrl(sw.location.origin, (event.notification.data as { url?: unknown } | null)?.url);
    event.waitUntil(openAlert(sw, url).then(() => updateBadge(sw)));
  });
}
