// Availability alerts in a real Chromium (issue #37). (1) The service worker shows the notification of a push
// delivered through the DevTools protocol (ServiceWorker.deliverPushMessage), read back with
// registration.getNotifications(); a click on it (a notificationclick dispatched in the worker: headless Chromium
// has no notification UI to click) opens the title page. (2) The opt-in: offered only once a title is saved,
// the permission asked only on the click. Headless Chromium cannot reach a push service (pushManager.subscribe
// fails there), so the Push API's subscribe/getSubscription are stubbed with a fixed https endpoint and real P-256
// keys; everything else is real: the server stores the subscription and deletes it when alerts are turned off.
import { describe, expect, it } from 'vitest';
import { newOfflineContext, openControlled, screenshot, setupOfflineHarness } from './offline-support';

// The whole browser: the headless shell has no notification platform (getNotifications() stays empty there).
const h = setupOfflineHarness({ fullBrowser: true });

describe('alerts', () => {
  it('shows a delivered push as a notification; a click opens the title', async () => {
    const context = await newOfflineContext(h);
    try {
      await context.grantPermissions(['notifications'], { origin: h.server.url });
      const page = await openControlled(context, h, '/');
      const cdp = await context.newCDPSession(page);
      const registrationId = new Promise<string>((resolve) =>
        cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
          const reg = e.registrations.find((r) => r.scopeURL.startsWith(h.server.url) && !r.isDeleted);
          if (reg) resolve(reg.registrationId);
        }),
      );
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: h.server.url,
        registrationId: await registrationId,
        data: JSON.stringify({
          title: 'Now on Netflix',
          body: 'Fight Club from My List is now streaming on Netflix.',
          url: '/movies/fight-club',
          tag: 'streamfinder-alert-test',
        }),
      });
      const notifications = () =>
        page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length);
      await expect.poll(notifications, { timeout: 15_000 }).toBe(1);
      const shown = await page.evaluate(async () => {
        const [n] = await (await navigator.serviceWorker.ready).getNotifications();
        return { title: n.title, body: n.body, tag: n.tag, data: n.data as { url: string } };
      });
      expect(shown).toEqual({
        title: 'Now on Netflix',
        body: 'Fight Club from My List is now streaming on Netflix.',
        tag: 'streamfinder-alert-test',
        data: { url: `${h.server.url}/movies/fight-club` },
      });

      const [worker] = context.serviceWorkers();
      await worker.evaluate(async () => {
        const sw = self as unknown as ServiceWorkerGlobalScope;
        const [notification] = await sw.registration.getNotifications();
        sw.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
      });
      await page.waitForURL(`${h.server.url}/movies/fight-club`, { timeout: 15_000 });
      await page.locator('h1').filter({ hasText: 'Fight Club' }).waitFor();
      expect(
        await page.evaluate(
          async () => (await (await navigator.serviceWorker.ready).getNotifications()).length,
        ),
      ).toBe(0);
      await screenshot(page, 'alert-click');
    } finally {
      await context.close();
    }
  });

  it('offers alerts after a save, asks permission only on the click, and turns them off', async () => {
    const context = await newOfflineContext(h);
    try {
      await context.grantPermissions(['notifications'], { origin: h.server.url });
      // The Push API stub (headless Chromium has no push service) and a count of permission requests.
      await context.addInitScript(() => {
        const w = window as unknown as { permissionAsks: number };
        w.permissionAsks = 0;
        const ask = Notification.requestPermission.bind(Notification);
        Notification.requestPermission = () => {
          w.permissionAsks++;
          return ask();
        };
        let current: PushSubscription | null = null;
        const STUB = 'push-stub-subscribed';
        const fake = {
          endpoint: 'https://push.example/send/streamfinder-e2e',
          toJSON: () => ({
            endpoint: 'https://push.example/send/streamfinder-e2e',
            keys: {
              p256dh:
                'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
              auth: 'tBHItJI5svbpez7KI4CCXg',
            },
          }),
          unsubscribe: async () => {
            current = null;
            sessionStorage.removeItem(STUB);
            return true;
          },
        } as unknown as PushSubscription;
        // Kept across page loads, like a real subscription.
        if (sessionStorage.getItem(STUB)) current = fake;
        PushManager.prototype.subscribe = async () => {
          sessionStorage.setItem(STUB, '1');
          return (current = fake);
        };
        PushManager.prototype.getSubscription = async () => current;
      });
      const page = await openControlled(context, h, '/');
      await page.evaluate(() => {
        localStorage.setItem('selectedCountry', 'US');
        localStorage.setItem('streamfinder_my_services', JSON.stringify({ US: [8] }));
      });
      const posted: unknown[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/alerts/subscription') && r.method() === 'POST')
          posted.push(r.postDataJSON());
      });
      await page.goto(`${h.server.url}/movies/fight-club`);
      const save = page.getByTestId('title-save');
      await save.waitFor({ timeout: 30_000 });
      const optIn = page.getByRole('button', { name: 'Alert me when it streams on my services' });
      expect(await optIn.count()).toBe(0); // not before the title is saved
      await save.click();
      await optIn.waitFor();
      await expect.poll(() => page.getByTestId('alerts-opt-in').innerText()).toContain('iOS 16.4');
      expect(
        await page.evaluate(() => (window as unknown as { permissionAsks: number }).permissionAsks),
      ).toBe(0);

      await optIn.click();
      await page.getByText('Alerts are on for US.').waitFor();
      expect(
        await page.evaluate(() => (window as unknown as { permissionAsks: number }).permissionAsks),
      ).toBe(1);
      const session = await page.evaluate(() => localStorage.getItem('thestreamfinder_session_id'));
      expect(posted).toEqual([
        {
          subscription: {
            endpoint: 'https://push.example/send/streamfinder-e2e',
            keys: expect.objectContaining({ auth: 'tBHItJI5svbpez7KI4CCXg' }),
          },
          session_id: session,
          country: 'US',
          services: [8],
          language: 'en', // the page's: the notifications' language (issue #46)
        },
      ]);
      await screenshot(page, 'alerts-on');

      // Turned off from My List: the server's copy is deleted (it answers removed: true because it had it).
      await page.goto(`${h.server.url}/my-list`);
      const off = page.getByRole('button', { name: 'Turn alerts off' });
      await off.waitFor({ timeout: 30_000 });
      const deleted = page.waitForResponse(
        (r) => r.url().includes('/api/alerts/subscription') && r.request().method() === 'DELETE',
      );
      await off.click();
      expect(await (await deleted).json()).toEqual({ removed: true });
      await page.getByRole('button', { name: 'Alert me when it streams on my services' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
