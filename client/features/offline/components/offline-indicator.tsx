import { useT } from '../../../i18n/i18n-provider';
import { useOnlineStatus } from '../../../lib/pwa';
import '../offline-indicator.css';

/**
 * A clear, announced mark while the device is offline (docs/decisions.md #17). The live region is always present.
 * Static classes (offline-indicator.css): it is on every page from the first render and needs no Chakra system.
 */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  const t = useT();
  return (
    <div role="status" aria-live="polite" data-testid="offline-indicator">
      {!online && (
        <div className="sf-offline">
          <span className="sf-offline__dot" aria-hidden="true" />
          <p className="sf-offline__title">{t('offline.title')}</p>
          <p>{t('offline.text')}</p>
        </div>
      )}
    </div>
  );
}
