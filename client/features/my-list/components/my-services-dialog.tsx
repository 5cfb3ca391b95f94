import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useMyServices } from '../../../lib/my-services';
import { useSelectedCountry } from '../../../lib/region';
import { useT } from '../../../i18n/i18n-provider';
import '../../../components/button.css';

const loadPanel = () => import('./my-services-panel');
const MyServicesPanel = lazy(loadPanel);

/**
 * The one place to pick My services for the selected country (used by My List and discover): a static trigger,
 * so the page around it renders without the Chakra system (issue #10), and the Chakra dialog loaded when the
 * trigger is first pointed at, focused or pressed, then kept mounted so it can animate closed.
 */
export function MyServicesDialog({
  triggerLabel,
  testId = 'my-services-open',
  solid = false,
  onOpenChange,
}: {
  triggerLabel?: string;
  testId?: string;
  /** The page's invitation to set them: a solid button. */
  solid?: boolean;
  /** Told when the dialog opens and closes (the invitation stays while its dialog is open). */
  onOpenChange?: (open: boolean) => void;
}) {
  const t = useT();
  const { country } = useSelectedCountry();
  const chosen = useMyServices(country);
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const [used, setUsed] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const trigger = useCallback(() => triggerRef.current, []);
  const preload = () => void loadPanel();

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={`sf-btn sf-btn--sm ${solid ? 'sf-btn--solid sf-palette-yellow' : 'sf-btn--outline'}`}
        data-testid={testId}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {triggerLabel ?? t('myList.myServices')}
        {chosen.length > 0 ? ` (${chosen.length})` : ''}
      </button>
      {used && (
        <Suspense fallback={null}>
          <MyServicesPanel
            open={open}
            onOpenChange={setOpen}
            trigger={trigger}
            contentId={contentId}
            country={country}
            chosen={chosen}
          />
        </Suspense>
      )}
    </>
  );
}
