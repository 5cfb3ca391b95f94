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

/** The one toaster of the app (docs/spec.md §9): one toast at a time, shown 5 s, F8 jumps to it. */
export const toaster = viewFirst(
  createToaster({
    placement: 'bottom-end',
    max: 1,
    duration: 5000,
    hotkey: ['F8'],
    pauseOnPageIdle: true,
  }),
);

/**
 * The "new version" notice stays until the visitor acts on it, so it has a toaster of its own: in the one
 * above (max 1) it would hold every later toast back for as long as it is shown.
 */
export const updateToaster = viewFirst(createToaster({ placement: 'bottom-start', max: 1 }));

/** Rendered once, in the app providers. */
export function AppToaster() {
  return createPortal(
    [toaster, updateToaster].map((store, i) => (
      <Toaster key={i} toaster={store} className="sf-toast-group">
        {(toast) => (View ? <View store={store} toast={toast} /> : null)}
      </Toaster>
    )),
    document.body,
  );
}
