import { useEffect } from 'react';
import { updateToaster } from '../../../components/toaster';
import { applyUpdate, useUpdateAvailable } from '../../../lib/pwa';

const TOAST_ID = 'app-update';

/** A new version waiting (docs/decisions.md #19): a toast offers to reload; nothing reloads until the visitor asks. */
export function UpdateToast() {
  const available = useUpdateAvailable();
  useEffect(() => {
    if (!available || updateToaster.isVisible(TOAST_ID)) return;
    updateToaster.create({
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
