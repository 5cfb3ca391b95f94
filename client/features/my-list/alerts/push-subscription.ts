// The browser's side of availability alerts (issue #37, docs/decisions.md #13): the permission is asked only when
// the visitor clicks "Alert me..." (never on load), then the service worker's PushManager subscribes with the
// server's VAPID key and the server stores the endpoint, its keys, the list id, country and services.
// Turning alerts off deletes the server's copy and unsubscribes the browser.
import { apiGet, apiRequest } from '../../../lib/api-client';
import { getSessionId } from '../../../lib/session';
import { isTimeout, withTimeout } from '../../../lib/with-timeout';
import { DEFAULT_LOCALE, type Locale } from '../../../../api/src/contract/locales';

/**
 * The bounds of the opt-in (issue #45: a push service that never answers left the button grey for good). The
 * browser's permission prompt waits for a person, so it gets a minute; everything after it (the service worker,
 * the server's key, the push service's subscription, the server storing it) ends within 15 s.
 */
export const ALERTS_PERMISSION_TIMEOUT_MS = 60_000;
export const ALERTS_ENABLE_TIMEOUT_MS = 15_000;
/** Reading the current subscription (on load) and turning alerts off. */
export const ALERTS_CHECK_TIMEOUT_MS = 5_000;
export const ALERTS_DISABLE_TIMEOUT_MS = 15_000;

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
  return withTimeout(
    (async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return (await reg?.pushManager.getSubscription()) ?? null;
    })(),
    ALERTS_CHECK_TIMEOUT_MS,
    'Reading the alerts subscription',
  );
}

/** 'no-answer': the permission prompt went unanswered; 'timeout': the push service or the server did not answer. */
export type EnableOutcome = 'on' | 'denied' | 'no-answer' | 'timeout' | 'failed';

/** `language`: the page's, the language the notifications will speak (issue #46). */
export async function enableAlerts(
  country: string,
  services: number[],
  language: Locale = DEFAULT_LOCALE,
): Promise<EnableOutcome> {
  let permission: NotificationPermission;
  try {
    permission = await withTimeout(
      Notification.requestPermission(),
      ALERTS_PERMISSION_TIMEOUT_MS,
      'The notification permission',
    );
  } catch (err) {
    return isTimeout(err) ? 'no-answer' : 'failed';
  }
  if (permission !== 'granted') return 'denied';
  try {
    await withTimeout(
      async (signal) => {
        const reg = await registration();
        const { publicKey } = await apiGet<{ publicKey: string }>('/api/alerts/key', undefined, { signal });
        const sub =
          (await reg.pushManager.getSubscription()) ??
          (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
        signal.throwIfAborted();
        const json = sub.toJSON();
        await apiRequest('/api/alerts/subscription', {
          method: 'POST',
          body: {
            subscription: { endpoint: json.endpoint, keys: json.keys },
            session_id: getSessionId(),
            country,
            services,
            language,
          },
          signal,
        });
      },
      ALERTS_ENABLE_TIMEOUT_MS,
      'Turning alerts on',
    );
    return 'on';
  } catch (err) {
    console.warn('Alerts could not be turned on', err);
    return isTimeout(err) ? 'timeout' : 'failed';
  }
}

/** Within ALERTS_DISABLE_TIMEOUT_MS, else a TimeoutError (the caller says so and offers to try again). */
export async function disableAlerts(): Promise<void> {
  await withTimeout(
    async (signal) => {
      const sub = await currentSubscription();
      if (!sub) return;
      // In the body, not the query string: the endpoint is a capability URL and addresses end up in logs.
      await apiRequest('/api/alerts/subscription', {
        method: 'DELETE',
        body: { endpoint: sub.endpoint },
        signal,
      });
      await sub.unsubscribe();
    },
    ALERTS_DISABLE_TIMEOUT_MS,
    'Turning alerts off',
  );
}
