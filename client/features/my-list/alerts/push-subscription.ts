// The browser's side of availability alerts (issue #37, docs/decisions.md #13): the permission is asked only when
// the visitor clicks "Alert me..." (never on load), then the service worker's PushManager subscribes with the
// server's VAPID key and the server stores the endpoint, its keys, the list id, country and services.
// Turning alerts off deletes the server's copy and unsubscribes the browser.
import { apiGet, apiRequest } from '../../../lib/api-client';
import { getSessionId } from '../../../lib/session';

export type AlertsSupport = 'supported' | 'ios-home-screen' | 'unsupported';

/** iPhone and iPad get Web Push only in the home-screen app (iOS 16.4+). */
export function alertsSupport(): AlertsSupport {
  const push = typeof window !== 'undefined' && 'PushManager' in window && 'serviceWorker' in navigator;
  if (push && 'Notification' in window) return 'supported';
  const ios =
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  return ios ? 'ios-home-screen' : 'unsupported';
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (alertsSupport() !== 'supported') return null;
  const reg = await navigator.serviceWorker.getRegistration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

export type EnableOutcome = 'on' | 'denied' | 'failed';

export async function enableAlerts(country: string, services: number[]): Promise<EnableOutcome> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  try {
    const reg = await registration();
    const { publicKey } = await apiGet<{ publicKey: string }>('/api/alerts/key');
    const sub =
      (await reg.pushManager.getSubscription()) ??
      (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
    const json = sub.toJSON();
    await apiRequest('/api/alerts/subscription', {
      method: 'POST',
      body: {
        subscription: { endpoint: json.endpoint, keys: json.keys },
        session_id: getSessionId(),
        country,
        services,
      },
    });
    return 'on';
  } catch (err) {
    console.warn('Alerts could not be turned on', err);
    return 'failed';
  }
}

export async function disableAlerts(): Promise<void> {
  const sub = await currentSubscription();
  if (!sub) return;
  // In the body, not the query string: the endpoint is a capability URL and addresses end up in logs.
  await apiRequest('/api/alerts/subscription', { method: 'DELETE', body: { endpoint: sub.endpoint } });
  await sub.unsubscribe();
}
