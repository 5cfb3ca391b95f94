import { useT } from '../../../i18n/i18n-provider';
import { useEffect } from 'react';
import { updateToaster } from '../../../components/toaster';
import { applyUpdate, useUpdateAvailable } from '../../../lib/pwa';

const TOAST_ID = 'app-update';

/** A new version waiting (docs/decisions.md #19): a toast offers to reload; nothing reloads until the visitor asks. */
export function UpdateToast() {
  const available = useUpdateAvailable();
  const t = useT();
  useEffect(() => {
    if (!available || updateToaster.isVisible(TOAST_ID)) return;
    updateToaster.create({
      id: TOAST_ID,
      type: 'info',
      title: t('offline.updateTitle'),
      description: t('offline.updateText'),
      duration: Infinity,
      action: { label: t('offline.reload'), onClick: applyUpdate },
    });
  }, [available, t]);
  return null;
}
