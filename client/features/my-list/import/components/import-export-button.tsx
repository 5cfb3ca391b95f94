// "Import / export" on My List (issue #38): a static trigger (no Chakra until used, like My services) that loads
// the dialog on first hover, focus or press. The page warms the catalog snapshot for offline matching once a
// day, when the browser is idle (import-client.ts).
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import '../../../../components/button.css';
import { warmSnapshotWhenIdle } from '../import-client';

const loadPanel = () => import('./import-export-dialog');
const ImportExportDialog = lazy(loadPanel);

export function ImportExportButton() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const trigger = useCallback(() => triggerRef.current, []);
  const preload = () => void loadPanel();
  useEffect(() => warmSnapshotWhenIdle(), []);

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
        Import / export
      </button>
      {used && (
        <Suspense fallback={null}>
          <ImportExportDialog open={open} onOpenChange={setOpen} trigger={trigger} contentId={contentId} />
        </Suspense>
      )}
    </>
  );
}
