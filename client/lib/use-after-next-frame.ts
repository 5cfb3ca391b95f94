import { startTransition, useEffect, useState } from 'react';
import { afterNextFrame } from './yield';

/**
 * False until the browser has drawn its next frame after the mount, then true (in a transition: rendered in
 * slices, its effects in a task of their own). For what a screen's first frame does not need: the layout's
 * after-paint parts, a title page's details below its rating. `onFrame` (read once) runs at the same moment.
 */
export function useAfterNextFrame(onFrame?: () => void): boolean {
  const [ready, setReady] = useState(false);
  const [first] = useState(() => onFrame);
  useEffect(
    () =>
      afterNextFrame(() => {
        startTransition(() => setReady(true));
        first?.();
      }),
    [first],
  );
  return ready;
}
