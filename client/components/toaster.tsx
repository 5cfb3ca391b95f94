import { createPortal } from 'react-dom';
// Ark's own toaster (Chakra's createToaster and Toaster are Ark's, re-exported): the stores and the two
// notification regions, rendered from the first paint on with a static class, need none of Chakra's code. The
// toasts themselves use Chakra's toast recipe (toast-view.tsx), which loads with the first toast (issue #10).
import { Toaster, createToaster, type CreateToasterReturn } from '@ark-ui/react/toast';
import type { AppToast } from './toast-view';
import './toaster.css';

let View: typeof AppToast | undefined;
let loading: Promise<typeof AppToast> | undefined;

/** Loads the toast view (and with it Chakra's theme) once; a failed load (offline, no cached copy) is tried again. */
export function loadToastView(): Promise<typeof AppToast> {
  loading ??= import('./toast-view').then(
    (m) => (View = m.AppToast),
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

let seq = 0;

/**
 * The store, with `create` holding a toast until its view has loaded: the toast machine measures the toast's
 * element and starts its timer when the toast enters the store, so the element must render at once.
 */
function viewFirst(store: CreateToasterReturn): CreateToasterReturn {
  const create = store.create;
  return {
    ...store,
    create: (data) => {
      if (View) return create(data);
      const id = data.id ?? `sf-toast-${++seq}`;
      void loadToastView().then(
        () => create({ ...data, id }),
        (err: unknown) => console.warn('The notification could not be shown', err),
      );
      return id;
    },
  };
}

/**
 * Which edge a toast goes to (issue #45: a toast came over the dialog's Done button the pointer was on): the half
 * of the screen away from the control last used, where the pointer is or what has focus. Bottom by default.
 */
export function placementFor(usedY: number | null, viewportHeight: number): 'top-end' | 'bottom-end' {
  return usedY !== null && usedY > viewportHeight / 2 ? 'top-end' : 'bottom-end';
}

let pointerY: number | null = null;
let lastUse: 'pointer' | 'focus' = 'focus';
if (typeof document !== 'undefined') {
  const onPointer = (e: PointerEvent) => {
    pointerY = e.clientY;
    lastUse = 'pointer';
  };
  document.addEventListener('pointerdown', onPointer, { capture: true, passive: true });
  document.addEventListener('pointermove', onPointer, { capture: true, passive: true });
  document.addEventListener('keydown', () => (lastUse = 'focus'), { capture: true, passive: true });
}

/** The control last used: where the pointer is, or (keyboard, or before this module loaded) what has focus. */
function usedY(): number | null {
  if (lastUse === 'pointer' && pointerY !== null) return pointerY;
  const el = document.activeElement;
  if (el && el !== document.body) {
    const r = el.getBoundingClientRect();
    return r.top + r.height / 2;
  }
  return pointerY;
}

const NO_HOTKEY = ['F8', 'sf-never'];
const storeOptions = { max: 1, duration: 5000, hotkey: ['F8'], pauseOnPageIdle: true };
const bottom = viewFirst(createToaster({ ...storeOptions, placement: 'bottom-end' }));
const top = viewFirst(createToaster({ ...storeOptions, placement: 'top-end', hotkey: NO_HOTKEY }));
const stores = [bottom, top] as const;

/**
 * The one toaster of the app (docs/spec.md §9): one toast at a time, shown 5 s, F8 jumps to it. Two regions, at
 * the bottom and top right; each toast goes to the one away from the control last used (placementFor), and the
 * other is emptied, so there is still one toast at a time, and F8 goes to the region that holds it.
 */
export const toaster: CreateToasterReturn = {
  ...bottom,
  create: (data) => {
    const useTop = typeof window !== 'undefined' && placementFor(usedY(), window.innerHeight) === 'top-end';
    const [to, other] = useTop ? [top, bottom] : [bottom, top];
    other.dismiss();
    to.attrs.hotkey = ['F8'];
    other.attrs.hotkey = NO_HOTKEY;
    return to.create(data);
  },
  dismiss: (id) => stores.forEach((s) => s.dismiss(id)),
  remove: (id) => stores.forEach((s) => s.remove(id)),
  update: (id, data) => (top.isVisible(id) ? top : bottom).update(id, data),
  getCount: () => bottom.getCount() + top.getCount(),
  getVisibleToasts: () => [...bottom.getVisibleToasts(), ...top.getVisibleToasts()],
  isVisible: (id) => bottom.isVisible(id) || top.isVisible(id),
  isDismissed: (id) => bottom.isDismissed(id) || top.isDismissed(id),
  pause: (id) => stores.forEach((s) => s.pause(id)),
  resume: (id) => stores.forEach((s) => s.resume(id)),
};

/**
 * The "new version" notice stays until the visitor acts on it, so it has a toaster of its own: in the one
 * above (max 1) it would hold every later toast back for as long as it is shown.
 */
export const updateToaster = viewFirst(createToaster({ placement: 'bottom-start', max: 1 }));

/** Rendered once, in the app providers. */
export function AppToaster() {
  return createPortal(
    // A toast's own buttons (close, swipe) act through the app's toaster, which finds its region.
    [bottom, top, updateToaster].map((store, i) => (
      <Toaster key={i} toaster={store} className="sf-toast-group">
        {(toast) => (View ? <View store={store === updateToaster ? store : toaster} toast={toast} /> : null)}
      </Toaster>
    )),
    document.body,
  );
}
