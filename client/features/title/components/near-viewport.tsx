import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a part starts mounting (px). */
const AHEAD = '600px';

/**
 * Mounts `children` when its place comes within {@link AHEAD} of the screen, or once the browser is idle after
 * the page has loaded (so headings and links below the fold are there for keyboard and screen-reader users
 * without scrolling), whichever comes first. Until then it keeps `minHeight` of room, so nothing below moves.
 */
export function NearViewport({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (shown) return;
    const show = () => setShown(true);
    const el = ref.current;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin: `${AHEAD} 0px`,
    });
    if (el) observer.observe(el);
    let idle = 0;
    let timer = 0;
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(show, { timeout: 4000 });
      else timer = window.setTimeout(show, 1500);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('load', whenIdle);
      if (idle && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [shown]);

  if (shown) return <>{children}</>;
  return <div ref={ref} style={{ minHeight }} aria-hidden="true" data-testid="near-viewport" />;
}
