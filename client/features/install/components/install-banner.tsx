import { useEffect, useState } from 'react';
import { isStandalone, promptInstall, useInstallPrompt } from '../../../lib/pwa';
import { useT } from '../../../i18n/i18n-provider';
import '../../../components/button.css';
import '../install-banner.css';

export const INSTALL_BANNER_DELAY_MS = 3000;
export const INSTALL_DISMISSED_KEY = 'streamfinder_install_dismissed';

function dismissedThisSession(): boolean {
  try {
    return sessionStorage.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Install-app banner (docs/spec.md §2 and §4): appears 3 s after the browser offers installation, unless the
 * app runs installed (standalone) or the visitor dismissed it this session. Install App and Not now.
 */
export function InstallBanner() {
  const t = useT();
  const { event, offeredAt } = useInstallPrompt();
  const [visible, setVisible] = useState(false);
  const [dismissed, setDismissed] = useState(dismissedThisSession);

  useEffect(() => {
    if (!event || dismissed || isStandalone()) return;
    const wait = Math.max(0, INSTALL_BANNER_DELAY_MS - (performance.now() - offeredAt));
    const timer = setTimeout(() => setVisible(true), wait);
    return () => clearTimeout(timer);
  }, [event, offeredAt, dismissed]);

  if (!visible || !event || dismissed) return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(INSTALL_DISMISSED_KEY, '1');
    } catch {
      // storage blocked: dismissed for this page only
    }
    setDismissed(true);
  };

  // Static classes (install-banner.css, components/button.css): the banner needs no Chakra system.
  return (
    <div role="region" aria-label={t('install.region')} data-testid="install-banner" className="sf-install">
      <div className="sf-install__body">
        <div>
          <p className="sf-install__title">{t('install.title')}</p>
          {/* One short line: shown 3 s after the install offer (the spec), a longer text was the largest
              element painted on search and advanced search at phone width (their h1s are 9,240 and 5,684 px²,
              this line was 12,395), so a banner made those pages' Largest Contentful Paint ~3.7 s. */}
          <p className="sf-install__text">{t('install.text')}</p>
        </div>
        <div className="sf-install__actions">
          <button type="button" className="sf-btn sf-btn--ghost" onClick={dismiss}>
            {t('install.notNow')}
          </button>
          <button
            type="button"
            className="sf-btn sf-btn--solid sf-palette-yellow"
            onClick={() => {
              setVisible(false);
              void promptInstall();
            }}
          >
            {t('install.install')}
          </button>
        </div>
      </div>
    </div>
  );
}
