import { useEffect } from 'react';
import { toaster } from '../../../components/toaster';
import { applyUpdate, useUpdateAvailable } from '../../../lib/pwa';

const TOAST_ID = 'app-update';

/** A new version waiting (decisions #19): a toast offers to reload; nothing reloads until the visitor asks. */
export function UpdateToast() {
  const available = useUpdateAvailable();
  useEffect(() => {
    if (!available || toaster.isVisible(TOAST_ID)) return;
    toaster.create({
      id: TOAST_ID,
      type: 'info',
      title: 'A new version is available',
      description: 'Reload to get the latest StreamFinder.',
      duration: Infinity,
      action: { label: 'Reload', onClick: applyUpdate },
    });
  }, [available]);
  return null;
}
