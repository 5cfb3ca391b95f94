import { useEffect, useRef, useState } from 'react';

export const HIDE_THRESHOLD = 10;
export const SOLID_THRESHOLD = 20;

/** Next header state for a scroll from `lastY` to `y` (docs/spec.md §2: hide past 10 px, solid after 20 px). */
export function nextHeaderState(
  lastY: number,
  y: number,
  hidden: boolean,
): { hidden: boolean; solid: boolean } {
  let nextHidden = hidden;
  if (y <= HIDE_THRESHOLD) nextHidden = false;
  else if (y > lastY) nextHidden = true;
  else if (y < lastY) nextHidden = false;
  return { hidden: nextHidden, solid: y > SOLID_THRESHOLD };
}

export function useScrollHeader() {
  const [state, setState] = useState({ hidden: false, solid: false });
  const last = useRef(0);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        setState((s) => {
          const next = nextHeaderState(last.current, y, s.hidden);
          return next.hidden === s.hidden && next.solid === s.solid ? s : next;
        });
        last.current = y;
      });
    };
    // No first read: the page starts at the top (ScrollToTop scrolls there on mount), and any other position
    // comes with a scroll event. Reading scrollY in the first frame forced a style and layout of the new page
    // inside it, before the frame's own: 9 of a 53 ms frame at 1x on /search?q=star (issue #10).
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return state;
}
