import type { ReactNode } from 'react';
import './button.css';

/**
 * A .sf-btn's content, and its loading state as Chakra's Button with `loading` draws it: a spinner centred over the
 * hidden label, which keeps the button's width. The button itself sets `disabled` and `data-loading`.
 */
export function BusyLabel({ busy, children }: { busy: boolean; children: ReactNode }) {
  if (!busy) return children;
  return (
    <>
      <span className="sf-btn__loader">
        <span className="sf-btn__spinner" />
      </span>
      <span className="sf-btn__label--hidden">{children}</span>
    </>
  );
}
