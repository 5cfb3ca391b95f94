import { useRef, type PointerEvent } from 'react';
import { Stack, Toast, type CreateToasterReturn } from '../lib/chakra';

/** A toast follows a finger or mouse dragged to the right and is dismissed past this distance (spec §9). */
export const SWIPE_THRESHOLD_PX = 50;

function useSwipeToDismiss(store: CreateToasterReturn, id: string | undefined) {
  const start = useRef<{ x: number; pointer: number } | null>(null);
  const move = (el: HTMLElement, dx: number) => {
    el.style.transform = dx > 0 ? `translateX(${dx}px)` : '';
    el.style.opacity = dx > 0 ? String(Math.max(0.2, 1 - dx / 200)) : '';
  };
  return {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if ((e.target as HTMLElement).closest('button')) return; // let the close and action buttons work
      start.current = { x: e.clientX, pointer: e.pointerId };
      e.currentTarget.setPointerCapture?.(e.pointerId);
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      if (start.current?.pointer === e.pointerId) move(e.currentTarget, e.clientX - start.current.x);
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => {
      if (start.current?.pointer !== e.pointerId) return;
      const dx = e.clientX - start.current.x;
      start.current = null;
      if (dx > SWIPE_THRESHOLD_PX && id) store.dismiss(id);
      else move(e.currentTarget, 0);
    },
    onPointerCancel: (e: PointerEvent<HTMLElement>) => {
      start.current = null;
      move(e.currentTarget, 0);
    },
  };
}

export interface ShownToast {
  id?: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: { label: React.ReactNode };
  closable?: boolean;
}

/** One toast, in Chakra's toast recipe (components/toaster.tsx loads this module before the first toast). */
export function AppToast({ store, toast }: { store: CreateToasterReturn; toast: ShownToast }) {
  const swipe = useSwipeToDismiss(store, toast.id);
  return (
    <Toast.Root width={{ md: 'sm' }} style={{ touchAction: 'pan-y' }} {...swipe}>
      <Toast.Indicator />
      <Stack gap="1" flex="1" maxWidth="100%">
        {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
        {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
      </Stack>
      {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
      {toast.closable !== false && <Toast.CloseTrigger aria-label="Dismiss notification" />}
    </Toast.Root>
  );
}
