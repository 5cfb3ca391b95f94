// Whether an <img> failed to load, for the components that then show a placeholder (a poster box, a provider's
// letter). A server-rendered image can fail before the page is hydrated: its error event fired before React
// listened, so the image is also checked when React attaches to it (complete, with no pixels).
import { useCallback, useState } from 'react';

export function useImageFailed(src: string | null | undefined, warning?: string) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const fail = useCallback(() => {
    if (warning) console.warn(`${warning}: ${src}`);
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
