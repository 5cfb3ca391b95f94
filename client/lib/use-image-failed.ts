// Whether an <img> failed to load, for the components that then show a placeholder (a poster box, a provider's
// letter). A server-rendered image can fail before the page is hydrated: its error event fired before React
// listened, so the image is also checked when React attaches to it (complete, with no pixels).
import { useCallback, useState } from 'react';

// Failures are logged (docs/spec.md: a poster's failure logs a warning) once per task, not once per image: a page
// whose images all fail while hydrating (offline, a blocked image host) logged 39 warnings in one task, 20 ms of
// it at 1x CPU with DevTools attached, as Lighthouse is (issue #34).
const pending = new Map<string, string[]>();
function warnLater(warning: string, src: string | null | undefined) {
  if (!pending.size) queueMicrotask(flushWarnings);
  pending.set(warning, [...(pending.get(warning) ?? []), String(src)]);
}
function flushWarnings() {
  for (const [warning, srcs] of pending) console.warn(`${warning}: ${srcs.join(', ')}`);
  pending.clear();
}

export function useImageFailed(src: string | null | undefined, warning?: string) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const fail = useCallback(() => {
    if (warning) warnLater(warning, src);
    setFailedSrc(src ?? null);
  }, [src, warning]);
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0) fail();
    },
    [fail],
  );
  return [!!src && failedSrc === src, { ref, onError: fail }] as const;
}
