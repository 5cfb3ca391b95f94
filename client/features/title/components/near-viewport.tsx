import { useEffect, useRef, type ReactNode } from 'react';
import { useAfterLoadIdle } from '../../../lib/use-after-load-idle';

/** How far below the screen a part starts mounting (px). */
const AHEAD = '600px';

/**
 * Mounts `children` when its place comes within {@link AHEAD} of the screen, or once the browser is idle after
 * the page has loaded (so headings and links below the fold are there for keyboard and screen-reader users
 * without scrolling), whichever comes first. Until then it keeps `minHeight` of room, so nothing below moves.
 */
export function NearViewport({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [idle, show] = useAfterLoadIdle(4000);
  const shown = idle || typeof IntersectionObserver === 'undefined';

  useEffect(() => {
    if (shown) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin: `${AHEAD} 0px`,
    });
    if (ref.current) observer.observe(ref.current);
    return () => observer.disconnect();
  }, [shown, show]);

  if (shown) return <>{children}</>;
  return <div ref={ref} style={{ minHeight }} aria-hidden="true" data-testid="near-viewport" />;
}
