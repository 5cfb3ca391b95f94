// "Import / export" on My List (issue #38): a static trigger (no Chakra until used, like My services) that loads
// the dialog on first hover, focus or press. The page warms the catalog snapshot for offline matching once a
// day, when the browser is idle (import-client.ts). A file opened with the installed app or shared to it
// (import-incoming.ts) opens the dialog and is read like a picked one.
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import '../../../../components/button.css';
import { SHARED_PARAM } from '../../../../lib/share-target';
import { warmSnapshotWhenIdle } from '../import-client';
import { consumeLaunchedFiles, takeSharedFile, type Incoming } from '../import-incoming';
import { useT } from '../../../../i18n/i18n-provider';

const loadPanel = () => import('./import-export-dialog');
const ImportExportDialog = lazy(loadPanel);

export function ImportExportButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [incoming, setIncoming] = useState<Incoming | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const trigger = useCallback(() => triggerRef.current, []);
  const preload = () => void loadPanel();
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => warmSnapshotWhenIdle(), []);

  const receive = useCallback((i: Incoming) => {
    setIncoming(i);
    setUsed(true);
    setOpen(true);
  }, []);
  useEffect(() => consumeLaunchedFiles(receive), [receive]);
  useEffect(() => {
    if (!new URLSearchParams(search).has(SHARED_PARAM)) return;
    void takeSharedFile(search).then((i) => {
      if (i) receive(i);
      // The one-time id leaves the address (a reload must not look for the deleted file).
      const rest = new URLSearchParams(search);
      rest.delete(SHARED_PARAM);
      const query = rest.toString();
      void navigate(`${pathname}${query ? `?${query}` : ''}`, { replace: true });
    });
  }, [search, pathname, navigate, receive]);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="sf-btn sf-btn--sm sf-btn--outline"
        data-testid="import-open"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {t('import.button')}
      </button>
      {used && (
        <Suspense fallback={null}>
          <ImportExportDialog
            open={open}
            onOpenChange={setOpen}
            trigger={trigger}
            contentId={contentId}
            incoming={incoming}
          />
        </Suspense>
      )}
    </>
  );
}
