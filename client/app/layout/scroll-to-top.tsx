import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The page scrolls to the top on every location change (docs/spec.md §2). */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
