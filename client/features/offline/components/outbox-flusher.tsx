import { useT } from '../../../i18n/i18n-provider';
import { useEffect } from 'react';
import { toaster } from '../../../components/toaster';
import { device } from '../../../lib/device-worker';
import { onOutboxEvent } from '../../../lib/outbox-events';

const FOCUS_FLUSH_GAP_MS = 2000;

/**
 * Sends queued ratings and My List changes (docs/decisions.md #9): at start, when the connection returns and on
 * focus, in every browser (the service worker's Background Sync does it too where it exists), through the device
 * worker, so a page never opens IndexedDB on its main thread for it. Tells the visitor when a queued rating was
 * delivered or rejected (the outbox's events reach the page from the worker).
 */
export function OutboxFlusher() {
  const t = useT();
  useEffect(() => {
    let last = 0;
    const flush = () => {
      if (!navigator.onLine) return;
      last = Date.now();
      device.send({ type: 'flush' });
    };
    const onFocus = () => {
      if (Date.now() - last > FOCUS_FLUSH_GAP_MS) flush();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') onFocus();
    };
    flush();
    window.addEventListener('online', flush);
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    // Each toast names its cause (issue #45): a rating kept here until the server took it, or one of an
    // import's. An import's delivered ratings get none: its dialog has reported them, and its toasts came over
    // the dialog's Done button.
    const off = onOutboxEvent((event) => {
      const imported = event.entry.origin === 'import';
      if (event.type === 'saved' && !imported) {
        toaster.create({
          id: `rating-saved-${event.entry.content_type}-${event.entry.content_id}`,
          type: 'success',
          title: t('offline.ratingSaved'),
          description: t('offline.ratingSavedText'),
        });
      } else if (event.type === 'rejected') {
        toaster.create({
          type: 'error',
          title: t('offline.ratingRejected'),
          description: t(imported ? 'offline.ratingRejectedImport' : 'offline.ratingRejectedDevice', {
            status: event.status ? String(event.status) : t('offline.error'),
          }),
        });
      }
    });
    return () => {
      window.removeEventListener('online', flush);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
      off();
    };
  }, [t]);
  return null;
}
