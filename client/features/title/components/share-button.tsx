import { useState } from 'react';
import { BusyLabel } from '../../../components/busy-label';
import { notify } from '../../../components/notify';
import { shareTitle } from '../lib/share';
import { useT } from '../../../i18n/i18n-provider';
import '../../../components/button.css';
import '../title-sections.css';

function ShareIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

/** Share: native share sheet, else the link is copied and 'Link copied to clipboard!' is shown. */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const [busy, setBusy] = useState(false);
  const t = useT();
  const onClick = async () => {
    // The page's own origin, read when shared (the server renders the button without one).
    const url = `${window.location.origin}${path}`;
    setBusy(true);
    const outcome = await shareTitle(title, url);
    setBusy(false);
    if (outcome === 'copied') {
      notify({ title: t('title.linkCopied'), type: 'success' });
    } else if (outcome === 'failed') {
      notify({ title: t('title.shareFailed'), description: url, type: 'error' });
    }
  };
  const label = (
    <>
      <ShareIcon />
      {t('title.share')}
    </>
  );
  // While the share sheet is open: disabled, a spinner over the hidden label (Chakra's Button with loading).
  return (
    <button
      type="button"
      className="sf-btn sf-btn--lg sf-btn--outline sf-palette-yellow sf-tp-share"
      onClick={() => void onClick()}
      disabled={busy}
      data-loading={busy ? '' : undefined}
      data-testid="share-button"
    >
      <BusyLabel busy={busy}>{label}</BusyLabel>
    </button>
  );
}
